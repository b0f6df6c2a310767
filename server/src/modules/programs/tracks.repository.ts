import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TrackRow } from './programs.repository.ts';
import { planTracks } from './programs.tables.ts';

/** A program's tracks, active and archived, in the program's order (the first active is the default). */
export async function tracksOfPlan(db: Db, planId: number): Promise<TrackRow[]> {
  return db
    .select()
    .from(planTracks)
    .where(eq(planTracks.planId, planId))
    .orderBy(asc(planTracks.position), asc(planTracks.id));
}
