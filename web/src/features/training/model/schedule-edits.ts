import { trainingMessages as m } from '@forma/contract/training/schedule.messages';
import type { Days, DraftBlock, DraftDay, DraftExercise } from './schedule-model';
import { normaliseSupersets } from './supersets';

/** The schema's limits (schedule.schemas.ts). */
export const LIMITS = { blocks: 30, exercises: 40, sets: 50 } as const;

/**
 * A change: the new content of the days it touches, or why it is refused. The store keeps the
 * days as they were (for undo) and saves the new ones.
 */
export type EditResult = { days: DraftDay[] } | { refused: string };

const ok = (...days: DraftDay[]): EditResult => ({ days });

export const blockPlace = (day: DraftDay, blockKey: string) =>
  day.blocks.findIndex((block) => block.key === blockKey);

function withBlocks(day: DraftDay, blocks: DraftBlock[]): EditResult {
  return blocks.length > LIMITS.blocks ? { refused: m.tooManyBlocks } : ok({ ...day, blocks });
}

export function addBlock(days: Days, id: string, block: DraftBlock, index?: number): EditResult {
  const day = days[id]!;
  const blocks = [...day.blocks];
  blocks.splice(index ?? blocks.length, 0, block);
  return withBlocks(day, blocks);
}

export function updateBlock(
  days: Days,
  id: string,
  blockKey: string,
  change: (block: DraftBlock) => DraftBlock,
): EditResult {
  const day = days[id]!;
  const blocks = day.blocks.map((block) => (block.key === blockKey ? change(block) : block));
  const changed = blocks.find((block) => block.key === blockKey);
  if (changed && changed.exercises.length > LIMITS.exercises)
    return { refused: m.tooManyExercises };
  if (changed?.exercises.some((item) => item.sets.length > LIMITS.sets))
    return { refused: m.tooManySets };
  return ok({ ...day, blocks });
}

export const removeBlock = (days: Days, id: string, blockKey: string): EditResult =>
  ok({ ...days[id]!, blocks: days[id]!.blocks.filter((block) => block.key !== blockKey) });

/** Moves a block within its day or to another day (it keeps its id: the server moves the row). */
export function moveBlock(
  days: Days,
  from: { id: string; blockKey: string },
  to: { id: string; index: number },
): EditResult {
  const source = days[from.id]!;
  const block = source.blocks.find((item) => item.key === from.blockKey);
  if (!block) return { days: [] };
  const remaining = source.blocks.filter((item) => item.key !== from.blockKey);
  if (from.id === to.id) {
    const blocks = [...remaining];
    blocks.splice(Math.min(to.index, blocks.length), 0, block);
    const same = blocks.every((item, i) => item.key === source.blocks[i]!.key);
    return same ? { days: [] } : ok({ ...source, blocks });
  }
  const target = days[to.id]!;
  const blocks = [...target.blocks];
  blocks.splice(Math.min(to.index, blocks.length), 0, block);
  if (blocks.length > LIMITS.blocks) return { refused: m.tooManyBlocks };
  return ok({ ...source, blocks: remaining }, { ...target, blocks });
}

const mapExercises = (
  days: Days,
  id: string,
  blockKey: string,
  change: (exercises: DraftExercise[]) => DraftExercise[],
) =>
  updateBlock(days, id, blockKey, (block) => ({
    ...block,
    exercises: normaliseSupersets(change(block.exercises)),
  }));

export const addExercise = (days: Days, id: string, blockKey: string, item: DraftExercise) =>
  mapExercises(days, id, blockKey, (exercises) => [...exercises, item]);

export const updateExercise = (
  days: Days,
  id: string,
  blockKey: string,
  exerciseKey: string,
  change: (item: DraftExercise) => DraftExercise,
) =>
  mapExercises(days, id, blockKey, (exercises) =>
    exercises.map((item) => (item.key === exerciseKey ? change(item) : item)),
  );

export const removeExercise = (days: Days, id: string, blockKey: string, exerciseKey: string) =>
  mapExercises(days, id, blockKey, (exercises) =>
    exercises.filter((item) => item.key !== exerciseKey),
  );

export const moveExercise = (
  days: Days,
  id: string,
  blockKey: string,
  fromIndex: number,
  toIndex: number,
) =>
  mapExercises(days, id, blockKey, (exercises) => {
    const next = [...exercises];
    const [moved] = next.splice(fromIndex, 1);
    next.splice(toIndex, 0, moved!);
    return next;
  });

export const setLastActive = (days: Days, id: string, lastActive: boolean): EditResult =>
  ok({ ...days[id]!, last_active: lastActive });

/** Delete day: its blocks go and the day is no longer the last active one. */
export const clearDay = (days: Days, id: string): EditResult =>
  ok({ ...days[id]!, blocks: [], last_active: false });
