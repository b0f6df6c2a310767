import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import type { StoredObject } from '../../core/store.ts';
import { attemptInvoice, finalizeInvoice, voidOpenInvoice } from './invoice-collect.ts';
import { FINALIZE_AFTER, INVOICE, newInvoice, type Invoice } from './invoice-shape.ts';
import { periodEndAfter } from './periods.ts';
import { advanceSchedule } from './schedule-transition.ts';
import type { Interval } from './prices.ts';
import { linesFor } from './subscription-items.ts';
import {
  intervalOf,
  periodOf,
  saveSubscription,
  SUBSCRIPTION,
  withPeriod,
  type Subscription,
} from './subscription-shape.ts';
import { endSubscription, invoicesOf } from './subscription-status.ts';

const HOUR = 3600;
const DAY = 86_400;
/** Stripe expires an unpaid first invoice's subscription after 23 hours. */
export const INCOMPLETE_EXPIRES_AFTER = 23 * HOUR;
/** `customer.subscription.trial_will_end` comes three days before the trial ends. */
export const TRIAL_WILL_END_BEFORE = 3 * DAY;
/** A clock moved years ahead still stops: no real schedule takes this many steps on one object. */
const MAX_STEPS = 5000;

type Kind = 'expire' | 'trial_will_end' | 'cancel' | 'renew' | 'finalize' | 'retry';
const ORDER: Kind[] = ['expire', 'trial_will_end', 'cancel', 'renew', 'finalize', 'retry'];

type Step = { at: number; kind: Kind; id: string; account: string | null };
type Due = { at: number; kind: Kind } | null;

async function trialWillEndSent(ctx: Ctx, subscription: Subscription): Promise<boolean> {
  const sent = await ctx.store.all<StoredObject & { data: { object: Subscription } }>('event', {
    type: 'customer.subscription.trial_will_end',
    'data.object.id': subscription.id,
  });
  return sent.some((event) => event.data.data.object.trial_end === subscription.trial_end);
}

/** What happens next to a subscription, and when. */
async function subscriptionDue(ctx: Ctx, subscription: Subscription, until: number): Promise<Due> {
  const { status } = subscription;
  if (status === 'incomplete') {
    return { at: subscription.created + INCOMPLETE_EXPIRES_AFTER, kind: 'expire' };
  }
  if (!['trialing', 'active', 'past_due', 'unpaid'].includes(status)) return null;
  const end = periodOf(subscription).end;
  if (status === 'trialing' && subscription.trial_end && subscription.trial_start !== null) {
    const warnAt = subscription.trial_end - TRIAL_WILL_END_BEFORE;
    // A trial shorter than three days was warned about when it began.
    if (
      warnAt > subscription.trial_start &&
      warnAt <= until &&
      !(await trialWillEndSent(ctx, subscription))
    ) {
      return { at: warnAt, kind: 'trial_will_end' };
    }
  }
  if (subscription.cancel_at !== null && subscription.cancel_at <= end) {
    return { at: subscription.cancel_at, kind: 'cancel' };
  }
  return { at: end, kind: 'renew' };
}

function invoiceDue(invoice: Invoice): Due {
  if (!invoice.auto_advance) return null;
  if (invoice.status === 'draft' && invoice.automatically_finalizes_at !== null) {
    return { at: invoice.automatically_finalizes_at, kind: 'finalize' };
  }
  if (invoice.status === 'open' && invoice.next_payment_attempt !== null) {
    return { at: invoice.next_payment_attempt, kind: 'retry' };
  }
  return null;
}

/** The objects of kind `object` in these statuses that live on `clock` (null: on real time). */
async function onClock<T extends StoredObject & { test_clock?: unknown }>(
  ctx: Ctx,
  object: string,
  statuses: string[],
  clock: string | null,
) {
  const found: Array<{ account: string | null; data: T }> = [];
  for (const status of statuses) {
    const where: Record<string, string> = clock ? { status, test_clock: clock } : { status };
    found.push(...(await ctx.store.all<T>(object, where)));
  }
  return clock ? found : found.filter((row) => !row.data.test_clock);
}

function earlier(a: Step | null, b: Step): Step {
  if (!a || b.at < a.at) return b;
  if (b.at === a.at && ORDER.indexOf(b.kind) < ORDER.indexOf(a.kind)) return b;
  return a;
}

