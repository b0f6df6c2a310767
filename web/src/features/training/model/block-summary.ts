import type { DraftBlock } from './schedule-model';
import { setsSummary } from './set-values';
import { macrosFieldsTexts as macros } from '../macros.messages';
import {
  caloriesOf,
  caloriesPerBodyweight,
  type MacrosTarget,
} from '@forma/contract/training/macros.rules';
import { blockTexts as t } from '../schedule.messages';

/** The name a block shows on its card and in labels. */
export function blockTitle(block: DraftBlock): string {
  if (block.kind === 'note') return block.note?.title || t.kinds.note;
  if (block.kind === 'challenge') return block.challenge?.name || t.kinds.challenge;
  return block.title || t.kinds[block.kind];
}

/** The lines under a block's title on its card. */
export function blockLines(block: DraftBlock): string[] {
  switch (block.kind) {
    case 'training':
    case 'sets':
      return [
        ...block.exercises.map((item) =>
          [item.exercise.name, setsSummary(item.sets)].filter(Boolean).join(' — '),
        ),
        ...(block.kind === 'sets' ? [block.instructions].filter(Boolean) : []),
      ];
    case 'macros':
      return block.macros ? macrosLines(block.macros) : [t.noMacros];
    case 'challenge':
      return [block.challenge?.score_type ?? ''].filter(Boolean);
    case 'note':
      return [block.note?.body ?? ''].filter(Boolean);
  }
}

/** A macros target in a line of grams and its calories (per kg or lb for a bodyweight target). */
function macrosLines(target: MacrosTarget): string[] {
  const unit = macros.units[target.mode];
  const kcal =
    target.mode === 'exact'
      ? macros.kcal(caloriesOf(target))
      : macros.kcalPerBodyweight(
          caloriesPerBodyweight(target),
          target.mode === 'per_kg' ? 'kg' : 'lb',
        );
  return [t.macrosLine(target.protein, target.carbs, target.fat, unit), kcal];
}
