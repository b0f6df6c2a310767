import type { Completion } from '@forma/contract/tracking/calendar.schemas';
import { completionOf } from '@forma/contract/tracking/completion.rules';
import type { DayContent } from '../training/training.api.ts';
import type { DayResults } from './results.repository.ts';

type TrackedBlockOf = DayContent['blocks'][number];

/** Blocks that ask for work (notes are read, not done). */
const WORK_KINDS = new Set(['training', 'sets', 'macros', 'challenge']);

/** The block exercise ids and set indexes a client has a result for. */
export function loggedSets(results: DayResults): Set<string> {
  return new Set(results.sets.map((set) => `${set.blockExerciseId}:${set.setIndex}`));
}

/**
 * A block is done when marked done; a training or sets block also when every prescribed set
 * has a result (completion.rules.ts).
 */
export function isBlockDone(
  { block, exercises }: TrackedBlockOf,
  results: DayResults,
  logged: Set<string>,
): boolean {
  if (results.doneBlocks.has(block.id)) return true;
  if (block.kind !== 'training' && block.kind !== 'sets') return false;
  const prescribed = exercises.flatMap((e) => e.sets.map((_set, index) => `${e.id}:${index}`));
  return prescribed.length > 0 && prescribed.every((key) => logged.has(key));
}

/** The completion of one client's day over the blocks they see. */
export function dayCompletion(
  content: DayContent,
  results: DayResults,
  logged: Set<string>,
): Completion {
  const blockIds = new Set(content.blocks.map((b) => b.block.id));
  const work = content.blocks.filter((b) => WORK_KINDS.has(b.block.kind));
  return completionOf({
    workBlocks: work.length,
    doneBlocks: work.filter((b) => isBlockDone(b, results, logged)).length,
    anyRecorded:
      results.sets.some((set) => set.blockId !== null && blockIds.has(set.blockId)) ||
      [...blockIds].some((id) => results.macros.has(id) || results.doneBlocks.has(id)),
    dayDone: results.doneDays.has(content.day.id),
  });
}