/** What falls due by `until` for one subscription, or for one invoice. */
async function subscriptionStep(
  ctx: Ctx,
  account: string | null,
  subscription: Subscription,
  until: number,
): Promise<Step | null> {
  const due = await subscriptionDue(ctx, subscription, until);
  return due && due.at <= until ? { ...due, id: subscription.id, account } : null;
}

function invoiceStep(account: string | null, invoice: Invoice, until: number): Step | null {
  const due = invoiceDue(invoice);
  return due && due.at <= until ? { ...due, id: invoice.id, account } : null;
}

/** Every step due by `until` on `clock`, read once (not again after each step: it scales). */
async function dueSteps(ctx: Ctx, clock: string | null, until: number): Promise<Step[]> {
  const steps: Array<Step | null> = [];
  const subscriptions = await onClock<Subscription>(
    ctx,
    SUBSCRIPTION,
    ['incomplete', 'trialing', 'active', 'past_due', 'unpaid'],
    clock,
  );
  for (const { account, data } of subscriptions) {
    steps.push(await subscriptionStep(ctx, account, data, until));
  }
  for (const { account, data } of await onClock<Invoice>(ctx, INVOICE, ['draft', 'open'], clock)) {
    steps.push(invoiceStep(account, data, until));
  }
  return steps.filter((step) => step !== null);
}

type Reread = { ids: string[]; steps: Step[] };

/**
 * What a step may have changed, read again: its subscription and that subscription's draft and
 * open invoices (a renewal drafts one, a payment moves the subscription).
 */
async function stepsAfter(ctx: Ctx, step: Step, until: number): Promise<Reread> {
  const on = ctx.as(step.account);
  let subscriptionId = step.id;
  if (step.kind === 'finalize' || step.kind === 'retry') {
    const invoice = await on.store.find<Invoice>(INVOICE, step.id);
    const parent = invoice?.parent?.subscription_details?.subscription;
    if (!invoice || !parent) {
      const next = invoice && invoiceStep(step.account, invoice, until);
      return { ids: [step.id], steps: next ? [next] : [] };
    }
    subscriptionId = typeof parent === 'string' ? parent : parent.id;
  }
  const ids = [step.id, subscriptionId];
  const steps: Array<Step | null> = [];
  const subscription = await on.store.find<Subscription>(SUBSCRIPTION, subscriptionId);
  if (subscription) steps.push(await subscriptionStep(on, step.account, subscription, until));
  for (const invoice of await invoicesOf(on, subscriptionId)) {
    ids.push(invoice.id);
    steps.push(invoiceStep(step.account, invoice, until));
  }
  return { ids, steps: steps.filter((next) => next !== null) };
}

/** The steps still to run, earliest first; a step replaced by a newer one for its object is skipped. */
class StepQueue {
  private readonly queue: Step[] = [];
  private readonly current = new Map<string, Step | null>();
  private readonly runs = new Map<string, number>();

  /** Sets what is next for each object named, dropping what was queued for it before. */
  put(ids: string[], steps: Step[]) {
    for (const id of ids) this.current.set(id, null);
    for (const step of steps) {
      if ((this.runs.get(step.id) ?? 0) >= MAX_STEPS) continue;
      this.current.set(step.id, step);
      let low = 0;
      let high = this.queue.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (earlier(this.queue[middle]!, step) === step) high = middle;
        else low = middle + 1;
      }
      this.queue.splice(low, 0, step);
    }
  }

  take(): Step | null {
    for (let step = this.queue.shift(); step; step = this.queue.shift()) {
      if (this.current.get(step.id) !== step) continue;
      this.current.set(step.id, null);
      this.runs.set(step.id, (this.runs.get(step.id) ?? 0) + 1);
      return step;
    }
    return null;
  }
}

/**
 * A new period begins (on the schedule's next phase, if one starts): the next invoice is drafted
 * and finalized about an hour later.
 */
