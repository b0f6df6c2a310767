import {
  customUrlError,
  MEMBERSHIP_VISIBILITY_DAYS,
  PLAN_COLORS,
  type PlanColor,
  type PlanType,
} from '@forma/contract/programs/programs.rules';
import {
  updatePlanBodySchema,
  type CoachPlan,
  type CreatePlanBody,
  type UpdatePlanBody,
} from '@forma/contract/programs/programs.schemas';

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
  visibility_unlimited: boolean;
  visibility_days: number | null;
  is_private: boolean;
  allowed_emails: string[];
  show_on_storefront: boolean;
  performance_notifications: 'show' | 'mute';
  custom_url: string;
  color: string;
};

/** The fields the form shows, by their server (and schema) names. */
export const FORM_FIELDS = [
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
] as const;

export const emptyProgramForm = (color: string = PLAN_COLORS[0]): ProgramFormValues => ({
  plan_type: 'one_many',
  title: '',
  description: '',
  plan_pricing: 'free',
  trial_days: null,
  sessions_per_day: 1,
  skip_sales_page: false,
  welcome_message: '',
  waiver_enabled: false,
  waiver_text: '',
  visibility_unlimited: true,
  visibility_days: null,
  is_private: false,
  allowed_emails: [],
  show_on_storefront: true,
  performance_notifications: 'show',
  custom_url: '',
  color,
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
    visibility_unlimited: plan.visibility_days === null,
    visibility_days: plan.visibility_days,
    is_private: plan.is_private,
    allowed_emails: plan.allowed_emails,
    show_on_storefront: plan.show_on_storefront,
    performance_notifications: plan.performance_notifications,
    custom_url: plan.custom_url ?? '',
    color: plan.color,
  };
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
    trial_days: values.plan_pricing === 'free' ? null : values.trial_days,
    sessions_per_day: values.sessions_per_day,
    skip_sales_page: values.skip_sales_page,
    welcome_message: values.welcome_message,
    waiver: { enabled: values.waiver_enabled, text: values.waiver_text, attachments: [] },
    visibility_days: visibility,
    is_private: values.is_private,
    allowed_emails: values.is_private ? values.allowed_emails : [],
    show_on_storefront: values.show_on_storefront,
    performance_notifications: values.performance_notifications,
    custom_url: values.custom_url.trim() === '' ? null : values.custom_url.trim(),
    color: values.color as PlanColor,
  };
}

export const createBodyOf = (values: ProgramFormValues): CreatePlanBody => {
  const fields = planFieldsOf(values);
  return { plan: { ...fields, plan_type: values.plan_type, title: values.title } };
};

/** Form-field name of a schema/server error path (waiver.text and waiver read as the waiver text). */
const fieldOf = (path: string): string => {
  if (path === 'waiver' || path.startsWith('waiver.')) return 'waiver_text';
  if (path.startsWith('allowed_emails')) return 'allowed_emails';
  return path;
};

/**
 * Validates the form with the contract's PATCH schema (and customUrlError): one message per field.
 * Waiver text is required when the waiver is on.
 */
export function validateProgramForm(values: ProgramFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = updatePlanBodySchema.safeParse({ plan: planFieldsOf(values) });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.slice(1).map(String).join('.');
      const field = fieldOf(path);
      if (!errors[field]) errors[field] = issue.message;
    }
  }
  const url = values.custom_url.trim();
  const urlError = url ? customUrlError(url) : null;
  if (urlError && !errors.custom_url) errors.custom_url = urlError;
  return errors;
}

/** Server 422 field names mapped onto the form's fields. */
export function formErrorsOfServer(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[fieldOf(path)] = message;
  return errors;
}
