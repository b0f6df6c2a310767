import { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { p } from '../../core/params.ts';
import { attemptInvoice, finalizeInvoice } from './invoice-collect.ts';
import { newInvoice, type Invoice } from './invoice-shape.ts';
import { periodEndAfter } from './periods.ts';
import type { Interval } from './prices.ts';
import { checkApplicationFee, percentParam, scheduleCancel } from './subscription-create.ts';
import {
  checkCustomerMethod,
  checkItemsMatch,
  linesFor,
  recurringPrice,
} from './subscription-items.ts';
import {
  ENDED,
  intervalOf,
  NO_CANCELLATION,
  itemList,
  newItem,
  periodOf,
  saveSubscription,
  SUBSCRIPTION,
  withPeriod,
  type Subscription,
  type SubscriptionItem,
} from './subscription-shape.ts';
import { endSubscription } from './subscription-status.ts';

const ENDED_MESSAGE =
  'A canceled subscription can only update its cancellation_details and metadata.';

const cancellationDetails = p.object({
  comment: z.union([p.string(), z.literal('')]).optional(),
  feedback: p
    .oneOf([
      'customer_service',
      'low_quality',
      'missing_features',
      'other',
      'switched_service',
      'too_complex',
      'too_expensive',
      'unused',
    ])
    .optional(),
});

export const updateSubscriptionParams = p.object({
  items: p
    .array(
      p.object({
        id: p.string().optional(),
        price: p.string().optional(),
        quantity: p.integer().optional(),
        deleted: p.boolean().optional(),
        metadata: p.metadata().optional(),
      }),
    )
    .optional(),
  proration_behavior: p.oneOf(['create_prorations', 'none', 'always_invoice']).optional(),
  payment_behavior: p
    .oneOf([
      'allow_incomplete',
      'default_incomplete',
      'error_if_incomplete',
      'pending_if_incomplete',
    ])
    .optional(),
  off_session: p.boolean().optional(),
  default_payment_method: p.string().optional(),
  description: p.string().optional(),
  metadata: p.metadata().optional(),
  cancel_at_period_end: p.boolean().optional(),
  cancellation_details: cancellationDetails.optional(),
  trial_end: p.timestamp().optional(),
  billing_cycle_anchor: p.oneOf(['now', 'unchanged']).optional(),
  application_fee_percent: percentParam.optional(),
  expand: p.expand().optional(),
});

type UpdateParams = z.output<typeof updateSubscriptionParams>;

function withDetails(
  subscription: Subscription,
  details: z.output<typeof cancellationDetails> | undefined,
): Subscription {
  if (!details) return subscription;
  const current = subscription.cancellation_details ?? NO_CANCELLATION;
  return {
    ...subscription,
    cancellation_details: {
      ...current,
      ...(details.comment !== undefined ? { comment: details.comment || null } : {}),
      ...(details.feedback !== undefined ? { feedback: details.feedback } : {}),
    },
  };
}

/** The items after `items[]`: an id updates or deletes that item, no id adds one. */
async function nextItems(
  ctx: Ctx,
  subscription: Subscription,
  changes: NonNullable<UpdateParams['items']>,
  now: number,
): Promise<SubscriptionItem[]> {
  let items = [...subscription.items.data];
  const period = periodOf(subscription);
  for (const [index, change] of changes.entries()) {
    const price = change.price
      ? await recurringPrice(ctx, change.price, `items[${index}][price]`)
      : null;
    if (!change.id) {
      if (!price) {
        throw invalidRequest(
          'Missing required param: items[' + index + '][price].',
          `items[${index}][price]`,
          'parameter_missing',
        );
      }
      items.push(newItem(subscription.id, price, change.quantity ?? 1, period, now));
      continue;
    }
    const found = items.find((item) => item.id === change.id);
    if (!found) throw resourceMissing('subscription_item', change.id, `items[${index}][id]`);
    if (change.deleted) {
      items = items.filter((item) => item.id !== change.id);
      continue;
    }
    const replaced = newItem(
      subscription.id,
      price ?? found.price,
      change.quantity ?? found.quantity ?? 1,
      period,
      found.created,
      mergeMetadata(found.metadata, change.metadata),
    );
    items = items.map((item) => (item.id === change.id ? { ...replaced, id: found.id } : item));
  }
  checkItemsMatch(items);
  return items;
}

function amountOf(items: SubscriptionItem[]): number {
  return items.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
}

/** Ends the trial at `end` (or now), or starts a new cycle now, as `trial_end` and the anchor ask. */
function trialChange(subscription: Subscription, params: UpdateParams, now: number) {
  if (params.trial_end === undefined) return { next: subscription, endsTrial: false };
  if (params.trial_end === 'now') {
    const trialing = subscription.status === 'trialing';
    return {
      next: trialing ? { ...subscription, trial_end: now } : subscription,
      endsTrial: trialing,
    };
  }
  if (params.trial_end <= now) {
    throw invalidRequest(
      'Invalid timestamp: must be an integer Unix timestamp in the future.',
      'trial_end',
    );
  }
  const start = subscription.status === 'trialing' ? periodOf(subscription).start : now;
  const next = withPeriod(
    {
      ...subscription,
      status: 'trialing',
      trial_start: subscription.status === 'trialing' ? subscription.trial_start : now,
      trial_end: params.trial_end,
      billing_cycle_anchor: params.trial_end,
    },
    { start, end: params.trial_end },
  );
  return { next, endsTrial: false };
}

export async function updateSubscription(
  ctx: Ctx,
  id: string,
  params: UpdateParams,
): Promise<Subscription> {
  const current = await ctx.store.get<Subscription>(SUBSCRIPTION, id, { forUpdate: true });
  let next: Subscription = withDetails(current, params.cancellation_details);
  if (params.metadata !== undefined) {
    next = { ...next, metadata: mergeMetadata(current.metadata, params.metadata) };
  }
  const rest = Object.keys(params).filter(
    (key) => !['metadata', 'cancellation_details', 'expand'].includes(key),
  );
  if (ENDED.includes(current.status)) {
    if (rest.length) throw invalidRequest(ENDED_MESSAGE);
    return saveSubscription(ctx, current, next);
  }
  if (current.schedule && params.cancel_at_period_end !== undefined) {
    throw invalidRequest(
      `The subscription is managed by the subscription schedule \`${String(current.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
    );
  }
  const now = await ctx.now(current.customer);
  if (params.description !== undefined) next = { ...next, description: params.description || null };
  if (params.default_payment_method !== undefined) {
    if (params.default_payment_method) {
      await checkCustomerMethod(
        ctx,
        current.customer,
        params.default_payment_method,
        'default_payment_method',
      );
    }
    next = { ...next, default_payment_method: params.default_payment_method || null };
  }
  if (params.application_fee_percent !== undefined) {
    checkApplicationFee(ctx, params.application_fee_percent);
    const percent = params.application_fee_percent;
    next = { ...next, application_fee_percent: percent === '' ? null : percent };
  }
  if (params.cancel_at_period_end === true) next = scheduleCancel(next, now);
  if (params.cancel_at_period_end === false) {
    next = {
      ...next,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: NO_CANCELLATION,
    };
  }
  const interval = intervalOf(current);
  if (params.items) {
    const items = await nextItems(ctx, current, params.items, now);
    const sameCycle =
      items[0]!.price.recurring!.interval === interval.interval &&
      items[0]!.price.recurring!.interval_count === interval.count;
    if (
      sameCycle &&
      amountOf(items) !== amountOf(current.items.data) &&
      (params.proration_behavior ?? 'create_prorations') !== 'none'
    ) {
      throw invalidRequest(
        'The sandbox changes a price within the billing period only with proration_behavior=none: the new price is billed from the next period.',
        'proration_behavior',
      );
    }
    next = { ...next, items: itemList(current.id, items) };
  }
  const trial = trialChange(next, params, now);
  next = trial.next;
  const newCycle =
    trial.endsTrial ||
    params.billing_cycle_anchor === 'now' ||
    intervalOf(next).interval !== interval.interval ||
    intervalOf(next).count !== interval.count;
  let draft: Invoice | null = null;
  if (newCycle) {
    const { interval: unit, count } = intervalOf(next);
    const period = { start: now, end: periodEndAfter(now, now, unit as Interval, count) };
    next = withPeriod(
      {
        ...next,
        billing_cycle_anchor: now,
        status: next.status === 'trialing' ? 'active' : next.status,
      },
      period,
    );
    if (next.cancel_at_period_end) next = scheduleCancel(next, next.canceled_at ?? now);
    draft = await newInvoice(ctx, {
      subscription: next,
      reason: 'subscription_update',
      lines: await linesFor(ctx, next, 1),
      period,
      invoicePeriod: { start: now, end: now },
      created: now,
      finalizesAt: null,
    });
    next = { ...next, latest_invoice: draft.id };
  }
  await saveSubscription(ctx, current, next);
  if (draft) await chargeNow(ctx, draft, params, now);
  return ctx.store.get<Subscription>(SUBSCRIPTION, id);
}

/** An update that starts a new cycle bills it at once, as Stripe does. */
async function chargeNow(ctx: Ctx, draft: Invoice, params: UpdateParams, now: number) {
  await ctx.store.insert(draft);
  await ctx.emit('invoice.created', draft);
  const invoice = await finalizeInvoice(ctx, draft, now);
  if (invoice.status === 'paid') return;
  const attempt = await attemptInvoice(ctx, invoice, {
    off_session: params.off_session ?? false,
    now,
  });
  if (params.payment_behavior === 'error_if_incomplete' && attempt.invoice.status !== 'paid') {
    throw attempt.error ?? invalidRequest('The payment for this update could not be completed.');
  }
}

export const cancelSubscriptionParams = p.object({
  invoice_now: p.boolean().optional(),
  prorate: p.boolean().optional(),
  cancellation_details: cancellationDetails.optional(),
  expand: p.expand().optional(),
});

/** `DELETE /v1/subscriptions/:id`: ends it now (Forma does not prorate, so nothing is credited). */
export async function cancelSubscription(
  ctx: Ctx,
  id: string,
  params: z.output<typeof cancelSubscriptionParams>,
): Promise<Subscription> {
  const current = await ctx.store.get<Subscription>(SUBSCRIPTION, id, { forUpdate: true });
  if (ENDED.includes(current.status)) throw invalidRequest(ENDED_MESSAGE);
  const now = await ctx.now(current.customer);
  const details = withDetails(current, params.cancellation_details).cancellation_details;
  return endSubscription(
    ctx,
    { ...current, canceled_at: now, cancel_at: null, cancel_at_period_end: false },
    now,
    'canceled',
    { ...details, reason: 'cancellation_requested' },
  );
}