async function renew(ctx: Ctx, subscription: Subscription, at: number): Promise<void> {
  const period = periodOf(subscription);
  // A schedule's next phase takes over at the period's end: its price bills the new period.
  const moved = await advanceSchedule(ctx, subscription, period.end);
  const { interval, count } = intervalOf(moved);
  const next = {
    start: period.end,
    end: periodEndAfter(moved.billing_cycle_anchor, period.end, interval as Interval, count),
  };
  let renewed = withPeriod(
    { ...moved, status: subscription.status === 'trialing' ? 'active' : subscription.status },
    next,
  );
  // A period is billed once, however often time reaches it.
  const billed = (await invoicesOf(ctx, subscription.id)).some(
    (invoice) => invoice.lines.data[0]?.period.start === next.start,
  );
  if (!billed) {
    const draft = await newInvoice(ctx, {
      subscription: renewed,
      reason: 'subscription_cycle',
      lines: await linesFor(ctx, renewed, 1),
      period: next,
      invoicePeriod: period,
      created: at,
      // An unpaid subscription's invoices stay drafts: Stripe stops collecting them.
      finalizesAt: subscription.status === 'unpaid' ? null : at + FINALIZE_AFTER,
    });
    await ctx.store.insert(draft);
    await ctx.emit('invoice.created', draft);
    renewed = { ...renewed, latest_invoice: draft.id };
  }
  await saveSubscription(ctx, subscription, renewed);
}

async function runSubscriptionStep(ctx: Ctx, step: Step, until: number): Promise<void> {
  const subscription = await ctx.store.find<Subscription>(SUBSCRIPTION, step.id, {
    forUpdate: true,
  });
  if (!subscription) return;
  const due = await subscriptionDue(ctx, subscription, until);
  // Another process got here first.
  if (!due || due.kind !== step.kind || due.at !== step.at) return;
  if (step.kind === 'trial_will_end') {
    await ctx.emit('customer.subscription.trial_will_end', subscription);
  } else if (step.kind === 'cancel') {
    await endSubscription(ctx, subscription, step.at, 'canceled');
  } else if (step.kind === 'renew') {
    await renew(ctx, subscription, step.at);
  } else if (step.kind === 'expire') {
    const latest = subscription.latest_invoice as string | null;
    const invoice = latest
      ? await ctx.store.find<Invoice>(INVOICE, latest, { forUpdate: true })
      : null;
    if (invoice?.status === 'open') await voidOpenInvoice(ctx, invoice, step.at);
    const after = await ctx.store.get<Subscription>(SUBSCRIPTION, subscription.id);
    if (after.status === 'incomplete') {
      await endSubscription(ctx, after, step.at, 'incomplete_expired');
    }
  }
}

async function runInvoiceStep(ctx: Ctx, step: Step): Promise<void> {
  let invoice = await ctx.store.find<Invoice>(INVOICE, step.id, { forUpdate: true });
  const due = invoice && invoiceDue(invoice);
  if (!invoice || !due || due.kind !== step.kind || due.at !== step.at) return;
  if (step.kind === 'finalize') invoice = await finalizeInvoice(ctx, invoice, step.at);
  if (invoice.status !== 'open') return;
  await attemptInvoice(ctx, invoice, { off_session: true, now: step.at });
}

/** Test clocks run each due step at its own time, so what it makes carries that time. */
async function setClock(ctx: Ctx, clock: string, at: number): Promise<void> {
  const found = await ctx.store.findAnywhere<StoredObject & Stripe.TestHelpers.TestClock>(clock);
  if (found) await ctx.store.save({ ...found.data, frozen_time: at });
}

/**
 * Moves billing forward to `until`: trial warnings and ends, renewals, finalizations, retries,
 * expiries and scheduled cancellations, one step at a time in time order, for the subscriptions
 * and invoices on `clock` (or on real time when null), each on its own account.
 */
export async function advanceBilling(ctx: Ctx, until: number, clock: string | null): Promise<void> {
  const queue = new StepQueue();
  const first = await dueSteps(ctx, clock, until);
  queue.put(
    first.map((step) => step.id),
    first,
  );
  for (let step = queue.take(); step; step = queue.take()) {
    if (clock) await setClock(ctx, clock, step.at);
    const on = ctx.as(step.account);
    if (step.kind === 'finalize' || step.kind === 'retry') await runInvoiceStep(on, step);
    else await runSubscriptionStep(on, step, until);
    const next = await stepsAfter(ctx, step, until);
    queue.put(next.ids, next.steps);
  }
  if (clock) await setClock(ctx, clock, until);
}
