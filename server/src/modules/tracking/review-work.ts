import type { BlockKind } from '@forma/contract/training/schedule.schemas';
import type { DayWork } from '@forma/contract/tracking/completion.rules';
import type { DayContent } from '../training/training.api.ts';

/** Blocks that ask for work (notes are read, not done). */
const WORK_KINDS: readonly BlockKind[] = ['training', 'sets', 'macros', 'challenge'];
/** Blocks done by logging every prescribed set. */
const SET_KINDS: readonly BlockKind[] = ['training', 'sets'];

export const isWorkBlock = (kind: BlockKind) => WORK_KINDS.includes(kind);
export const holdsWork = (content: DayContent) =>
  content.blocks.some(({ block }) => isWorkBlock(block.kind));

/** What one client recorded, looked up by client and block or day. */
export type ResultIndex = {
  sets(userId: number, blockId: number): number;
  blockDone(userId: number, blockId: number): boolean;
  macros(userId: number, blockId: number): boolean;
  dayDone(userId: number, dayId: number): boolean;
};

/**
 * A client's work on a day, over the blocks of `tracks` (contract completion.rules.ts reads it):
 * null when none of the blocks they see asks for work.
 */
export function dayWorkOf(
  content: DayContent,
  tracks: ReadonlySet<number>,
  userId: number,
  results: ResultIndex,
): DayWork | null {
  const blocks = content.blocks.filter(({ block }) => tracks.has(block.trackId));
  const work = blocks.filter(({ block }) => isWorkBlock(block.kind));
  if (work.length === 0) return null;
  const doneBlocks = work.filter(({ block, exercises }) => {
    if (results.blockDone(userId, block.id)) return true;
    if (!SET_KINDS.includes(block.kind)) return false;
    const prescribed = exercises.reduce((sum, e) => sum + e.sets.length, 0);
    return prescribed > 0 && results.sets(userId, block.id) >= prescribed;
  }).length;
  const anyRecorded = blocks.some(
    ({ block }) =>
      results.blockDone(userId, block.id) ||
      results.sets(userId, block.id) > 0 ||
      results.macros(userId, block.id),
  );
  return {
    workBlocks: work.length,
    doneBlocks,
    anyRecorded,
    dayDone: results.dayDone(userId, content.day.id),
  };
}
