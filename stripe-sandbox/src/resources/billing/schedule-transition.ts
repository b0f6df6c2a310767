import type { Ctx } from '../../core/context.ts';
import { PRICE, type Price } from './prices.ts';
import {
  itemList,
  newItem,
  periodOf,
  type Subscription,
  type SubscriptionItem,
} from './subscription-shape.ts';
import { phaseStartingAt, scheduleOf, type Phase, type Schedule } from './schedule-shape.ts';

/** The schedule has run its last phase: with `end_behavior: release` the subscription goes on. */
export async function releaseSchedule(ctx: Ctx, schedule: Schedule, at: number): Promise<void> {
  const released: Schedule = {
    ...schedule,
    status: 'released',
    released_at: at,
    released_subscription: schedule.subscription,
    subscription: null,
    current_phase: null,
  };
  await ctx.store.save(released);
  await ctx.emit('subscription_schedule.released', released);
}

async function phaseItems(ctx: Ctx, subscription: Subscription, phase: Phase, at: number) {
  const items: SubscriptionItem[] = [];
  for (const item of phase.items) {
    const price = await ctx.store.get<Price>(PRICE, item.price as string);
    const period = periodOf(subscription);
    items.push(
      newItem(subscription.id, price, item.quantity ?? 1, period, at, item.metadata ?? {}),
    );
  }
  return items;
}

/**
 * A period ends at `at`: the subscription's schedule moves on. A phase starting then puts its
 * items on the subscription (a new interval restarts the billing cycle from `at`); after the
 * last phase the schedule releases it. Answers the subscription as the renewal should bill it.
 */
export async function advanceSchedule(
  ctx: Ctx,
  subscription: Subscription,
  at: number,
): Promise<Subscription> {
  const schedule = await scheduleOf(ctx, subscription);
  if (!schedule || schedule.status !== 'active') return subscription;
  const next = phaseStartingAt(schedule, at);
  if (!next) {
    if (schedule.phases.at(-1)!.end_date > at) return subscription;
    await releaseSchedule(ctx, schedule, at);
    return { ...subscription, schedule: null };
  }
  const items = await phaseItems(ctx, subscription, next, at);
  const before = subscription.items.data[0]!.price.recurring!;
  const after = items[0]!.price.recurring!;
  const newCycle =
    before.interval !== after.interval || before.interval_count !== after.interval_count;
  const moved: Schedule = {
    ...schedule,
    current_phase: { start_date: next.start_date, end_date: next.end_date },
  };
  await ctx.store.save(moved);
  await ctx.emit('subscription_schedule.updated', moved, {
    current_phase: schedule.current_phase,
  });
  return {
    ...subscription,
    items: itemList(subscription.id, items),
    billing_cycle_anchor: newCycle ? at : subscription.billing_cycle_anchor,
    application_fee_percent:
      next.application_fee_percent ??
      schedule.default_settings.application_fee_percent ??
      subscription.application_fee_percent,
  };
}

/** A subscription that ends ends its open schedule with it (Stripe cancels the schedule). */
export async function cancelScheduleOf(
  ctx: Ctx,
  subscription: Subscription,
  at: number,
): Promise<void> {
  const schedule = await scheduleOf(ctx, subscription);
  if (!schedule || !['not_started', 'active'].includes(schedule.status)) return;
  const canceled: Schedule = {
    ...schedule,
    status: 'canceled',
    canceled_at: at,
    current_phase: null,
  };
  await ctx.store.save(canceled);
  await ctx.emit('subscription_schedule.canceled', canceled);
}
