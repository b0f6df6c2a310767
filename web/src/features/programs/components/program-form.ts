import type { MediaItem } from '@forma/contract/media/media.schemas';
import { programMessages, programFormTexts } from '../programs.messages';
import {
  customUrlError,
  DEFAULT_CURRENCY,
  DESCRIPTION_MAX,
  MAX_PRICE_OPTIONS,
  MEMBERSHIP_VISIBILITY_DAYS,
  PLAN_COLORS,
  priceOptionsErrors,
  toMinor,
  type PlanColor,
  type PlanType,
  type PriceContext,
  type PricePeriod,
} from '@forma/contract/programs/programs.rules';
import {
  updatePlanBodySchema,
  type Attachment,
  type CoachPlan,
  type CreatePlanBody,
  type UpdatePlanBody,
} from '@forma/contract/programs/programs.schemas';

/** A price option of a program not saved yet: the price in major units, as typed. */
export type PriceDraft = { period: PricePeriod | null; price: number | null };

export type ProgramFormValues = {
  plan_type: PlanType;
  title: string;
  description: string;
  plan_pricing: 'free' | 'paid';
  trial_days: number | null;
  sessions_per_day: number;
  skip_sales_page: boolean;
  welcome_message: string;
  waiver_enabled: boolean;
  waiver_text: string;
  waiver_attachments: Attachment[];
  visibility_unlimited: boolean;
  visibility_days: number | null;
  is_private: boolean;
  allowed_emails: string[];
  show_on_storefront: boolean;
  performance_notifications: 'show' | 'mute';
  custom_url: string;
  color: string;
  coach_notes: string;
  level: number | null;
  average_duration: number | null;
  weeks_duration: number | null;
  sections_duration: number | null;
  launch_date: string | null;
  length_weeks: number | null;
  currency: string;
  /** Only for a new program: a saved one changes its options one by one (price-options/). */
  price_options: PriceDraft[];
};

/** The fields the form shows, by their server (and schema) names. */
const PLAN_FORM_FIELDS = [
  'plan_type',
  'title',
  'description',
  'plan_pricing',
  'trial_days',
  'sessions_per_day',
  'skip_sales_page',
  'welcome_message',
  'waiver',
  'waiver.text',
  'visibility_days',
  'is_private',
  'allowed_emails',
  'show_on_storefront',
  'performance_notifications',
  'custom_url',
  'color',
  'coach_notes',
  'level',
  'average_duration',
  'weeks_duration',
  'sections_duration',
  'launch_date',
  'length_weeks',
];

/** With the fields of each price option of a new program (price_options.0.price, ...). */
export const FORM_FIELDS: readonly string[] = [
  ...PLAN_FORM_FIELDS,
  ...Array.from({ length: MAX_PRICE_OPTIONS }, (_, index) => [
    `price_options.${index}.price`,
    `price_options.${index}.period`,
  ]).flat(),
];

export const emptyProgramForm = (
  color: string = PLAN_COLORS[0],
  currency: string = DEFAULT_CURRENCY,
  planType: PlanType = 'one_many',
): ProgramFormValues => ({
  plan_type: planType,
  title: '',
  description: '',
  plan_pricing: 'free',
  trial_days: null,
  sessions_per_day: 1,
  skip_sales_page: false,
  welcome_message: '',
  waiver_enabled: false,
  waiver_text: '',
  waiver_attachments: [],
  visibility_unlimited: true,
  visibility_days: null,
  is_private: false,
  allowed_emails: [],
  show_on_storefront: true,
  performance_notifications: 'show',
  custom_url: '',
  color,
  coach_notes: '',
  level: null,
  average_duration: null,
  weeks_duration: null,
  sections_duration: null,
  launch_date: null,
  length_weeks: null,
  currency,
  price_options: [],
});

export function formFromPlan(plan: CoachPlan): ProgramFormValues {
  return {
    plan_type: plan.plan_type,
    title: plan.title,
    description: plan.description,
    plan_pricing: plan.plan_pricing,
    trial_days: plan.trial_days,
    sessions_per_day: plan.sessions_per_day,
    skip_sales_page: plan.skip_sales_page,
    welcome_message: plan.welcome_message,
    waiver_enabled: plan.waiver.enabled,
    waiver_text: plan.waiver.text,
    waiver_attachments: plan.waiver.attachments,
    visibility_unlimited: plan.visibility_days === null,
    visibility_days: plan.visibility_days,
    is_private: plan.is_private,
    allowed_emails: plan.allowed_emails,
    show_on_storefront: plan.show_on_storefront,
    performance_notifications: plan.performance_notifications,
    custom_url: plan.custom_url ?? '',
    color: plan.color,
    coach_notes: plan.coach_notes,
    level: plan.level,
    average_duration: plan.average_duration,
    weeks_duration: plan.weeks_duration,
    sections_duration: plan.sections_duration,
    launch_date: plan.launch_date,
    length_weeks: plan.length_weeks,
    currency: plan.currency,
    price_options: [],
  };
}

/** Group and membership programs start everyone together from a launch date (spec 3). */
export const hasLaunchDate = (planType: PlanType): boolean =>
  planType === 'one_many' || planType === 'membership';

/** The library items of the waiver attachments (those the media area has resolved). */
export const waiverMediaOf = (attachments: readonly Attachment[]): MediaItem[] =>
  attachments.flatMap((attachment) =>
    attachment.media
      ? [
          {
            ...attachment.media,
            position: attachment.position,
            title_media: attachment.title_media,
          },
        ]
      : [],
  );

