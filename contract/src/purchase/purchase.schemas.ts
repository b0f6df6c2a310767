import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { daySchema } from '../common/dates.ts';
import { pageQuerySchema, perPageQuerySchema } from '../common/ids.ts';
import { purchaseMessages } from '../programs/programs.messages.ts';
import { MEMBERSHIP_STATES } from '../programs/programs.rules.ts';
import {
  attachmentSchema,
  coverSchema,
  dayStringSchema,
  paginationSchema,
  planOwnerSchema,
  planPricingSchema,
  planStatusSchema,
  planTypeSchema,
  pricePeriodSchema,
  priceOptionSchema,
} from '../programs/programs.schemas.ts';

export const membershipStateSchema = z.enum(MEMBERSHIP_STATES);
export const inviteStateSchema = z.enum(['init', 'pending', 'accepted']);
export const statusBadgeSchema = z.object({
  label: z.string(),
  colour: z.enum(['primary', 'orange', 'danger', 'gray']),
});

/** A client's membership of a program, as the plan carries it (spec 3 "membership"). */
export const membershipSchema = z.object({
  id: z.number().int(),
  state: membershipStateSchema,
  label: z.string(),
  plan_price: z.object({ duration: pricePeriodSchema.nullable(), amount: z.number().int() }),
  price_id: z.number().int().nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_by: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_applied: z.boolean(),
  /**
   * The price option the subscription switches to when its current period (or trial) ends, as the
   * client chose on Billing > Purchases; null when no switch is pending. `starts_on` is the first
   * day billed at the new price (YYYY-MM-DD).
   */
  pending_switch: z
    .object({
      price_id: z.number().int(),
      duration: pricePeriodSchema,
      amount: z.number().int(),
      starts_on: z.string(),
    })
    .nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const planWaiverSchema = z.object({
  /** The waiver is active: it must be accepted before buying. */
  show: z.boolean(),
  text: z.string(),
  /** '{full_name} accepted the waiver to {plan} on {date} at {time}', once accepted. */
  accepted_text: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  full_name: z.string().nullable(),
  /** 'YYYY-MM-DD HH:mm:ss Z' of the acceptance. */
  created_at: z.string().nullable(),
});

export const publicPlanAlertSchema = z.object({
  kind: z.enum([
    'coach_viewing',
    'archived',
    'private',
    'coach_restricted',
    'cannot_take_payments',
    'payment_problem',
  ]),
  messages: z.array(z.string()),
});
export type PublicPlanAlert = z.infer<typeof publicPlanAlertSchema>;

/**
 * A price option on the public page: the subscription counts (`active_subscriptions`,
 * `pending_switch`) are the owning account's business, sent only to its coaches. They come
 * last, where the server's serializer writes optional fields.
 */
export const publicPriceOptionSchema = priceOptionSchema
  .omit({ active_subscriptions: true, pending_switch: true })
  .extend({
    active_subscriptions: z.number().int().optional(),
    pending_switch: z.number().int().optional(),
  });
export type PublicPriceOption = z.infer<typeof publicPriceOptionSchema>;

export const viewerSchema = z.enum(['anonymous', 'client', 'coach', 'owner']);
export type Viewer = z.infer<typeof viewerSchema>;

/** GET plans/{id}/public (2.7, 3): the plan as the viewer may see it. */
export const publicPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  custom_url: z.string().nullable(),
  public_url: z.string(),
  plan_type: planTypeSchema,
  plan_type_label: z.string(),
  status: planStatusSchema,
  plan_pricing: planPricingSchema,
  currency: z.string(),
  /** Coaches: every option, archived ones marked. Empty for other viewers. */
  original_price: z.array(publicPriceOptionSchema),
  /** Clients: the active options in checkout order. */
  local_price: z.array(publicPriceOptionSchema),
  selected_price: z.number().int().nullable(),
  membership: membershipSchema.nullable(),
  user: planOwnerSchema,
  viewer: viewerSchema,
  skip_sales_page: z.boolean(),
  level: z.number().int().nullable(),
  average_duration: z.number().int().nullable(),
  weeks_duration: z.number().int().nullable(),
  sections_duration: z.number().int().nullable(),
  trial_days: z.number().int().nullable(),
  launch_date: z.string().nullable(),
  training_scheduled_to: z.string().nullable(),
  schedule_started_at: z.string().nullable(),
  schedule_ended_at: z.string().nullable(),
  start_day: z.number().int().nullable(),
  end_day: z.number().int().nullable(),
  // Coach info (null for other viewers).
  plan_status: z.string().nullable(),
  plan_max_buffer: z.number().int().nullable(),
  plan_availability: z.enum(['ok', 'warning', 'pending']).nullable(),
  state_for_athlete: z.boolean().nullable(),
  is_deleted_user: z.boolean(),
  // Access flags.
  is_bought: z.boolean(),
  is_applied: z.boolean(),
  is_blocked: z.boolean(),
  archive: z.boolean(),
  /** false means private. */
  accessibility: z.boolean(),
  allowed_to_buy: z.boolean(),
  /**
   * The signed-in client may join this private program (invited, or on its allowed list) once
   * their e-mail address is confirmed.
   */
  confirmation_required: z.boolean(),
  can_sale: z.boolean(),
  will_resume: z.boolean(),
  plan_waiver: planWaiverSchema,
  plan_invite: z.object({ state: inviteStateSchema }).nullable(),
  covers: z.array(coverSchema),
  attachments: z.array(attachmentSchema),
  app_store_url: z.string().nullable(),
  play_store_url: z.string().nullable(),
  custom_app_name: z.string().nullable(),
  alerts: z.array(publicPlanAlertSchema),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

// --- Client calls (7 "Plans and purchase", "Subscriptions") ---

export const resumeTypeSchema = z.enum(['continue', 'restart']);
export type ResumeType = z.infer<typeof resumeTypeSchema>;

/** A price option a client chooses (the program's own is checked by the call). */
const priceIdSchema = refId({
  refers: 'price',
  permission: 'price.use',
  unknown: purchaseMessages.optionUnavailable,
});

/** POST stripe/plan/{id}/buy with {start_date}, or {resume_type}, or no body. */
export const buyBodySchema = z
  .object({
    start_date: dayStringSchema.optional(),
    resume_type: resumeTypeSchema.optional(),
    price_id: priceIdSchema.optional(),
  })
  .nullish();
export type BuyBody = z.infer<typeof buyBodySchema>;

/**
 * POST stripe/plan/{id}/retry and retry/check (spec 4.6): the outcome of charging the client's
 * default card again for a membership that is incomplete or missed a payment. `requires_action`:
 * the card asks for authentication (3-D Secure) with `payment_intent_client_secret` on the coach's
 * connected account `stripe_account`; then retry/check with the intent id.
 */
export const retryResponseSchema = z.object({
  error: z.string().nullable(),
  requires_action: z.boolean(),
  payment_intent_client_secret: z.string().nullable(),
  stripe_account: z.string().nullable(),
});
export type RetryResponse = z.infer<typeof retryResponseSchema>;
export const retryCheckBodySchema = z.object({ intent: z.string().min(1).max(255) });

/** POST athlete/plans/{id}/switch_price: another of the program's recurring price options. */
export const switchPriceBodySchema = z.object({ price_id: priceIdSchema });

export const applyPlanBodySchema = z.object({
  // By design another account's program: one the client holds a membership of.
  plan_id: refId({
    refers: 'plan',
    permission: 'membership.plan.use',
    unknown: purchaseMessages.notBought,
    byDesign: 'another account',
  }),
  start_date: dayStringSchema,
});
export const resumeBodySchema = z.object({ resume_type: resumeTypeSchema });
export const reAddInfoSchema = z.object({
  start_current_schedule: z.string().nullable(),
  min_available_date: z.string(),
});
export const reAddScheduleBodySchema = z.object({
  date: daySchema(purchaseMessages.startDateRequired),
});
export const reAddScheduleResponseSchema = z.object({
  message: z.string(),
  start_date: z.string(),
});
export const contactCoachBodySchema = z.object({
  message: z.object({
    text: z
      .string({ error: purchaseMessages.contactRequired })
      .trim()
      .min(1, purchaseMessages.contactRequired)
      .max(2000),
  }),
});
export const messageResponseSchema = z.object({ message: z.string() });

// --- Client's My programs (2.10; DECISIONS.md: a card grid) ---

export const myProgramsListSchema = z.enum(['active', 'past', 'invites']);
export type MyProgramsList = z.infer<typeof myProgramsListSchema>;

export const myProgramCardSchema = z.object({
  plan: z.object({
    id: z.number().int(),
    title: z.string(),
    plan_type: planTypeSchema,
    plan_type_label: z.string(),
    plan_pricing: planPricingSchema,
    custom_url: z.string().nullable(),
    public_url: z.string(),
    color: z.string(),
    cover: coverSchema.nullable(),
    coach: z.object({
      id: z.number().int(),
      full_name: z.string(),
      avatar_url: z.string().nullable(),
    }),
  }),
  membership: membershipSchema,
  badge: statusBadgeSchema,
  main_action: z.enum(['calendar', 'start', 'resume', 'pay', 'view']),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
});
export type MyProgramCard = z.infer<typeof myProgramCardSchema>;

export const myProgramsQuerySchema = z.object({
  list: myProgramsListSchema.default('active'),
  page: pageQuerySchema,
  per_page: perPageQuerySchema(24),
});
export const myProgramsResponseSchema = z.object({
  items: z.array(myProgramCardSchema),
  pagination: paginationSchema,
});

/** Purchase calls answer the plan and the success notice of spec 8 to show. */
export const publicPlanWithNoticeSchema = publicPlanSchema.extend({ notice: z.string() });
export type PublicPlanWithNotice = z.infer<typeof publicPlanWithNoticeSchema>;

// --- Memberships as the coach's client screens show them (clients presents, purchase answers) ---

/** The groups a program's memberships are listed in (spec 2.4). */
export const clientListSchema = z.enum(['active', 'in_trial', 'scheduled', 'pending', 'past']);
export type ClientList = z.infer<typeof clientListSchema>;

/** The last payment of a paid membership, with what may still be refunded (minor units). */
export const lastPaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** The payment's own currency (ISO 4217, e.g. 'USD'). */
  currency: z.string(),
  amount_format: z.string(),
  paid_at: z.string(),
  refunded_amount: z.number().int(),
  refundable: z.number().int(),
});
export type LastPayment = z.infer<typeof lastPaymentSchema>;

/** When the coach may end a membership: at once, or at the end of its billing cycle. */
export const cancelChoiceSchema = z.enum(['now', 'period_end']);
export type CancelChoice = z.infer<typeof cancelChoiceSchema>;

/**
 * POST coach/plans/{id}/clients/{membership_id}/cancel (spec 2.4, 4.7): a free membership ends at
 * once; a paid one `now` (access ceases from tomorrow, with an optional refund of the last payment,
 * full or partial, in minor units) or at the end of its billing cycle (`period_end`, no refund).
 */
export const cancelPlanClientBodySchema = z
  .object({
    when: cancelChoiceSchema.default('now'),
    refund_amount: z.number().int().min(1).max(100_000_000).optional(),
  })
  .nullish();
export type CancelPlanClientBody = z.infer<typeof cancelPlanClientBodySchema>;
