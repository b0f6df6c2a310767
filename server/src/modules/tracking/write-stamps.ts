import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { resultStamps } from './tracking.tables.ts';

/** The things a client writes whose last write wins: one stamp each (per client). */
export const stampTargets = {
  set: (blockExerciseId: number, setIndex: number) => `set:${blockExerciseId}:${setIndex}`,
  blockDone: (blockId: number) => `block_done:${blockId}`,
  dayDone: (dayId: number) => `day_done:${dayId}`,
  macros: (blockId: number) => `macros:${blockId}`,
};

/** When a write was made, and whether it was stamped by the device. */
export type WriteStamp = { at: Date; fromDevice: boolean };

/**
 * When a write was made: the device's `recorded_at`, but never later than the server's now (a
 * phone whose clock runs ahead would otherwise hold its value against every write until its
 * time came). A write with no stamp (an app not yet updated) is made now and always applies, as
 * before stamps.
 */
export function writeStamp(rc: RequestContext, recordedAt: string | undefined): WriteStamp {
  if (recordedAt === undefined) return { at: rc.now, fromDevice: false };
  const at = new Date(recordedAt);
  return { at: at.getTime() < rc.now.getTime() ? at : rc.now, fromDevice: true };
}

/**
 * Takes the stamp of each target for a write, where the stamp held is older (or there is none;
 * an unstamped write takes them all), and answers the targets taken: a write may change those
 * only. In the write's transaction, so a write that fails leaves the stamp as it was; on
 * PostgreSQL the upsert locks the row, so two writes of one thing at once are ordered by their
 * stamps too. The same stamp again (a replay of the write itself) takes nothing.
 */
export async function claimStamps(
  tx: Db,
  userId: number,
  targets: string[],
  stamp: WriteStamp,
): Promise<Set<string>> {
  if (targets.length === 0) return new Set();
  const claimed = await tx
    .insert(resultStamps)
    .values(targets.map((target) => ({ userId, target, recordedAt: stamp.at })))
    .onConflictDoUpdate({
      target: [resultStamps.userId, resultStamps.target],
      set: { recordedAt: sql`excluded.recorded_at` },
      ...(stamp.fromDevice
        ? { setWhere: lt(resultStamps.recordedAt, sql`excluded.recorded_at`) }
        : {}),
    })
    .returning({ target: resultStamps.target });
  return new Set(claimed.map((row) => row.target));
}

/** Whether the write is the newest of one target: it takes the stamp if so. */
export async function claimStamp(tx: Db, userId: number, target: string, stamp: WriteStamp) {
  return (await claimStamps(tx, userId, [target], stamp)).has(target);
}
