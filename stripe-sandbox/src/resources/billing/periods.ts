import type { Interval } from './prices.ts';

const DAY = 86_400;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The anchor moved forward by `months`, as Stripe bills: a month end clamps (Jan 31 + 1 month =
 * Feb 28 or 29) and the anchor's own day returns after it (Jan 31 + 2 months = Mar 31).
 */
function addMonths(anchor: number, months: number): number {
  const date = new Date(anchor * 1000);
  const total = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  const moved = Date.UTC(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  return moved / 1000;
}

/** The anchor moved forward by `periods` whole billing intervals. */
export function shiftByIntervals(
  anchor: number,
  interval: Interval,
  count: number,
  periods: number,
): number {
  const steps = count * periods;
  if (interval === 'day') return anchor + steps * DAY;
  if (interval === 'week') return anchor + steps * 7 * DAY;
  if (interval === 'month') return addMonths(anchor, steps);
  return addMonths(anchor, steps * 12);
}

/**
 * The end of the period that starts at or after `start`, counted from the billing cycle anchor:
 * the first anchor + n intervals that lies after `start`.
 */
export function periodEndAfter(
  anchor: number,
  start: number,
  interval: Interval,
  count: number,
): number {
  if (anchor > start) return anchor;
  // Jump close first so a clock moved years ahead does not walk period by period.
  const approxLength = shiftByIntervals(0, interval, count, 1) || DAY;
  let periods = Math.max(1, Math.floor((start - anchor) / approxLength) - 1);
  let end = shiftByIntervals(anchor, interval, count, periods);
  while (end > start && periods > 1) {
    periods -= 1;
    end = shiftByIntervals(anchor, interval, count, periods);
  }
  while (end <= start) {
    periods += 1;
    end = shiftByIntervals(anchor, interval, count, periods);
  }
  return end;
}
