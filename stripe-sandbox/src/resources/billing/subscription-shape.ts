import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { planOf, type Interval, type Price } from './prices.ts';

export type Subscription = Stripe.Subscription & { customer: string; test_clock: string | null };
export type SubscriptionItem = Stripe.SubscriptionItem;

export const SUBSCRIPTION = 'subscription';
/** Statuses after which nothing happens to a subscription any more. */
export const ENDED: readonly string[] = ['canceled', 'incomplete_expired'];

export type Period = { start: number; end: number };
export type CancellationDetails = NonNullable<Stripe.Subscription['cancellation_details']>;

export const NO_CANCELLATION: CancellationDetails = {
  comment: null,
  feedback: null,
  feedback_option: null,
  reason: null,
};

export function newItem(
  subscription: string,
  price: Price,
  quantity: number,
  period: Period,
  created: number,
  metadata: Record<string, string> = {},
): SubscriptionItem {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created,
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata,
    plan: planOf(price),
    price,
    quantity,
    subscription,
    tax_rates: [],
  };
}

export function itemList(subscription: string, items: SubscriptionItem[]) {
  return {
    object: 'list' as const,
    data: items,
    has_more: false,
    total_count: items.length,
    url: `/v1/subscription_items?subscription=${subscription}`,
  };
}

/** The billing interval every item of a subscription shares. */
export function intervalOf(subscription: Subscription): { interval: Interval; count: number } {
  const recurring = subscription.items.data[0]!.price.recurring!;
  return { interval: recurring.interval as Interval, count: recurring.interval_count };
}

/** The current period, which every item of a subscription shares. */
export function periodOf(subscription: Subscription): Period {
  const item = subscription.items.data[0]!;
  return { start: item.current_period_start, end: item.current_period_end };
}

export function withPeriod(subscription: Subscription, period: Period): Subscription {
  const items = subscription.items.data.map((item) => ({
    ...item,
    current_period_start: period.start,
    current_period_end: period.end,
  }));
  return { ...subscription, items: itemList(subscription.id, items) };
}

export type NewSubscription = {
  customer: string;
  test_clock: string | null;
  currency: string;
  created: number;
  billing_cycle_anchor: number;
  default_payment_method: string | null;
  application_fee_percent: number | null;
  metadata: Record<string, string>;
  description: string | null;
  trial: Period | null;
  cancel_at_period_end: boolean;
};

export function newSubscription(
  id: string,
  fields: NewSubscription,
  items: SubscriptionItem[],
): Subscription {
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: fields.application_fee_percent,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.billing_cycle_anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: fields.cancel_at_period_end,
    canceled_at: null,
    cancellation_details: NO_CANCELLATION,
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: fields.default_payment_method,
    default_source: null,
    default_tax_rates: [],
    description: fields.description,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: itemList(id, items),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: fields.created,
    status: fields.trial ? 'trialing' : 'incomplete',
    test_clock: fields.test_clock,
    transfer_data: null,
    trial_end: fields.trial?.end ?? null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: fields.trial?.start ?? null,
  };
}

/** Saves the subscription and tells the webhooks what changed. */
export async function saveSubscription(
  ctx: Ctx,
  before: Subscription,
  after: Subscription,
  type = 'customer.subscription.updated',
): Promise<Subscription> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof Subscription>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  await ctx.store.save(after);
  if (type !== 'customer.subscription.updated' || Object.keys(previous).length) {
    await ctx.emit(type, after, type === 'customer.subscription.updated' ? previous : undefined);
  }
  return after;
}
