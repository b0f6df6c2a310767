import { and, asc, eq } from 'drizzle-orm';
import { trackMessages } from '@forma/contract/programs/programs.messages';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../platform/errors/app-error.ts';
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
  const made = await first();
  // 'Main' exists but is archived: the program's tracks were all archived before that was refused.
  if (!made) throw invalid('track_id', trackMessages.noActiveTrack);
  return made;
}

/** Kept by the schedule: the last day that holds training (dated programs). */
export async function setTrainingScheduledTo(db: Db, planId: number, day: string | null) {
  await db.update(plans).set({ trainingScheduledTo: day }).where(eq(plans.id, planId));
}
