import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { p } from '../../core/params.ts';
import { shiftByIntervals } from './periods.ts';
import type { Interval, Price } from './prices.ts';
import { checkApplicationFee, percentParam } from './subscription-create.ts';
import { checkItemsMatch, recurringPrice } from './subscription-items.ts';
import { periodOf, type Subscription, type SubscriptionItem } from './subscription-shape.ts';
import { newPhase, phaseItem, type Phase, type Schedule } from './schedule-shape.ts';

const prorationBehavior = p.oneOf(['always_invoice', 'create_prorations', 'none']);

export const phaseParams = p.object({
  items: p.array(
    p.object({
      price: p.string(),
      quantity: p.integer().optional(),
      metadata: p.metadata().optional(),
    }),
  ),
  start_date: p.timestamp().optional(),
  end_date: p.timestamp().optional(),
  duration: p
    .object({
      interval: p.oneOf(['day', 'week', 'month', 'year']),
      interval_count: p.integer().optional(),
    })
    .optional(),
  iterations: p.integer().optional(),
  trial_end: p.timestamp().optional(),
  proration_behavior: prorationBehavior.optional(),
  application_fee_percent: percentParam.optional(),
  metadata: p.metadata().optional(),
});
type PhaseParams = z.output<typeof phaseParams>;

/** What the sandbox cannot model: a change that would bill part of a period. */
function midPeriod(param: string): never {
  throw invalidRequest(
    "The sandbox changes a subscription's phases only at the ends of its billing periods: the current phase keeps its items and ends with the current period, and each later phase lasts whole periods of its price.",
    param,
  );
}

/** The phase's length as asked: `end_date`, `duration` (this API version) or `iterations`. */
function askedEnd(phase: PhaseParams, price: Price, start: number, name: string, last: boolean) {
  const ways = (['end_date', 'duration', 'iterations'] as const).filter(
    (key) => phase[key] !== undefined,
  );
  if (ways.length > 1) {
    throw invalidRequest(
      `You may only specify one of these parameters: ${ways.join(', ')}.`,
      `${name}[${ways[1]}]`,
    );
  }
  const recurring = price.recurring!;
  if (phase.duration) {
    const { interval, interval_count } = phase.duration;
    return shiftByIntervals(start, interval, interval_count ?? 1, 1);
  }
  if (phase.iterations !== undefined) {
    if (phase.iterations < 1)
      throw invalidRequest('Invalid positive integer', `${name}[iterations]`);
    const interval = recurring.interval as Interval;
    return shiftByIntervals(start, interval, recurring.interval_count, phase.iterations);
  }
  if (phase.end_date !== undefined && phase.end_date !== 'now') return phase.end_date;
  if (last && phase.end_date === undefined) {
    return shiftByIntervals(start, recurring.interval as Interval, recurring.interval_count, 1);
  }
  throw invalidRequest(
    `Missing required param: ${name}[end_date].`,
    `${name}[end_date]`,
    'parameter_missing',
  );
}

/** The end of a phase of whole periods of `price` from `start`. */
function phaseEnd(phase: PhaseParams, price: Price, start: number, index: number, last: boolean) {
  const name = `phases[${index}]`;
  const end = askedEnd(phase, price, start, name, last);
  const recurring = price.recurring!;
  const shift = (periods: number) =>
    shiftByIntervals(start, recurring.interval as Interval, recurring.interval_count, periods);
  for (let periods = 1; shift(periods) <= end; periods++) {
    if (shift(periods) === end) return end;
  }
  return midPeriod(`${name}[end_date]`);
}

const sameItems = (phase: PhaseParams, items: SubscriptionItem[]) =>
  phase.items.length === items.length &&
  phase.items.every(
    (item, index) =>
      item.price === items[index]!.price.id &&
      (item.quantity ?? 1) === (items[index]!.quantity ?? 1),
  );

