import type Stripe from 'stripe';
import type { RetryResponse } from '@forma/contract/purchase/purchase.schemas';
import { purchaseNotices } from '@forma/contract/programs/programs.messages';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { PlanRow } from '../../programs/programs.api.ts';
import type { planMemberships } from '../purchase.tables.ts';
import { paidMessages } from './paid.messages.ts';

type MembershipRow = typeof planMemberships.$inferSelect;

/** Where a charge of a paid membership stands after Forma asked Stripe for it. */
export type PayOutcome =
  | { kind: 'paid' }
  | { kind: 'requires_action'; clientSecret: string; stripeAccount: string }
  | { kind: 'declined'; message: string };

const PAID_STATES = new Set(['active', 'trialing', 'scheduled', 'canceledEOB']);

/** The outcome the membership as synced and the charge's PaymentIntent say. */
export function outcomeOf(
  membership: MembershipRow | null,
  intent: Stripe.PaymentIntent | null,
  stripeAccount: string,
  plan: PlanRow,
): PayOutcome {
  if (membership && PAID_STATES.has(membership.state)) return { kind: 'paid' };
  if (intent?.status === 'requires_action' && intent.client_secret) {
    return { kind: 'requires_action', clientSecret: intent.client_secret, stripeAccount };
  }
  if (intent?.status === 'succeeded') return { kind: 'paid' };
  return { kind: 'declined', message: intent?.last_payment_error?.message ?? cardError(plan) };
}

export const cardError = (plan: PlanRow) =>
  plan.planType === 'fixed' ? paidMessages.paymentCardError : paidMessages.subscriptionCardError;

export const successNotice = (plan: PlanRow) =>
  plan.planType === 'fixed' ? purchaseNotices.purchasedFixed : purchaseNotices.subscribed;

/** The buy's answer to a declined card: 422 with the spec's text, the membership incomplete. */
export const declinedPurchase = (plan: PlanRow) => new AppError('INVALID', cardError(plan));

/** retry and retry/check answer the outcome in the contract's shape. */
export function retryAnswer(outcome: PayOutcome): RetryResponse {
  return {
    error: outcome.kind === 'declined' ? outcome.message : null,
    requires_action: outcome.kind === 'requires_action',
    payment_intent_client_secret: outcome.kind === 'requires_action' ? outcome.clientSecret : null,
    stripe_account: outcome.kind === 'requires_action' ? outcome.stripeAccount : null,
  };
}
