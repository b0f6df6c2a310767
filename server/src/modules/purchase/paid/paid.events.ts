import { z } from 'zod';

const membershipMoney = z.object({
  membershipId: z.number().int().positive(),
  planId: z.number().int().positive(),
  accountId: z.number().int().positive(),
  userId: z.number().int().positive().nullable(),
});

/** A client bought a paid program: the first payment succeeded, or it waits for a launch date. */
export const purchaseMade = membershipMoney.extend({
  state: z.enum(['active', 'scheduled']),
  amount: z.number().int(),
  currency: z.string(),
});
export type PurchaseMade = z.infer<typeof purchaseMade>;

/** A paid subscription started its trial: nothing charged until `trialEnd`. */
export const trialStarted = membershipMoney.extend({ trialEnd: z.string().nullable() });
export type TrialStarted = z.infer<typeof trialStarted>;

/** A payment of a paid membership succeeded or failed (one event per PaymentIntent outcome). */
export const paymentOutcome = membershipMoney.extend({
  paymentIntentId: z.string(),
  invoiceId: z.string().nullable(),
  amount: z.number().int(),
  applicationFee: z.number().int(),
  currency: z.string(),
  failureMessage: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** The coach refunded (part of) a payment, the platform fee given back in proportion. */
export const paymentRefunded = membershipMoney.extend({
  paymentId: z.number().int().positive(),
  refundId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentRefunded = z.infer<typeof paymentRefunded>;

/** The coach ended a paid membership: at once (`now`) or when its paid period ends. */
export const subscriptionCanceledByCoach = membershipMoney.extend({
  when: z.enum(['now', 'period_end']),
  subscriptionId: z.string().nullable(),
});
export type SubscriptionCanceledByCoach = z.infer<typeof subscriptionCanceledByCoach>;

/** A client chose another price option from the end of the current period (or trial). */
export const switchScheduled = membershipMoney.extend({
  fromPriceId: z.number().int().positive().nullable(),
  toPriceId: z.number().int().positive(),
  startsOn: z.string(),
});
export type SwitchScheduled = z.infer<typeof switchScheduled>;

/** A pending switch took effect: the subscription bills the new option from now on. */
export const priceSwitched = membershipMoney.extend({
  fromPriceId: z.number().int().positive().nullable(),
  toPriceId: z.number().int().positive(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PriceSwitched = z.infer<typeof priceSwitched>;

declare module '../../../platform/events/event-catalogue.ts' {
  interface DomainEvents {
    'purchase.made': PurchaseMade;
    'purchase.trial_started': TrialStarted;
    'payment.succeeded': PaymentOutcome;
    'payment.failed': PaymentOutcome;
    'payment.refunded': PaymentRefunded;
    'membership.canceled_by_coach': SubscriptionCanceledByCoach;
    'membership.switch_scheduled': SwitchScheduled;
    'membership.price_switched': PriceSwitched;
  }
}
