import type { Ctx } from '../../core/context.ts';
import { cancelScheduleOf } from './schedule-transition.ts';
import { INVOICE, RETRY_DAYS, subscriptionOf, type Invoice } from './invoice-shape.ts';
import {
  ENDED,
  NO_CANCELLATION,
  type CancellationDetails,
  SUBSCRIPTION,
  saveSubscription,
  type Subscription,
} from './subscription-shape.ts';

/** The subscription's invoices in a status, on the context's account. */
export async function invoicesOf(
  ctx: Ctx,
  subscription: string,
  status?: Invoice['status'],
): Promise<Invoice[]> {
  const where: Record<string, string> = {
    'parent.subscription_details.subscription': subscription,
  };
  if (status) where.status = status;
  const rows = await ctx.store.all<Invoice>(INVOICE, where);
  return rows.filter((row) => row.account === ctx.account).map((row) => row.data);
}

async function lockedSubscriptionOf(ctx: Ctx, invoice: Invoice): Promise<Subscription | null> {
  const id = subscriptionOf(invoice);
  if (!id) return null;
  const subscription = await ctx.store.find<Subscription>(SUBSCRIPTION, id, { forUpdate: true });
  return subscription && !ENDED.includes(subscription.status) ? subscription : null;
}

/** The subscription has ended: canceled now or at `at`, or its first invoice expired. */
export async function endSubscription(
  ctx: Ctx,
  subscription: Subscription,
  at: number,
  status: 'canceled' | 'incomplete_expired',
  details: Partial<CancellationDetails> = {},
): Promise<Subscription> {
  const ended: Subscription = {
    ...subscription,
    status,
    ended_at: at,
    canceled_at: subscription.canceled_at ?? at,
    cancel_at: status === 'canceled' ? (subscription.cancel_at ?? null) : null,
    cancellation_details: { ...NO_CANCELLATION, ...subscription.cancellation_details, ...details },
  };
  await cancelScheduleOf(ctx, subscription, at);
  // Nothing of an ended subscription is collected any more.
  for (const invoice of await invoicesOf(ctx, subscription.id)) {
    if ((invoice.status === 'open' || invoice.status === 'draft') && invoice.auto_advance) {
      await ctx.store.save({
        ...invoice,
        auto_advance: false,
        automatically_finalizes_at: null,
        next_payment_attempt: null,
      });
    }
  }
  return saveSubscription(ctx, subscription, ended, 'customer.subscription.deleted');
}

/**
 * An invoice was paid or voided: a subscription waiting on payment is active again once none of
 * its invoices is left open; a first invoice voided before payment expires its subscription.
 */
export async function afterInvoiceSettled(ctx: Ctx, invoice: Invoice, now: number): Promise<void> {
  const subscription = await lockedSubscriptionOf(ctx, invoice);
  if (!subscription) return;
  if (
    invoice.status === 'void' &&
    subscription.status === 'incomplete' &&
    invoice.billing_reason === 'subscription_create'
  ) {
    await endSubscription(ctx, subscription, now, 'incomplete_expired');
    return;
  }
  if (!['incomplete', 'past_due', 'unpaid'].includes(subscription.status)) return;
  const stillOpen = await invoicesOf(ctx, subscription.id, 'open');
  if (stillOpen.some((other) => other.id !== invoice.id)) return;
  await saveSubscription(ctx, subscription, { ...subscription, status: 'active' });
}

/**
 * A renewal's payment failed: the subscription is past due while retries remain, and unpaid
 * after the last one (the account's "mark the subscription unpaid" setting). A first invoice's
 * failure leaves it incomplete.
 */
export async function afterInvoiceFailed(ctx: Ctx, invoice: Invoice): Promise<void> {
  const subscription = await lockedSubscriptionOf(ctx, invoice);
  if (!subscription || subscription.status === 'incomplete') return;
  const retriesLeft = invoice.attempt_count <= RETRY_DAYS.length && invoice.auto_advance;
  const status = retriesLeft ? 'past_due' : 'unpaid';
  if (subscription.status === status || subscription.status === 'unpaid') return;
  await saveSubscription(ctx, subscription, { ...subscription, status });
}
