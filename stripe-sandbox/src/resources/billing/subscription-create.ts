import type Stripe from 'stripe';
import { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing, StripeApiError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { p } from '../../core/params.ts';
import { TRIAL_WILL_END_BEFORE } from './advance.ts';
import {
  attemptInvoice,
  finalizeInvoice,
  NO_PAYMENT_METHOD,
  paymentMethodFor,
} from './invoice-collect.ts';
import { newInvoice, type Invoice } from './invoice-shape.ts';
import { periodEndAfter, shiftByIntervals } from './periods.ts';
import type { Interval } from './prices.ts';
import {
  checkCustomerMethod,
  checkItemsMatch,
  linesFor,
  recurringPrice,
} from './subscription-items.ts';
import {
  newItem,
  newSubscription,
  NO_CANCELLATION,
  type Period,
  type Subscription,
} from './subscription-shape.ts';

const DAY = 86_400;

/** A percentage in form encoding (`12.5`); an empty string clears it where Stripe allows. */
export const percentParam = z.union([
  z.literal(''),
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: 'Invalid decimal' }).finite({ error: 'Invalid decimal' }),
  ),
]);

export const createSubscriptionParams = p.object({
  customer: p.string(),
  items: p.array(
    p.object({
      price: p.string(),
      quantity: p.integer().optional(),
      metadata: p.metadata().optional(),
    }),
  ),
  default_payment_method: p.string().optional(),
  trial_period_days: p.integer().optional(),
  trial_end: p.timestamp().optional(),
  payment_behavior: p
    .oneOf(['allow_incomplete', 'default_incomplete', 'error_if_incomplete'])
    .optional(),
  off_session: p.boolean().optional(),
  application_fee_percent: percentParam.optional(),
  billing_cycle_anchor: p.integer().optional(),
  proration_behavior: p.oneOf(['create_prorations', 'none', 'always_invoice']).optional(),
  cancel_at_period_end: p.boolean().optional(),
  collection_method: p.oneOf(['charge_automatically']).optional(),
  currency: p.currency().optional(),
  description: p.string().optional(),
  metadata: p.metadata().optional(),
  expand: p.expand().optional(),
});

type CreateParams = z.output<typeof createSubscriptionParams>;

/** Stripe takes an application fee only on a connected account's own charges. */
export function checkApplicationFee(ctx: Ctx, percent: number | undefined | ''): void {
  if (percent === undefined || percent === '') return;
  if (!ctx.account) {
    throw invalidRequest(
      'Can only apply an application_fee_percent when the request is made on behalf of another account (using an OAuth key or the Stripe-Account header).',
      'application_fee_percent',
    );
  }
  if (percent < 0 || percent > 100) {
    throw invalidRequest(
      'application_fee_percent must be a number between 0 and 100.',
      'application_fee_percent',
    );
  }
}

function trialOf(params: CreateParams, now: number): Period | null {
  if (params.trial_end !== undefined && params.trial_end !== 'now') {
    if (params.trial_end <= now) {
      throw invalidRequest(
        'Invalid timestamp: must be an integer Unix timestamp in the future.',
        'trial_end',
      );
    }
    return { start: now, end: params.trial_end };
  }
  if (params.trial_end === undefined && params.trial_period_days) {
    return { start: now, end: now + params.trial_period_days * DAY };
  }
  return null;
}

/**
 * The first period, and the share of a full period's price its invoice bills: a trial bills
 * nothing; a billing cycle anchor ahead bills the days until it (or nothing without prorations).
 */
function firstPeriod(
  params: CreateParams,
  now: number,
  trial: Period | null,
  interval: Interval,
  count: number,
): { anchor: number; period: Period; share: number | 'trial' } {
  if (trial) return { anchor: trial.end, period: trial, share: 'trial' };
  const anchor = params.billing_cycle_anchor;
  if (anchor === undefined || anchor === now) {
    return {
      anchor: now,
      period: { start: now, end: periodEndAfter(now, now, interval, count) },
      share: 1,
    };
  }
  const natural = shiftByIntervals(now, interval, count, 1);
  if (anchor < now || anchor > natural) {
    throw invalidRequest(
      `billing_cycle_anchor cannot be later than next natural billing date (${natural}) for plan`,
      'billing_cycle_anchor',
    );
  }
  const previous = shiftByIntervals(anchor, interval, count, -1);
  const share = params.proration_behavior === 'none' ? 0 : (anchor - now) / (anchor - previous);
  return { anchor, period: { start: now, end: anchor }, share };
}

/**
 * The first invoice: paid at once when there is nothing to pay, else charged now, or left open
 * for the customer to confirm (`default_incomplete`). The subscription is stored after it, so
 * the invoice's outcome does not move a subscription that webhooks have not heard of yet.
 */
