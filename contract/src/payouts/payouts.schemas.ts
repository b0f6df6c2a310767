import { z } from 'zod';

/** Where the coach starts connecting Stripe from (platform.md 2.3, `/stripe-onboarding?source=`). */
export const onboardingSourceSchema = z.enum(['signup', 'settings', 'my_plans']);
export type OnboardingSource = z.infer<typeof onboardingSourceSchema>;

/**
 * `custom`: Forma's own connected account, onboarded on Stripe's hosted page, whose payouts and
 * dashboard Forma shows itself (the default). `standard`: the coach's existing Stripe account.
 */
export const stripeAccountTypeSchema = z.enum(['custom', 'standard']);
export type StripeAccountType = z.infer<typeof stripeAccountTypeSchema>;

export const onboardingUrlQuerySchema = z.object({
  source: onboardingSourceSchema,
  /** Only when no account is connected yet: which kind to create (default custom). */
  account_type: stripeAccountTypeSchema.optional(),
});
export const onboardingUrlResponseSchema = z.object({ url: z.string() });

/** An amount in the currency's minor unit, with its display string made on the server. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  amount_format: z.string(),
});
export type Money = z.infer<typeof moneySchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  amount_format: z.string(),
  /** YYYY-MM-DD: the day the money reaches the bank. */
  arrival_date: z.string(),
  status: z.enum(['paid', 'pending', 'in_transit', 'canceled', 'failed']),
});
export type Payout = z.infer<typeof payoutSchema>;

export const bankAccountSchema = z.object({
  bank_name: z.string().nullable(),
  last4: z.string(),
  country: z.string(),
  currency: z.string(),
});

/** The coach's connected account as the payouts screen shows it (coach_profile_payment). */
export const connectedAccountSchema = z.object({
  account: z.string(),
  account_type: stripeAccountTypeSchema,
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  /** Fields Stripe still needs (currently due or past due), e.g. `external_account`. */
  requirements_due: z.array(z.string()),
  /** Fields Stripe has denied, listed under 'The following fields have been denied by Stripe...'. */
  requirements_denied: z.array(z.string()),
  /** ISO instant by which the due fields must be given, if Stripe set one. */
  requirements_deadline: z.string().nullable(),
  external_account: bankAccountSchema.nullable(),
  payout_schedule: z.object({
    interval: z.enum(['manual', 'daily', 'weekly', 'monthly']),
    weekly_anchor: z.string().nullable(),
    delay_days: z.number().int(),
  }),
  /** Custom accounts only (a standard account's money is shown in the coach's own Stripe). */
  balance: z.object({ available: z.array(moneySchema), pending: z.array(moneySchema) }).nullable(),
  /** The latest payouts, newest first (custom accounts only). */
  payouts: z.array(payoutSchema),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

export const stripeAccountResponseSchema = z.object({
  stripe_account: connectedAccountSchema.nullable(),
});
