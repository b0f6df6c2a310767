import { and, between, count, eq, inArray } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import {
  blockComments,
  blockCompletions,
  dayCompletions,
  dayFeedback,
  macroLogs,
  performedSets,
} from './tracking.tables.ts';

export type PerformedSetRow = typeof performedSets.$inferSelect;
export type MacroLogRow = typeof macroLogs.$inferSelect;
export type FeedbackRow = typeof dayFeedback.$inferSelect;

/** What a client recorded on some blocks and days: one query per kind, for all of them. */
export type DayResults = {
  sets: PerformedSetRow[];
  doneBlocks: Set<number>;
  doneDays: Set<number>;
  macros: Map<number, MacroLogRow>;
  comments: Map<number, number>;
  feedback: FeedbackRow[];
};

export async function readResults(
  db: Db,
  userId: number,
  blockIds: number[],
  dayIds: number[],
): Promise<DayResults> {
  if (blockIds.length === 0 && dayIds.length === 0) {
    const empty = { doneBlocks: new Set<number>(), doneDays: new Set<number>() };
    return { ...empty, sets: [], macros: new Map(), comments: new Map(), feedback: [] };
  }
  const blocks = blockIds.length ? blockIds : [0];
  const days = dayIds.length ? dayIds : [0];
  const [sets, doneBlocks, doneDays, macros, comments, feedback] = await Promise.all([
    db
      .select()
      .from(performedSets)
      .where(and(eq(performedSets.userId, userId), inArray(performedSets.blockId, blocks))),
    db
      .select({ id: blockCompletions.blockId })
      .from(blockCompletions)
      .where(and(eq(blockCompletions.userId, userId), inArray(blockCompletions.blockId, blocks))),
    db
      .select({ id: dayCompletions.dayId })
      .from(dayCompletions)
      .where(and(eq(dayCompletions.userId, userId), inArray(dayCompletions.dayId, days))),
    db
      .select()
      .from(macroLogs)
      .where(and(eq(macroLogs.userId, userId), inArray(macroLogs.blockId, blocks))),
    db
      .select({ blockId: blockComments.blockId, n: count() })
      .from(blockComments)
      .where(and(eq(blockComments.clientId, userId), inArray(blockComments.blockId, blocks)))
      .groupBy(blockComments.blockId),
    db
      .select()
      .from(dayFeedback)
      .where(and(eq(dayFeedback.userId, userId), inArray(dayFeedback.dayId, days))),
  ]);
  return {
    sets,
    doneBlocks: new Set(doneBlocks.map((row) => row.id)),
    doneDays: new Set(doneDays.map((row) => row.id)),
    macros: new Map(macros.map((row) => [row.blockId, row])),
    comments: new Map(comments.map((row) => [row.blockId, row.n])),
    feedback,
  };
}

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