async function collectFirst(
  ctx: Ctx,
  subscription: Subscription,
  draft: Invoice,
  params: CreateParams,
  now: number,
): Promise<Invoice> {
  const behavior = params.payment_behavior ?? 'allow_incomplete';
  const method = await paymentMethodFor(ctx, draft, subscription);
  if (draft.amount_due > 0 && behavior !== 'default_incomplete' && !method) {
    throw invalidRequest(NO_PAYMENT_METHOD, undefined, 'resource_missing');
  }
  const invoice = await finalizeInvoice(ctx, draft, now, subscription);
  if (invoice.status === 'paid' || behavior === 'default_incomplete') return invoice;
  const attempt = await attemptInvoice(ctx, invoice, {
    off_session: params.off_session ?? false,
    now,
    creating: subscription,
  });
  // error_if_incomplete: nothing is created when the first payment does not go through.
  if (behavior === 'error_if_incomplete' && attempt.invoice.status !== 'paid') {
    throw (
      attempt.error ??
      new StripeApiError(
        402,
        'card_error',
        'Payment for this subscription requires additional user action before it can be completed successfully.',
        { code: 'subscription_payment_intent_requires_action', payment_intent: attempt.intent },
      )
    );
  }
  return attempt.invoice;
}

export async function createSubscription(ctx: Ctx, params: CreateParams): Promise<Subscription> {
  const customer = await ctx.store.find<Stripe.Customer>('customer', params.customer);
  if (!customer) throw resourceMissing('customer', params.customer, 'customer');
  checkApplicationFee(ctx, params.application_fee_percent);
  const prices = await Promise.all(
    params.items.map((item, index) => recurringPrice(ctx, item.price, `items[${index}][price]`)),
  );
  checkItemsMatch(prices.map((price) => ({ price })));
  if (params.default_payment_method) {
    await checkCustomerMethod(
      ctx,
      customer.id,
      params.default_payment_method,
      'default_payment_method',
    );
  }
  const now = await ctx.now(customer.id);
  const recurring = prices[0]!.recurring!;
  const trial = trialOf(params, now);
  const interval = recurring.interval as Interval;
  const first = firstPeriod(params, now, trial, interval, recurring.interval_count);
  const id = newId('sub', 24);
  const items = params.items.map((item, index) =>
    newItem(
      id,
      prices[index]!,
      item.quantity ?? 1,
      first.period,
      now,
      mergeMetadata({}, item.metadata),
    ),
  );
  let subscription = newSubscription(
    id,
    {
      customer: customer.id,
      test_clock: (customer.test_clock as string | null) ?? null,
      currency: prices[0]!.currency,
      created: now,
      billing_cycle_anchor: first.anchor,
      default_payment_method: params.default_payment_method ?? null,
      application_fee_percent:
        typeof params.application_fee_percent === 'number' ? params.application_fee_percent : null,
      metadata: mergeMetadata({}, params.metadata),
      description: params.description ?? null,
      trial,
      cancel_at_period_end: false,
    },
    items,
  );
  const draft = await newInvoice(ctx, {
    subscription,
    reason: 'subscription_create',
    lines: await linesFor(ctx, subscription, first.share),
    period: first.period,
    invoicePeriod: { start: now, end: now },
    created: now,
    finalizesAt: null,
  });
  await ctx.store.insert(draft);
  await ctx.emit('invoice.created', draft);
  const invoice = await collectFirst(ctx, subscription, draft, params, now);
  subscription = {
    ...subscription,
    latest_invoice: invoice.id,
    status: trial ? 'trialing' : invoice.status === 'paid' ? 'active' : 'incomplete',
  };
  if (params.cancel_at_period_end) {
    subscription = scheduleCancel(subscription, now);
  }
  await ctx.store.insert(subscription);
  await ctx.emit('customer.subscription.created', subscription);
  // A trial of three days or less is about to end from its start.
  if (trial && trial.end - TRIAL_WILL_END_BEFORE <= now) {
    await ctx.emit('customer.subscription.trial_will_end', subscription);
  }
  return subscription;
}

/** `cancel_at_period_end`: the subscription ends when its current period does. */
export function scheduleCancel(subscription: Subscription, now: number): Subscription {
  const end = subscription.items.data[0]!.current_period_end;
  return {
    ...subscription,
    cancel_at_period_end: true,
    cancel_at: end,
    canceled_at: now,
    cancellation_details: {
      ...NO_CANCELLATION,
      ...subscription.cancellation_details,
      reason: 'cancellation_requested',
    },
  };
}
