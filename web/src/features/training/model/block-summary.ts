import type { DraftBlock } from './schedule-model';
import { setsSummary } from './set-values';
import { blockTexts as t } from '../schedule.messages';

/** The name a block shows on its card and in labels. */
export function blockTitle(block: DraftBlock): string {
  if (block.kind === 'note') return block.note?.title || t.kinds.note;
  if (block.kind === 'challenge') return block.challenge?.name || t.kinds.challenge;
  return block.title || t.kinds[block.kind];
}

/** Spec 3: calories follow from the macros (4 kcal per g of protein and carbs, 9 per g of fat). */
export const caloriesOf = (macros: { protein: number; carbs: number; fat: number }) =>
  Math.round(macros.protein * 4 + macros.carbs * 4 + macros.fat * 9);

/** The lines under a block's title on its card. */
export function blockLines(block: DraftBlock): string[] {
  switch (block.kind) {
    case 'training':
      return block.exercises.map((item) =>
        [item.exercise.name, setsSummary(item.sets)].filter(Boolean).join(' — '),
      );
    case 'macros':
      return block.macros
        ? [
            t.macrosLine(block.macros.protein, block.macros.carbs, block.macros.fat),
            t.calories(caloriesOf(block.macros)),
          ]
        : [t.noMacros];
    case 'challenge':
      return [block.challenge?.score_type ?? ''].filter(Boolean);
    case 'note':
      return [block.note?.body ?? ''].filter(Boolean);
    default:
      return [block.instructions].filter(Boolean);
  }
}
