import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countHitIn, windowStartOf } from './rate-limit.ts';
import { rateLimitHits } from './rate-limit.tables.ts';

/** At most `max` failures of `key` in each fixed window of `windowMs`. */
export type FailureLimit = { key: string; max: number; windowMs: number };

type Slot = { key: string; windowStart: Date };

export type TakenSlots =
  | {
      ok: true;
      /** Each limit's count with this attempt's slot in it, in the order given. */
      counts: number[];
      /** The attempt did not fail (it succeeded, or broke): it must not count as a failure. */
      giveBack(): Promise<void>;
    }
  | { ok: false; refusedBy: FailureLimit };

async function giveBackAll(db: Db, slots: Slot[]) {
  for (const slot of slots) {
    await db
      .update(rateLimitHits)
      .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, slot.key), eq(rateLimitHits.windowStart, slot.windowStart)));
  }
}

/**
 * Counts failures, not attempts, without a gap between checking and counting: an attempt takes
 * a slot of every limit first (one atomic `insert ... on conflict do update ... returning` each,
 * shared by every server process), keeps them if it fails and gives them back otherwise. So
 * concurrent attempts cannot slip past a limit together: each count includes those still running.
 * Over a limit, the slots just taken are given back and the limit that refused is named.
 */
export async function takeFailureSlots(db: Db, limits: FailureLimit[]): Promise<TakenSlots> {
  const taken: Slot[] = [];
  const counts: number[] = [];
  for (const limit of limits) {
    const slot = { key: limit.key, windowStart: windowStartOf(limit.windowMs) };
    const count = await countHitIn(db, slot.key, slot.windowStart);
    taken.push(slot);
    if (count > limit.max) {
      await giveBackAll(db, taken);
      return { ok: false, refusedBy: limit };
    }
    counts.push(count);
  }
  return { ok: true, counts, giveBack: () => giveBackAll(db, taken) };
}

/**
 * True for exactly one caller per key and window, however many ask at once: the first insert
 * of the row wins, every other one meets the conflict and does nothing.
 */
export async function claimOncePerWindow(db: Db, key: string, windowMs: number): Promise<boolean> {
  const rows = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: windowStartOf(windowMs), count: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimitHits.key });
  return rows.length === 1;
}
