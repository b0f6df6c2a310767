import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { membershipTracks } from './client-tracks.tables.ts';

/** The database or a transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

/** The tracks chosen for each membership (a membership with none is left out). */
export async function chosenTracksOf(
  db: Executor,
  membershipIds: readonly number[],
): Promise<Map<number, number[]>> {
  const chosen = new Map<number, number[]>();
  if (membershipIds.length === 0) return chosen;
  const rows = await db
    .select({ membershipId: membershipTracks.membershipId, trackId: membershipTracks.trackId })
    .from(membershipTracks)
    .where(inArray(membershipTracks.membershipId, [...new Set(membershipIds)]))
    .orderBy(asc(membershipTracks.trackId));
  for (const row of rows) {
    const list = chosen.get(row.membershipId);
    if (list) list.push(row.trackId);
    else chosen.set(row.membershipId, [row.trackId]);
  }
  return chosen;
}

/** The tracks the coach chose for one client (none: the program's default track). */
export async function chosenTracksOfMembership(
  db: Executor,
  membershipId: number,
): Promise<number[]> {
  return (await chosenTracksOf(db, [membershipId])).get(membershipId) ?? [];
}

/** Puts the client on exactly `trackIds`: the rows of the others go, the kept ones stay as they are. */
export async function replaceChosenTracks(db: Executor, membershipId: number, trackIds: number[]) {
  const current = await chosenTracksOfMembership(db, membershipId);
  const gone = current.filter((id) => !trackIds.includes(id));
  const added = trackIds.filter((id) => !current.includes(id));
  if (gone.length > 0) {
    await db
      .delete(membershipTracks)
      .where(
        and(
          eq(membershipTracks.membershipId, membershipId),
          inArray(membershipTracks.trackId, gone),
        ),
      );
  }
  if (added.length > 0) {
    await db
      .insert(membershipTracks)
      .values(added.map((trackId) => ({ membershipId, trackId })))
      .onConflictDoNothing();
  }
}
