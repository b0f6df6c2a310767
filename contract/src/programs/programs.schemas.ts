import { z } from 'zod';
import { paginationSchema, type Pagination } from '../common/api.ts';
import { refId } from '../common/body-ids.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { mediaItemSchema } from '../media/media.schemas.ts';
import { blankableName, emailSchema, firstNameSchema, lastNameSchema } from '../auth/auth.rules.ts';
import { daySchema } from '../common/dates.ts';
import { idTextSchema, pageQuerySchema, perPageQuerySchema } from '../common/ids.ts';
import { inviteMessages, priceMessages, programMessages } from './programs.messages.ts';
import {
  CUSTOM_URL_MAX,
  customUrlError,
  DESCRIPTION_MAX,
  INVITES_AT_A_TIME,
  LONG_TEXT_MAX,
  MAX_PRICE_OPTIONS,
  PLAN_COLORS,
  PLAN_TYPES,
  PRICE_PERIODS,
  SESSIONS_PER_DAY,
  TITLE_MAX,
  TRIAL_DAYS_MAX,
  VISIBILITY_DAYS_MAX,
  MAX_LENGTH_WEEKS,
} from './programs.rules.ts';

// --- Enums ---

export const planTypeSchema = z.enum(PLAN_TYPES);
export const pricePeriodSchema = z.enum(PRICE_PERIODS, { error: priceMessages.periodRequired });
export const planStatusSchema = z.enum(['draft', 'published', 'archived']);
export const planPricingSchema = z.enum(['free', 'paid']);
export const planColorSchema = z.enum(PLAN_COLORS);
export const coverTypeSchema = z.enum(['main', 'mobile_view', 'table_view', 'tiled_view']);
/** The cover types the editor sets (spec 2.3). */
export const EDITABLE_COVER_TYPES = ['table_view', 'tiled_view'] as const;
export const editableCoverTypeSchema = z.enum(EDITABLE_COVER_TYPES);

/** Spec 2.3 and 9: the crop view's aspect ratio and the sizes the server makes. */
export const COVER_SIZES = {
  table_view: {
    optimum: { width: 500, height: 500 },
    large: { width: 500, height: 500 },
    normal: { width: 260, height: 260 },
    small: { width: 130, height: 130 },
  },
  tiled_view: {
    optimum: { width: 360, height: 186 },
    large: { width: 720, height: 372 },
    normal: { width: 500, height: 260 },
    small: { width: 250, height: 130 },
  },
} as const;

/** Crop aspect ratio = the cover type's width / height (spec 5). */
export const coverAspectRatio = (type: (typeof EDITABLE_COVER_TYPES)[number]): number =>
  COVER_SIZES[type].optimum.width / COVER_SIZES[type].optimum.height;

export const dayStringSchema = daySchema();

// --- Parts of a program ---

export const priceOptionSchema = z.object({
  id: z.number().int(),
  period: pricePeriodSchema,
  /** Spec 3 calls the period `duration`; both are sent. */
  duration: pricePeriodSchema,
  /** Minor units of `currency`. */
  price: z.number().int(),
  price_format: z.string(),
  currency: z.string(),
  archived: z.boolean(),
  active_subscriptions: z.number().int(),
  pending_switch: z.number().int(),
  message_about_changed_price: z.boolean(),
  message_for_inbox: z.string().nullable(),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;

export const trackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  position: z.number().int(),
});
export type Track = z.infer<typeof trackSchema>;

export const cropSchema = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
});

export const coverSchema = z.object({
  cover_type: coverTypeSchema,
  large: z.string(),
  normal: z.string(),
  small: z.string(),
  original: z.string().nullable(),
  media_id: z.number().int().nullable(),
  crop: cropSchema.nullable(),
  /** The library item the cover was cut from; null until the media area joins it. */
  media: mediaItemSchema.nullable(),
});
export type Cover = z.infer<typeof coverSchema>;

export const attachmentSchema = z.object({
  media_id: z.number().int(),
  position: z.number().int(),
  title_media: z.boolean(),
  media: mediaItemSchema.nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentInputSchema = z.object({
  media_id: refId({
    refers: 'media',
    permission: 'media.attach',
    unknown: mediaMessages.notUsable,
    // The list it is in: `attachments` or `waiver.attachments`.
    field: (path) => path.slice(1, -2).join('.'),
  }),
  position: z.number().int().min(0).default(0),
  title_media: z.boolean().default(false),
});

export const waiverSchema = z.object({
  enabled: z.boolean(),
  text: z.string(),
  attachments: z.array(attachmentSchema),
});

export const planCountsSchema = z.object({
  active: z.number().int(),
  in_trial: z.number().int(),
  scheduled: z.number().int(),
  pending: z.number().int(),
  past: z.number().int(),
});
export type PlanCounts = z.infer<typeof planCountsSchema>;

export const planOwnerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  /** null for a private account, otherwise the business kind (gym, brand, team). */
  type_account: z.string().nullable(),
  custom_url: z.string().nullable(),
  own_product_account: z.boolean(),
  zapier_account: z.boolean(),
  zaps_connected: z.boolean(),
  /** Empty (null) means the owner is blocked (spec 3). */
  subscription_state: z.string().nullable(),
  stripe_connect_charges_enabled: z.boolean(),
  stripe_account: z.string().nullable(),
  analytics: z.object({ code: z.string(), enabled: z.boolean() }).nullable(),
});

