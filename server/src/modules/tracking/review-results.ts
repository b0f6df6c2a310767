import { and, count, eq, inArray, type Column } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ResultIndex } from './review-work.ts';
import {
  blockCompletions,
  blockComments,
  dayCompletions,
  dayFeedback,
  macroLogs,
  performedSets,
} from './tracking.tables.ts';

const key = (userId: number, id: number) => `${userId}:${id}`;

function indexOf(rows: {
  sets: { userId: number; blockId: number | null; n: number }[];
  blocksDone: { userId: number; blockId: number }[];
  macros: { userId: number; blockId: number }[];
  daysDone: { userId: number; dayId: number }[];
}): ResultIndex {
  const sets = new Map(rows.sets.map((r) => [key(r.userId, r.blockId ?? 0), r.n]));
  const blocksDone = new Set(rows.blocksDone.map((r) => key(r.userId, r.blockId)));
  const macros = new Set(rows.macros.map((r) => key(r.userId, r.blockId)));
  const daysDone = new Set(rows.daysDone.map((r) => key(r.userId, r.dayId)));
  return {
    sets: (userId, blockId) => sets.get(key(userId, blockId)) ?? 0,
    blockDone: (userId, blockId) => blocksDone.has(key(userId, blockId)),
    macros: (userId, blockId) => macros.has(key(userId, blockId)),
    dayDone: (userId, dayId) => daysDone.has(key(userId, dayId)),
  };
}

/** Only the one client of a 1-2-1 review, if any. */
const ofUser = (column: Column, userId: number | null) =>
  userId === null ? undefined : eq(column, userId);

/**
 * What every client recorded on these blocks and days, counted in SQL (four grouped queries
 * over the block and day indexes, whatever the number of clients and days).
 */
export async function resultCounts(
  db: Db,
  blockIds: number[],
  dayIds: number[],
  userId: number | null,
): Promise<ResultIndex> {
  if (blockIds.length === 0) return indexOf({ sets: [], blocksDone: [], macros: [], daysDone: [] });
  const [p, b, m, d] = [performedSets, blockCompletions, macroLogs, dayCompletions];
  const [sets, blocksDone, macros, daysDone] = await Promise.all([
    db
      .select({ userId: p.userId, blockId: p.blockId, n: count() })
      .from(p)
      .where(and(inArray(p.blockId, blockIds), ofUser(p.userId, userId)))
      .groupBy(p.userId, p.blockId),
    db
      .select({ userId: b.userId, blockId: b.blockId })
      .from(b)
      .where(and(inArray(b.blockId, blockIds), ofUser(b.userId, userId))),
    db
      .select({ userId: m.userId, blockId: m.blockId })
      .from(m)
      .where(and(inArray(m.blockId, blockIds), ofUser(m.userId, userId))),
    dayIds.length === 0
      ? []
      : db
          .select({ userId: d.userId, dayId: d.dayId })
          .from(d)
          .where(and(inArray(d.dayId, dayIds), ofUser(d.userId, userId))),
  ]);
  return indexOf({ sets, blocksDone, macros, daysDone });
}

/** Everything these clients recorded on one day's blocks, for the review panels. */
export async function dayResults(db: Db, dayId: number, blockIds: number[], userIds: number[]) {
  const none = { sets: [], blocksDone: [], macros: [], daysDone: [], comments: [], feedback: [] };
  if (userIds.length === 0) return { ...none, index: indexOf(none) };
  const [p, b, m, d, c, f] = [
    performedSets,
    blockCompletions,
    macroLogs,
    dayCompletions,
    blockComments,
    dayFeedback,
  ];
  const onBlocks = blockIds.length > 0;
  const [sets, blocksDone, macros, daysDone, comments, feedback] = await Promise.all([
    onBlocks
      ? db
          .select()
          .from(p)
          .where(and(inArray(p.blockId, blockIds), inArray(p.userId, userIds)))
          .orderBy(p.blockId, p.blockExerciseId, p.setIndex)
      : [],
    onBlocks
      ? db
          .select()
          .from(b)
          .where(and(inArray(b.blockId, blockIds), inArray(b.userId, userIds)))
      : [],
    onBlocks
      ? db
          .select()
          .from(m)
          .where(and(inArray(m.blockId, blockIds), inArray(m.userId, userIds)))
      : [],
    db
      .select()
      .from(d)
      .where(and(eq(d.dayId, dayId), inArray(d.userId, userIds))),
    onBlocks
      ? db
          .select({ clientId: c.clientId, n: count() })
          .from(c)
          .where(and(inArray(c.blockId, blockIds), inArray(c.clientId, userIds)))
          .groupBy(c.clientId)
      : [],
    db
      .select()
      .from(f)
      .where(and(eq(f.dayId, dayId), inArray(f.userId, userIds)))
      .orderBy(f.kind),
  ]);
  const counted = sets.map((s) => ({ userId: s.userId, blockId: s.blockId, n: 1 }));
  const setCounts = new Map<string, { userId: number; blockId: number | null; n: number }>();
  for (const row of counted) {
    const at = setCounts.get(key(row.userId, row.blockId ?? 0));
    if (at) at.n += 1;
    else setCounts.set(key(row.userId, row.blockId ?? 0), { ...row });
  }
  const index = indexOf({ sets: [...setCounts.values()], blocksDone, macros, daysDone });
  return { sets, blocksDone, macros, daysDone, comments, feedback, index };
}
