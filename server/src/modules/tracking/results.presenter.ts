import { caloriesOf } from '@forma/contract/training/macros.rules';
import type { Feedback, MacrosLog, PerformedSet } from '@forma/contract/tracking/results.schemas';
import type { dayFeedback, macroLogs, performedSets } from './tracking.tables.ts';

type PerformedSetRow = typeof performedSets.$inferSelect;
type MacroLogRow = typeof macroLogs.$inferSelect;
type FeedbackRow = typeof dayFeedback.$inferSelect;

export function presentPerformedSet(row: PerformedSetRow): PerformedSet {
  return {
    id: row.id,
    block_id: row.blockId,
    block_exercise_id: row.blockExerciseId,
    set_index: row.setIndex,
    exercise_id: row.exerciseId,
    values: row.values,
    records: row.records,
    performed_on: row.performedOn,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentMacrosLog(row: MacroLogRow): MacrosLog {
  return {
    block_id: row.blockId,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    calories: caloriesOf(row),
    logged_at: row.loggedAt.toISOString(),
  };
}

export function presentFeedback(row: FeedbackRow, authorName: string): Feedback {
  return {
    kind: row.kind,
    body: row.body,
    author_name: authorName,
    updated_at: row.updatedAt.toISOString(),
  };
}
