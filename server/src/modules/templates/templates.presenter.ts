import type { Template, TemplateSummary } from '@forma/contract/templates/templates.schemas';
import type { Db } from '../../db/database.ts';
import { findExercisesByIds } from '../exercises/exercises.api.ts';
import type { TemplateRow } from './templates.tables.ts';

export function presentSummary(
  row: Pick<TemplateRow, 'id' | 'kind' | 'name' | 'blockCount' | 'weekCount' | 'updatedAt'>,
): TemplateSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    blocks: row.blockCount,
    weeks: row.weekCount,
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** The template with its days; exercises named as the schedule names them (one query). */
export async function presentTemplate(db: Db, row: TemplateRow): Promise<Template> {
  const ids = row.content.days.flatMap((d) =>
    d.blocks.flatMap((b) => b.exercises.map((e) => e.exercise_id)),
  );
  const found = await findExercisesByIds(db, ids, row.accountId);
  return {
    ...presentSummary(row),
    content: {
      days: row.content.days.map((day) => ({
        offset: day.offset,
        blocks: day.blocks.map((block) => ({
          ...block,
          exercises: block.exercises.map((entry) => {
            const exercise = found.get(entry.exercise_id);
            return {
              ...entry,
              exercise: exercise
                ? {
                    id: exercise.id,
                    name: exercise.name,
                    category: exercise.category,
                    archived: exercise.archived,
                  }
                : { id: entry.exercise_id, name: '', category: 'strength', archived: true },
            };
          }),
        })),
      })),
    },
  };
}