/** The current phase as asked: the subscription's items, to the current period's end. */
function currentPhase(subscription: Subscription, schedule: Schedule, phase: PhaseParams): Phase {
  const current = schedule.phases.find(
    (entry) => entry.start_date === schedule.current_phase?.start_date,
  )!;
  const start = phase.start_date === 'now' ? current.start_date : phase.start_date;
  if (start !== undefined && start !== current.start_date) {
    throw invalidRequest(
      'You can not modify the start date of the current phase.',
      'phases[0][start_date]',
    );
  }
  const period = periodOf(subscription);
  const endsWithPeriod =
    (phase.end_date === undefined &&
      phase.iterations === undefined &&
      phase.duration === undefined) ||
    phase.end_date === period.end ||
    phase.iterations === 1;
  if (!sameItems(phase, subscription.items.data) || !endsWithPeriod) midPeriod('phases[0]');
  const trialEnd = phase.trial_end === 'now' ? null : (phase.trial_end ?? current.trial_end);
  if (trialEnd !== current.trial_end) midPeriod('phases[0][trial_end]');
  return {
    ...current,
    end_date: period.end,
    items: phase.items.map((item, index) =>
      phaseItem(
        subscription.items.data[index]!.price,
        item.quantity ?? 1,
        mergeMetadata({}, item.metadata),
      ),
    ),
    proration_behavior: phase.proration_behavior ?? current.proration_behavior,
    application_fee_percent:
      typeof phase.application_fee_percent === 'number'
        ? phase.application_fee_percent
        : current.application_fee_percent,
    metadata: mergeMetadata(current.metadata ?? {}, phase.metadata),
  };
}

/** A later phase: whole periods of its recurring prices, in the subscription's currency. */
async function laterPhase(
  ctx: Ctx,
  subscription: Subscription,
  phase: PhaseParams,
  index: number,
  start: number,
  last: boolean,
): Promise<Phase> {
  const name = `phases[${index}]`;
  if (phase.start_date !== undefined && phase.start_date !== start) {
    throw invalidRequest(
      `The start date of ${name} must be the end date of the phase before it.`,
      `${name}[start_date]`,
    );
  }
  if (phase.trial_end !== undefined) midPeriod(`${name}[trial_end]`);
  checkApplicationFee(ctx, phase.application_fee_percent);
  const prices = await Promise.all(
    phase.items.map((item, at) => recurringPrice(ctx, item.price, `${name}[items][${at}][price]`)),
  );
  checkItemsMatch(prices.map((price) => ({ price })));
  const currency = prices[0]!.currency;
  if (currency !== subscription.currency) {
    throw invalidRequest(
      `The price's currency (${currency}) must match the subscription's currency (${subscription.currency}).`,
      `${name}[items][0][price]`,
    );
  }
  return newPhase({
    start,
    end: phaseEnd(phase, prices[0]!, start, index, last),
    items: phase.items.map((item, at) =>
      phaseItem(prices[at]!, item.quantity ?? 1, mergeMetadata({}, item.metadata)),
    ),
    currency,
    applicationFeePercent:
      typeof phase.application_fee_percent === 'number' ? phase.application_fee_percent : null,
    prorationBehavior: phase.proration_behavior ?? 'create_prorations',
    trialEnd: null,
    metadata: mergeMetadata({}, phase.metadata),
  });
}

/** `phases[]` of an update: the current phase first, then what follows it, end to start. */
export async function phasesFrom(
  ctx: Ctx,
  subscription: Subscription,
  schedule: Schedule,
  asked: PhaseParams[],
): Promise<Phase[]> {
  if (!asked.length) {
    throw invalidRequest('Missing required param: phases.', 'phases', 'parameter_missing');
  }
  const phases = [currentPhase(subscription, schedule, asked[0]!)];
  for (let index = 1; index < asked.length; index++) {
    const start = phases[index - 1]!.end_date;
    const last = index === asked.length - 1;
    phases.push(await laterPhase(ctx, subscription, asked[index]!, index, start, last));
  }
  return phases;
}
