import { RATE_LIMITS, type RateLimitName } from '@forma/contract/common/rate-limits';
import { now } from '../clock.ts';
import { AppError } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import type { RequestContext } from '../request-context.ts';
import { takeFailureSlots, type FailureLimit } from './failure-slots.ts';
import { windowStartOf } from './rate-limit.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The time left as a person reads it: '42 seconds', '5 minutes', '3 hours'. */
export function waitText(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** Seconds until the fixed window of `windowMs` that holds the present moment ends. */
function secondsLeftIn(windowMs: number): number {
  const ends = windowStartOf(windowMs).getTime() + windowMs;
  return Math.max(1, Math.ceil((ends - now().getTime()) / 1000));
}

/** 429 'You are doing that too often. Try again in N seconds.' with `Retry-After: N`. */
function tooOften(windowMs: number): AppError {
  const seconds = secondsLeftIn(windowMs);
  return new AppError(
    'TOO_MANY_REQUESTS',
    errorMessages.tooOften(waitText(seconds)),
    undefined,
    {},
    {
      'Retry-After': String(seconds),
    },
  );
}

/**
 * Takes the caller's place in a declared limit (per minute and per day, shared by every server
 * process) before the call runs; over either answers 429. The place is kept only if the call
 * succeeds: the answer is a function that gives it back, for a call that failed.
 */
export async function takePersonLimit(
  rc: RequestContext,
  name: RateLimitName,
): Promise<() => Promise<void>> {
  const { perMinute, perDay } = RATE_LIMITS[name];
  const who = rc.caller ? `user:${rc.caller.user.id}` : `ip:${rc.meta.ip}`;
  const limits: FailureLimit[] = [
    { key: `${name}:minute:${who}`, max: perMinute, windowMs: MINUTE_MS },
    { key: `${name}:day:${who}`, max: perDay, windowMs: DAY_MS },
  ];
  // The same slots as failed sign-ins, kept on success instead of on failure.
  const slots = await takeFailureSlots(rc.db, limits);
  if (!slots.ok) throw tooOften(slots.refusedBy.windowMs);
  return slots.giveBack;
}
