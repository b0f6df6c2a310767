import { and, eq, isNull } from 'drizzle-orm';
import { exerciseMessages as m } from '@forma/contract/exercises/exercises.messages';
import { metricsOutside } from '@forma/contract/exercises/exercises.rules';
import type {
  Exercise,
  ExerciseChanges,
  NewExercise,
} from '@forma/contract/exercises/exercises.schemas';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { CurrentAccount } from '../accounts/accounts.api.ts';
import { mediaOfExercises, usableMediaId } from './exercise-media.ts';
import { presentExercise } from './exercises.presenter.ts';
import { exercises, type ExerciseRow } from './exercises.tables.ts';

async function present(rc: RequestContext, current: CurrentAccount, row: ExerciseRow) {
  return presentExercise(row, await mediaOfExercises(rc, current, [row]));
}

/** Spec 5: the name is unique in the account's library; identical writes race to the index. */
async function savingName(write: () => Promise<ExerciseRow[]>): Promise<ExerciseRow | undefined> {
  try {
    const [row] = await write();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'exercises_account_name_key')) throw invalid('name', m.nameTaken);
    throw error;
  }
}

/** GET exercises/{id}: a product exercise or the account's own, also archived. */
export async function getExercise(rc: RequestContext, id: number): Promise<Exercise> {
  const { current, exercise } = await requireAccess(rc, 'exercise.read', id);
  return present(rc, current, exercise);
}

/** POST exercises: a new exercise in the account's library. */
export async function createExercise(rc: RequestContext, input: NewExercise): Promise<Exercise> {
  const { current } = await requireAccess(rc, 'exercise.create');
  const mediaId = await usableMediaId(rc, current, input.media_id ?? null);
  const row = await savingName(() =>
    rc.db
      .insert(exercises)
      .values({
        accountId: current.account.id,
        name: input.name,
        category: input.category,
        muscleGroup: input.muscle_group,
        primaryMuscles: input.primary_muscles ?? [],
        secondaryMuscles: input.secondary_muscles ?? [],
        equipment: input.equipment,
        defaultMetrics: input.default_metrics ?? [],
        instructions: input.instructions ?? '',
        mediaId,
        createdAt: rc.now,
        updatedAt: rc.now,
      })
      .returning(),
  );
  return present(rc, current, row!);
}

/** PATCH exercises/{id}: the category stays as saved (spec 5). */
export async function updateExercise(
  rc: RequestContext,
  id: number,
  changes: ExerciseChanges,
): Promise<Exercise> {
  const { current, exercise } = await requireAccess(rc, 'exercise.update', id);
  if (changes.category !== undefined && changes.category !== exercise.category) {
    throw invalid('category', m.categoryFixed);
  }
  if (
    changes.default_metrics &&
    metricsOutside(exercise.category, changes.default_metrics).length
  ) {
    throw invalid('default_metrics', m.metricsOutside(exercise.category));
  }
  const mediaId =
    changes.media_id === undefined ? undefined : await usableMediaId(rc, current, changes.media_id);
  const row = await savingName(() =>
    rc.db
      .update(exercises)
      .set({
        name: changes.name,
        muscleGroup: changes.muscle_group,
        primaryMuscles: changes.primary_muscles,
        secondaryMuscles: changes.secondary_muscles,
        equipment: changes.equipment,
        defaultMetrics: changes.default_metrics,
        instructions: changes.instructions,
        mediaId,
        updatedAt: rc.now,
      })
      .where(and(eq(exercises.id, exercise.id), isNull(exercises.archivedAt)))
      .returning(),
  );
  // Deleted by another request since the check.
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return present(rc, current, row);
}

/**
 * DELETE exercises/{id}: archives it, so prescriptions that use it keep it (it leaves the
 * library lists and stays readable by id); its name is free again.
 */
export async function deleteExercise(rc: RequestContext, id: number): Promise<void> {
  const { exercise } = await requireAccess(rc, 'exercise.delete', id);
  const archived = await rc.db
    .update(exercises)
    .set({ archivedAt: rc.now, updatedAt: rc.now })
    .where(and(eq(exercises.id, exercise.id), isNull(exercises.archivedAt)))
    .returning({ id: exercises.id });
  if (archived.length === 0) throw new AppError('NOT_FOUND', errorMessages.notFound);
}
