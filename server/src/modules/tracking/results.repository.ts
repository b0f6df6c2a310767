import { and, between, eq, inArray } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import { performedSets } from './tracking.tables.ts';

/**
 * The blocks a client recorded results on (a performed set): of some blocks, or of some
 * programs between two dates. Past days show them whatever their track.
 */
export async function recordedBlockIds(
  db: Db,
  userId: number,
  of: { blockIds: number[] } | { planIds: number[]; from: Day; to: Day },
): Promise<Set<number>> {
  const s = performedSets;
  const where =
    'blockIds' in of
      ? of.blockIds.length
        ? inArray(s.blockId, of.blockIds)
        : undefined
      : of.planIds.length
        ? and(inArray(s.planId, of.planIds), between(s.performedOn, of.from, of.to))
        : undefined;
  if (where === undefined) return new Set();
  const rows = await db
    .selectDistinct({ blockId: s.blockId })
    .from(s)
    .where(and(eq(s.userId, userId), where));
  return new Set(rows.flatMap((row) => (row.blockId === null ? [] : [row.blockId])));
}
