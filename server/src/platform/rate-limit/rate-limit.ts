import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import { now } from '../clock.ts';
import { rateLimitHits } from './rate-limit.tables.ts';

const WINDOW_MS = 15 * 60 * 1000;

export type RateLimitOptions = {
  /** The fixed window's length; 15 minutes unless given. */
  windowMs?: number;
  /** The 429's message; 'Too many attempts...' unless given. */
  message?: string;
};

/**
 * Counts one attempt for each key (e.g. `sign_in:ip:1.2.3.4`, `sign_in:email:a@b.c`) in the
 * current window (15 minutes by default), in the database so every server process shares the
 * count. Over `max` in a window answers 429.
 */
export async function hitRateLimit(
  db: Db,
  keys: string[],
  max: number,
  options: RateLimitOptions = {},
): Promise<void> {
  const windowMs = options.windowMs ?? WINDOW_MS;
  const windowStart = new Date(Math.floor(now().getTime() / windowMs) * windowMs);
  for (const key of keys) {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    if (row && row.count > max)
      throw new AppError('TOO_MANY_REQUESTS', options.message ?? errorMessages.tooManyRequests);
  }
}