/** The waiver attachments after an edit of the list (unresolved ones are kept at the end). */
export function waiverAttachmentsOf(
  items: readonly MediaItem[],
  previous: readonly Attachment[],
): Attachment[] {
  const edited = items.map((item, index) => ({
    media_id: item.id,
    position: index,
    title_media: Boolean(item.title_media),
    media: item,
  }));
  const unresolved = previous.filter((attachment) => attachment.media === null);
  return [...edited, ...unresolved.map((a, i) => ({ ...a, position: edited.length + i }))];
}

/** Visibility is the coach's choice only for calendar plans (membership: 7 days; fixed: all). */
export const visibilityEditable = (planType: PlanType): boolean =>
  planType !== 'membership' && planType !== 'fixed';

/** The PATCH body of the form (the type is left out: it never changes). */
export function planFieldsOf(values: ProgramFormValues): UpdatePlanBody['plan'] {
  const visibility = visibilityEditable(values.plan_type)
    ? values.visibility_unlimited
      ? null
      : values.visibility_days
    : values.plan_type === 'membership'
      ? MEMBERSHIP_VISIBILITY_DAYS
      : null;
  return {
    title: values.title,
    description: values.description,
    plan_pricing: values.plan_pricing,
    trial_days:
      values.plan_pricing === 'free' || values.plan_type === 'fixed' ? null : values.trial_days,
    sessions_per_day: values.sessions_per_day,
    skip_sales_page: values.skip_sales_page,
    welcome_message: values.welcome_message,
    waiver: {
      enabled: values.waiver_enabled,
      text: values.waiver_text,
      attachments: values.waiver_attachments.map(({ media_id, position, title_media }) => ({
        media_id,
        position,
        title_media,
      })),
    },
    visibility_days: visibility,
    is_private: values.is_private,
    allowed_emails: values.is_private ? values.allowed_emails : [],
    show_on_storefront: values.show_on_storefront,
    performance_notifications: values.performance_notifications,
    custom_url: values.custom_url.trim() === '' ? null : values.custom_url.trim(),
    color: values.color as PlanColor,
    coach_notes: values.coach_notes,
    level: values.level || null,
    average_duration: values.average_duration,
    weeks_duration: values.weeks_duration,
    sections_duration: values.sections_duration,
    launch_date: hasLaunchDate(values.plan_type) ? values.launch_date : null,
    length_weeks: values.plan_type === 'fixed' ? values.length_weeks : null,
  };
}

/** Price drafts in the minor units the server takes. */
const minorDrafts = (values: ProgramFormValues) =>
  values.price_options.map((draft) => ({
    period: draft.period,
    price:
      draft.price === null || !Number.isFinite(draft.price)
        ? null
        : toMinor(draft.price, values.currency),
  }));

export const createBodyOf = (values: ProgramFormValues): CreatePlanBody => {
  const fields = planFieldsOf(values);
  const paid = values.plan_pricing === 'paid';
  const prices = minorDrafts(values).flatMap((draft) =>
    draft.period && draft.price !== null ? [{ period: draft.period, price: draft.price }] : [],
  );
  return {
    plan: {
      ...fields,
      plan_type: values.plan_type,
      title: values.title,
      currency: values.currency,
      ...(paid ? { price_options: prices } : {}),
    },
  };
};

/** Visible text length of HTML, as the server counts it for the description bound. */
export function htmlTextLength(html: string): number {
  if (!html) return 0;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return Array.from(text).length;
}

/** Form-field name of a schema/server error path (waiver.text and waiver read as the waiver text). */
const fieldOf = (path: string): string => {
  if (path === 'waiver' || path.startsWith('waiver.')) return 'waiver_text';
  if (path.startsWith('allowed_emails')) return 'allowed_emails';
  if (path === 'price_options') return 'plan_pricing';
  return path;
};

/**
 * Validates the form with the contract's PATCH schema (and customUrlError): one message per field.
 * The price drafts of a new paid program are checked with the contract's price rules.
 */
export function validateProgramForm(
  values: ProgramFormValues,
  priceRules: Omit<PriceContext, 'planType' | 'currency'> | null = null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = updatePlanBodySchema.safeParse({ plan: planFieldsOf(values) });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.slice(1).map(String).join('.');
      const field = fieldOf(path);
      if (!errors[field]) errors[field] = issue.message;
    }
  }
  // Unlimited off with no days would be sent as null, which the server reads as unlimited.
  if (
    visibilityEditable(values.plan_type) &&
    !values.visibility_unlimited &&
    (values.visibility_days === null || !Number.isFinite(values.visibility_days))
  ) {
    errors.visibility_days ??= programFormTexts.visibilityRequired;
  }
  const url = values.custom_url.trim();
  const urlError = url ? customUrlError(url) : null;
  if (urlError && !errors.custom_url) errors.custom_url = urlError;
  if (htmlTextLength(values.description) > DESCRIPTION_MAX) {
    errors.description = programMessages.description(DESCRIPTION_MAX);
  }
  if (priceRules && values.plan_pricing === 'paid') {
    const found = priceOptionsErrors(minorDrafts(values), {
      ...priceRules,
      planType: values.plan_type,
      currency: values.currency,
    });
    for (const [key, messages] of Object.entries(found)) {
      const field = key === 'base' ? 'plan_pricing' : `price_options.${key}`;
      errors[field] ??= messages[0]!;
    }
  }
  return errors;
}

/** Server 422 field names mapped onto the form's fields. */
export function formErrorsOfServer(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[fieldOf(path)] = message;
  return errors;
}