// --- The coach's program (2.3, 3) ---

export const coachPlanSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  plan_type: planTypeSchema,
  plan_type_label: z.string(),
  title: z.string(),
  description: z.string(),
  status: planStatusSchema,
  published_at: z.number().int().nullable(),
  plan_pricing: planPricingSchema,
  currency: z.string(),
  price_options: z.array(priceOptionSchema),
  trial_days: z.number().int().nullable(),
  sessions_per_day: z.number().int(),
  skip_sales_page: z.boolean(),
  welcome_message: z.string(),
  waiver: waiverSchema,
  /** Days ahead clients see; null is unlimited. Membership: always 7; fixed: null (all at once). */
  visibility_days: z.number().int().nullable(),
  is_private: z.boolean(),
  allowed_emails: z.array(z.string()),
  show_on_storefront: z.boolean(),
  performance_notifications: z.enum(['show', 'mute']),
  custom_url: z.string().nullable(),
  public_url: z.string(),
  color: z.string(),
  tracks: z.array(trackSchema),
  coach_notes: z.string(),
  covers: z.array(coverSchema),
  attachments: z.array(attachmentSchema),
  blocked_downloads: z.boolean(),
  blocked_subscriptions: z.boolean(),
  muted: z.boolean(),
  counts: planCountsSchema,
  // Sales info (3).
  level: z.number().int().nullable(),
  average_duration: z.number().int().nullable(),
  weeks_duration: z.number().int().nullable(),
  sections_duration: z.number().int().nullable(),
  launch_date: z.string().nullable(),
  /** Fixed Length: the program's length in weeks. */
  length_weeks: z.number().int().nullable(),
  training_scheduled_to: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type CoachPlan = z.infer<typeof coachPlanSchema>;

/** A row of the programs list (2.2). */
export const planListRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  plan_type: planTypeSchema,
  plan_type_label: z.string(),
  status: planStatusSchema,
  list_status: z
    .enum(['No Clients', 'In Draft', 'All Good', '3 Days Left', 'Needs Training'])
    .nullable(),
  plan_pricing: planPricingSchema,
  /** Active options in checkout order; empty for a free program. */
  prices: z.array(
    z.object({
      id: z.number().int(),
      period: pricePeriodSchema,
      price: z.number().int(),
      price_format: z.string(),
    }),
  ),
  clients_count: z.number().int(),
  custom_url: z.string().nullable(),
  public_url: z.string(),
  color: z.string(),
  cover: coverSchema.nullable(),
  muted: z.boolean(),
  blocked_downloads: z.boolean(),
  blocked_subscriptions: z.boolean(),
  training_scheduled_to: z.string().nullable(),
  created_at: z.number().int(),
});
export type PlanListRow = z.infer<typeof planListRowSchema>;

export { paginationSchema, type Pagination };

