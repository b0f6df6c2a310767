import { dayId } from './calendar-shape';
import type { Days, DraftDay } from './schedule-model';

/** One change as it can be undone: the days it touched, as they were before it. */
export type HistoryEntry = { before: DraftDay[] };

export const HISTORY_SIZE = 50;

/**
 * The content to write back when a change is undone. Versions are today's (the undo is a new
 * save), and ids are the ones the blocks and exercises hold now: a block saved since keeps its
 * row, one deleted since comes back as a new row.
 */
export function restoreDays(before: readonly DraftDay[], current: Days): DraftDay[] {
  const blockIds = new Map<string, number>();
  const exerciseIds = new Map<string, number>();
  const liveBlocks = new Set<number>();
  const liveExercises = new Set<number>();
  for (const day of Object.values(current)) {
    for (const block of day.blocks) {
      if (block.id !== undefined) {
        blockIds.set(block.key, block.id);
        liveBlocks.add(block.id);
      }
      for (const item of block.exercises) {
        if (item.id === undefined) continue;
        exerciseIds.set(item.key, item.id);
        liveExercises.add(item.id);
      }
    }
  }
  const idOf = (
    key: string,
    id: number | undefined,
    byKey: Map<string, number>,
    live: Set<number>,
  ) => byKey.get(key) ?? (id !== undefined && live.has(id) ? id : undefined);

  return before.map((day) => ({
    ...day,
    id: current[dayId(day.key)]?.id ?? day.id,
    version: current[dayId(day.key)]?.version ?? day.version,
    blocks: day.blocks.map((block) => ({
      ...block,
      id: idOf(block.key, block.id, blockIds, liveBlocks),
      exercises: block.exercises.map((item) => ({
        ...item,
        id: idOf(item.key, item.id, exerciseIds, liveExercises),
      })),
    })),
  }));
}
