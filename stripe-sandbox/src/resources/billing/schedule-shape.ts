import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Price } from './prices.ts';
import type { Subscription } from './subscription-shape.ts';

export type Schedule = Stripe.SubscriptionSchedule & {
  customer: string;
  subscription: string | null;
  test_clock: string | null;
};
export type Phase = Stripe.SubscriptionSchedule.Phase;
export type PhaseItem = Stripe.SubscriptionSchedule.Phase.Item;

export const SCHEDULE = 'subscription_schedule';

/** Only these statuses may be updated, released or canceled (Stripe's rule). */
const OPEN: readonly string[] = ['not_started', 'active'];

export function phaseItem(price: Price | string, quantity: number, metadata = {}): PhaseItem {
  const id = typeof price === 'string' ? price : price.id;
  return {
    billing_thresholds: null,
    discounts: [],
    metadata,
    plan: id,
    price: id,
    quantity,
    tax_rates: [],
  };
}

export type NewPhase = {
  start: number;
  end: number;
  items: PhaseItem[];
  currency: string;
  applicationFeePercent: number | null;
  prorationBehavior: Stripe.SubscriptionSchedule.Phase.ProrationBehavior;
  trialEnd: number | null;
  metadata: Record<string, string>;
};

export function newPhase(fields: NewPhase): Phase {
  return {
    add_invoice_items: [],
    application_fee_percent: fields.applicationFeePercent,
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: fields.currency,
    default_payment_method: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    end_date: fields.end,
    invoice_settings: null,
    items: fields.items,
    metadata: fields.metadata,
    on_behalf_of: null,
    proration_behavior: fields.prorationBehavior,
    start_date: fields.start,
    transfer_data: null,
    trial_end: fields.trialEnd,
  };
}

/** A schedule that takes over `subscription` (`from_subscription`): one phase, its current one. */
export function scheduleFrom(
  subscription: Subscription,
  now: number,
  metadata: Record<string, string>,
): Schedule {
  const item = subscription.items.data[0]!;
  const phase = newPhase({
    start: item.current_period_start,
    end: item.current_period_end,
    items: subscription.items.data.map((entry) =>
      phaseItem(entry.price, entry.quantity ?? 1, entry.metadata),
    ),
    currency: subscription.currency,
    applicationFeePercent: subscription.application_fee_percent,
    prorationBehavior: 'create_prorations',
    trialEnd: subscription.status === 'trialing' ? subscription.trial_end : null,
    metadata: {},
  });
  return {
    id: newId('sub_sched', 24),
    object: 'subscription_schedule',
    application: null,
    billing_mode: { flexible: null, type: 'classic' },
    canceled_at: null,
    completed_at: null,
    created: now,
    current_phase: { start_date: phase.start_date, end_date: phase.end_date },
    customer: subscription.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: subscription.application_fee_percent,
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: subscription.default_payment_method as string | null,
      description: null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        days_until_due: null,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'release',
    livemode: false,
    metadata,
    pause_schedules: [],
    phases: [phase],
    released_at: null,
    released_subscription: null,
    status: 'active',
    subscription: subscription.id,
    test_clock: subscription.test_clock,
  };
}

/** Stripe refuses to change a schedule that has completed, been released or been canceled. */
export function checkOpen(schedule: Schedule, action: 'update' | 'release' | 'cancel'): void {
  if (OPEN.includes(schedule.status)) return;
  throw invalidRequest(
    `You cannot ${action} a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in \`${OPEN.join(', ')}\`.`,
  );
}

/** The schedule a subscription is attached to, locked; null when it has none. */
export async function scheduleOf(ctx: Ctx, subscription: Subscription): Promise<Schedule | null> {
  const id = subscription.schedule as string | null;
  return id ? ctx.store.find<Schedule>(SCHEDULE, id, { forUpdate: true }) : null;
}

/** The phase that begins when `at` is reached, if the schedule has one. */
export function phaseStartingAt(schedule: Schedule, at: number): Phase | null {
  return schedule.phases.find((phase) => phase.start_date === at) ?? null;
}
