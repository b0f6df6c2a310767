import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import { now } from '../clock.ts';
import { rateLimitHits } from './rate-limit.tables.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts one attempt for each key (e.g. `sign_in:ip:1.2.3.4`, `sign_in:email:a@b.c`) in the
 * current 15-minute window, in the database so every server process shares the count.
 */
export async function hitRateLimit(db: Db, keys: string[], max: number): Promise<void> {
  const windowStart = new Date(Math.floor(now().getTime() / WINDOW_MS) * WINDOW_MS);
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
      throw new AppError('TOO_MANY_REQUESTS', errorMessages.tooManyRequests);
  }
}
