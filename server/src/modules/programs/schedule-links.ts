import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { plans, planTracks } from './programs.tables.ts';

/**
 * The program's default track: its first active track, or 'Main', made the first time a block
 * needs one (every program has a default track; clients follow it unless moved to others).
 */
export async function defaultTrackOf(db: Db, planId: number): Promise<number> {
  const first = async () => {
    const [row] = await db
      .select({ id: planTracks.id })
      .from(planTracks)
      .where(and(eq(planTracks.planId, planId), eq(planTracks.archived, false)))
      .orderBy(asc(planTracks.position), asc(planTracks.id))
      .limit(1);
    return row?.id;
  };
  const found = await first();
  if (found) return found;
  await db.insert(planTracks).values({ planId, name: 'Main', position: 0 }).onConflictDoNothing();
  return (await first())!;
}

/** The program's active tracks' ids (a block may be put on any of them). */
export async function activeTrackIds(db: Db, planId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: planTracks.id })
    .from(planTracks)
    .where(and(eq(planTracks.planId, planId), eq(planTracks.archived, false)));
  return new Set(rows.map((r) => r.id));
}

/** Kept by the schedule: the last day that holds training (dated programs). */
export async function setTrainingScheduledTo(db: Db, planId: number, day: string | null) {
  await db.update(plans).set({ trainingScheduledTo: day }).where(eq(plans.id, planId));
}