export const planListQuerySchema = z.object({
  tab: z.enum(['active', 'attention']).default('active'),
  page: pageQuerySchema,
  per_page: perPageQuerySchema(20),
  q: z.string().trim().max(100).optional(),
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;

export const planListResponseSchema = z.object({
  items: z.array(planListRowSchema),
  pagination: paginationSchema,
  counts: z.object({ active: z.number().int(), attention: z.number().int() }),
});
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

// --- Request bodies ---

const titleSchema = z
  .string({ error: programMessages.titleRequired })
  .trim()
  .min(1, programMessages.titleRequired)
  .max(TITLE_MAX, programMessages.titleMax(TITLE_MAX));

/** HTML; its text length is checked by the server after sanitising (DESCRIPTION_MAX). */
const htmlSchema = z
  .string()
  .max(DESCRIPTION_MAX * 10, programMessages.description(DESCRIPTION_MAX));
const longTextSchema = z.string().max(LONG_TEXT_MAX, programMessages.textMax(LONG_TEXT_MAX));

export const customUrlSchema = z
  .string()
  .trim()
  .max(CUSTOM_URL_MAX, programMessages.customUrlMax(CUSTOM_URL_MAX))
  .superRefine((value, ctx) => {
    const message = value === '' ? null : customUrlError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const priceInputSchema = z.object({
  period: pricePeriodSchema,
  /** Minor units; validated by the server against the bounds of DECISIONS.md. */
  price: z.number({ error: priceMessages.required }),
});
export type PriceInput = z.infer<typeof priceInputSchema>;

const planFieldsSchema = z.object({
  title: titleSchema,
  description: htmlSchema,
  plan_pricing: planPricingSchema,
  currency: z.string().trim().toUpperCase().length(3),
  trial_days: z
    .number()
    .int(programMessages.trialDays)
    .min(1, programMessages.trialDays)
    .max(TRIAL_DAYS_MAX, programMessages.trialDays)
    .nullable(),
  sessions_per_day: z
    .number({ error: programMessages.sessionsPerDay })
    .int(programMessages.sessionsPerDay)
    .min(SESSIONS_PER_DAY.min, programMessages.sessionsPerDay)
    .max(SESSIONS_PER_DAY.max, programMessages.sessionsPerDay),
  skip_sales_page: z.boolean(),
  welcome_message: longTextSchema,
  waiver: z.object({
    enabled: z.boolean(),
    text: htmlSchema,
    attachments: z.array(attachmentInputSchema).max(50),
  }),
  visibility_days: z
    .number()
    .int(programMessages.visibilityDays)
    .min(1, programMessages.visibilityDays)
    .max(VISIBILITY_DAYS_MAX, programMessages.visibilityDays)
    .nullable(),
  is_private: z.boolean(),
  allowed_emails: z.array(emailSchema).max(1000),
  show_on_storefront: z.boolean(),
  performance_notifications: z.enum(['show', 'mute']),
  custom_url: customUrlSchema.nullable(),
  color: planColorSchema.nullable(),
  coach_notes: longTextSchema,
  attachments: z.array(attachmentInputSchema).max(50),
  level: z.number().int().min(1).max(5).nullable(),
  average_duration: z.number().int().min(1).max(600).nullable(),
  weeks_duration: z.number().int().min(1).max(7).nullable(),
  sections_duration: z.number().int().min(1).max(10_000).nullable(),
  launch_date: dayStringSchema.nullable(),
  length_weeks: z
    .number()
    .int(programMessages.lengthWeeks)
    .min(1, programMessages.lengthWeeks)
    .max(MAX_LENGTH_WEEKS, programMessages.lengthWeeks)
    .nullable(),
});

/** POST coach/plans: type and title are required; price options and tracks may come along. */
export const createPlanBodySchema = z.object({
  plan: planFieldsSchema.partial().extend({
    plan_type: planTypeSchema,
    title: titleSchema,
    price_options: z
      .array(priceInputSchema)
      .max(MAX_PRICE_OPTIONS + 1)
      .optional(),
    tracks: z
      .array(z.object({ name: z.string() }))
      .max(20)
      .optional(),
  }),
});
export type CreatePlanBody = z.infer<typeof createPlanBodySchema>;

/** PATCH coach/plans/{id}: any field of Info & Pricing; the type can never change. */
export const updatePlanBodySchema = z.object({ plan: planFieldsSchema.partial().strict() });
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

export const priceBodySchema = z.object({ price: priceInputSchema });
export const priceChangeBodySchema = z.object({
  price: z.object({ price: z.number({ error: priceMessages.required }) }),
});
export const archivePriceBodySchema = z.object({ confirm: z.boolean().default(false) }).default({
  confirm: false,
});

export const trackBodySchema = z.object({ track: z.object({ name: z.string() }) });

/** The target of 'copy to': by design another account, one the coach works in. */
export const copyPlanBodySchema = z.object({
  account_id: refId({
    refers: 'account',
    permission: 'account.member.use',
    unknown: programMessages.copyTarget,
    byDesign: 'another account',
  }),
});

export const invitesBodySchema = z.object({
  /** false: add the clients by hand (Pending), send the invites later. */
  send: z.boolean().default(true),
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email(inviteMessages.emailInvalid)))
    .min(1, inviteMessages.emailsRequired)
    .max(INVITES_AT_A_TIME, inviteMessages.atATime),
});
export type InvitesBody = z.infer<typeof invitesBodySchema>;

export const clientInfoBodySchema = z.object({
  client: z.object({
    first_name: blankableName(firstNameSchema).optional(),
    last_name: blankableName(lastNameSchema).optional(),
    email: z.string().trim().toLowerCase().pipe(z.email(inviteMessages.emailInvalid)).optional(),
  }),
});
export type ClientInfoBody = z.infer<typeof clientInfoBodySchema>;

export const planIdParamsSchema = z.object({ id: idTextSchema });
export const planPriceParamsSchema = planIdParamsSchema.extend({ price_id: idTextSchema });
export const planTrackParamsSchema = planIdParamsSchema.extend({ track_id: idTextSchema });
export const planClientParamsSchema = planIdParamsSchema.extend({ membership_id: idTextSchema });
export const planCoverParamsSchema = planIdParamsSchema.extend({
  cover_type: editableCoverTypeSchema,
});
/** Public calls take the id or the custom URL. */
export const planRefParamsSchema = z.object({ id: z.string().min(1).max(CUSTOM_URL_MAX) });

export const archivePriceResponseSchema = z.object({
  price: priceOptionSchema,
  warnings: z.array(z.string()),
});
export const copyPlanResponseSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
});
