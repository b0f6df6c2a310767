import { z } from 'zod';

/** Subscription states the rules look at (platform.md §3 lists them "for example"; others pass). */
export const SUBSCRIPTION_STATES = [
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
] as const;

/** 'YYYY-MM-DD HH:mm:ss Z', where Z is an offset (+0000 or +00:00), 'Z' or 'UTC'. */
export const SUBSCRIPTION_DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ?(Z|UTC|[+-]\d{2}:?\d{2})$/;

export const subscriptionDateSchema = z
  .string()
  .regex(SUBSCRIPTION_DATE_PATTERN, 'Expected a date as YYYY-MM-DD HH:mm:ss Z');

export const coachSubscriptionPlanSchema = z.object({
  id: z.number().int(),
  // Values starting with professional_band are PROFESSIONAL; others are legacy kinds.
  product_kind: z.string(),
  max_clients: z.number().int().nonnegative().nullable(),
});
export type CoachSubscriptionPlan = z.infer<typeof coachSubscriptionPlanSchema>;

/** The coach's platform subscription (platform.md §3 "Coach subscription"). */
export const coachSubscriptionSchema = z.object({
  active: z.boolean(),
  state: z.string().nullable(),
  free_plan: z.boolean(),
  free_usage: z.boolean(),
  cancel_at_period_end: z.boolean(),
  trial: z.boolean(),
  trial_end_date: subscriptionDateSchema.nullable(),
  next_payment_date: z.string().nullable(),
  active_clients: z.number().int().nonnegative(),
  active_sub_clients: z.number().int().nonnegative(),
  // The plan a switch or downgrade moves to when the current period ends.
  scheduled_plan: coachSubscriptionPlanSchema.nullable(),
  plan: coachSubscriptionPlanSchema.nullable(),
});
export type CoachSubscription = z.infer<typeof coachSubscriptionSchema>;
