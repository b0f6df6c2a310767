import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import { now } from '../clock.ts';
import { rateLimitHits } from './rate-limit.tables.ts';

export const WINDOW_MS = 15 * 60 * 1000;

/** The start of the fixed window of `windowMs` that holds the present moment. */
export function windowStartOf(windowMs: number): Date {
  return new Date(Math.floor(now().getTime() / windowMs) * windowMs);
}

export type RateLimitOptions = {
  /** The fixed window's length; 15 minutes unless given. */
  windowMs?: number;
  /** The 429's message; 'Too many attempts...' unless given. */
  message?: string;
};

/** Counts one more hit of `key` in the window starting at `windowStart`; answers its count. */
export async function countHitIn(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return row!.count;
}

/** Counts one more hit of `key` in its current fixed window; answers the window's count. */
export function countHit(db: Db, key: string, windowMs: number = WINDOW_MS): Promise<number> {
  return countHitIn(db, key, windowStartOf(windowMs));
}

/**
 * Counts one attempt for each key (e.g. `sign_up:ip:1.2.3.4`, `sign_up:email:a@b.c`) in the
 * current window (15 minutes by default), in the database so every server process shares the
 * count. Over `max` in a window answers 429.
 */
export async function hitRateLimit(
  db: Db,
  keys: string[],
  max: number,
  options: RateLimitOptions = {},
): Promise<void> {
  for (const key of keys) {
    if ((await countHit(db, key, options.windowMs)) > max)
      throw new AppError('TOO_MANY_REQUESTS', options.message ?? errorMessages.tooManyRequests);
  }
}
