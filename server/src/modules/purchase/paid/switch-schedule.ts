import type Stripe from 'stripe';
import type { AppContext } from '../../../platform/context.ts';
import { PLATFORM_FEE_PERCENT } from './first-charge.ts';
import { idOf } from './stripe-reads.ts';

type Link = { stripeAccount: string; subscriptionId: string };

const isInvalidRequest = (error: unknown) =>
  (error as { type?: string } | null)?.type === 'StripeInvalidRequestError';

/**
 * The subscription's schedule, made from it when it has none. Stripe allows one schedule per
 * subscription, so a racing request that made it first is found by reading the subscription again.
 */
async function scheduleOf(
  ctx: AppContext,
  link: Link,
  subscription: Stripe.Subscription,
  version: string,
): Promise<Stripe.SubscriptionSchedule> {
  const { stripeAccount } = link;
  const attached = idOf(subscription.schedule);
  if (attached) return ctx.stripe.subscriptionSchedules.retrieve(attached, {}, { stripeAccount });
  try {
    return await ctx.stripe.subscriptionSchedules.create(
      { from_subscription: subscription.id },
      { stripeAccount, idempotencyKey: `switch-schedule-${subscription.id}-${version}` },
    );
  } catch (error) {
    if (!isInvalidRequest(error)) throw error;
    const again = await ctx.stripe.subscriptions.retrieve(subscription.id, {}, { stripeAccount });
    const made = idOf(again.schedule);
    if (!made) throw error;
    return ctx.stripe.subscriptionSchedules.retrieve(made, {}, { stripeAccount });
  }
}

/**
 * Schedules the subscription onto the next price from the end of its current period (or trial):
 * the current phase as it is, then one period of the new price, then the schedule lets go.
 * `version` names this request's view of the membership, so identical racing requests share keys.
 */
export async function scheduleSwitch(
  ctx: AppContext,
  link: Link,
  subscription: Stripe.Subscription,
  next: { stripePriceId: string; recurring: Stripe.PriceCreateParams.Recurring },
  version: string,
): Promise<void> {
  const { stripePriceId, recurring } = next;
  const schedule = await scheduleOf(ctx, link, subscription, version);
  const current = schedule.phases.find(
    (phase) => phase.start_date === schedule.current_phase?.start_date,
  )!;
  await ctx.stripe.subscriptionSchedules.update(
    schedule.id,
    {
      phases: [
        {
          items: current.items.map((item) => ({
            price: idOf(item.price)!,
            quantity: item.quantity ?? 1,
          })),
          start_date: current.start_date,
          end_date: current.end_date,
          ...(current.trial_end ? { trial_end: current.trial_end } : {}),
        },
        {
          items: [{ price: stripePriceId, quantity: 1 }],
          duration: { interval: recurring.interval, interval_count: recurring.interval_count },
          proration_behavior: 'none',
          application_fee_percent: PLATFORM_FEE_PERCENT,
        },
      ],
      end_behavior: 'release',
    },
    {
      stripeAccount: link.stripeAccount,
      idempotencyKey: `switch-${schedule.id}-${stripePriceId}-${version}`,
    },
  );
}

/**
 * Lets the subscription go from its schedule, if it has one: a pending switch is dropped, and
 * Stripe again accepts cancelation on the subscription itself.
 */
export async function releaseSchedule(ctx: AppContext, link: Link): Promise<void> {
  const { stripeAccount } = link;
  const subscription = await ctx.stripe.subscriptions.retrieve(
    link.subscriptionId,
    {},
    { stripeAccount },
  );
  const schedule = idOf(subscription.schedule);
  if (!schedule) return;
  try {
    await ctx.stripe.subscriptionSchedules.release(
      schedule,
      {},
      { stripeAccount, idempotencyKey: `release-${schedule}` },
    );
  } catch (error) {
    // Released, canceled or completed meanwhile: nothing is left to let go.
    if (!isInvalidRequest(error)) throw error;
    const found = await ctx.stripe.subscriptionSchedules.retrieve(schedule, {}, { stripeAccount });
    if (found.status === 'active' || found.status === 'not_started') throw error;
  }
}
