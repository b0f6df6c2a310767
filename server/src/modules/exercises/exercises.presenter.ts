import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { ExerciseRow } from './exercises.tables.ts';

/** What other areas read of an exercise: everything but the media item itself. */
export type ExerciseFacts = Omit<Exercise, 'media'>;

export function exerciseFacts(row: ExerciseRow): ExerciseFacts {
  return {
    id: row.id,
    library: row.accountId === null ? 'product' : 'mine',
    key: row.key,
    name: row.name,
    category: row.category,
    muscle_group: row.muscleGroup,
    primary_muscles: row.primaryMuscles,
    secondary_muscles: row.secondaryMuscles,
    equipment: row.equipment,
    default_metrics: row.defaultMetrics,
    instructions: row.instructions,
    media_id: row.mediaId,
    archived: row.archivedAt !== null,
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** The exercise as the API answers it, with its media item when the account may see it. */
export function presentExercise(row: ExerciseRow, media: Map<number, MediaItem>): Exercise {
  return { ...exerciseFacts(row), media: row.mediaId ? (media.get(row.mediaId) ?? null) : null };
}
