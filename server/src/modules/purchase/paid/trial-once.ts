import type { AppContext } from '../../../platform/context.ts';
import type { PlanRow } from '../../programs/programs.api.ts';

/** Stripe statuses of a subscription whose first charge never went through. */
const NEVER_STARTED = new Set(['incomplete', 'incomplete_expired']);

/**
 * A trial is for a client new to the program: one who had a subscription to it with this coach
 * (a trial, or a payment that went through) is charged at once when they come back. Stripe's
 * subscriptions of the customer are the record, so a trial is not given twice whatever the
 * membership row went through since.
 */
export async function trialAlreadyHad(
  ctx: AppContext,
  plan: PlanRow,
  link: { customerId: string; stripeAccount: string },
): Promise<boolean> {
  const subscriptions = ctx.stripe.subscriptions.list(
    { customer: link.customerId, status: 'all', limit: 100 },
    { stripeAccount: link.stripeAccount },
  );
  for await (const subscription of subscriptions) {
    if (subscription.metadata?.plan_id !== String(plan.id)) continue;
    if (subscription.trial_start !== null || !NEVER_STARTED.has(subscription.status)) return true;
  }
  return false;
}
