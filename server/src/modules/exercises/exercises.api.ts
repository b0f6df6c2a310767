// What other areas may use of exercises: the one file they import from it (eslint.config.js).
import type { Db } from '../../db/database.ts';
import { exerciseFacts, type ExerciseFacts } from './exercises.presenter.ts';
import { findAnyExercises, findExercisesByIds as findRows } from './exercises.repository.ts';

/**
 * The exercises among `ids` that `accountId` may prescribe (the product's and its own,
 * archived included), keyed by id, in one query. Unknown and other accounts' ids are left out.
 */
export async function findExercisesByIds(
  db: Db,
  ids: readonly number[],
  accountId: number,
): Promise<Map<number, ExerciseFacts>> {
  const rows = await findRows(db, ids, accountId);
  return new Map(rows.map((row) => [row.id, exerciseFacts(row)]));
}
export { copyExercisesToAccount } from './exercise-copy.ts';

/** One exercise of any library (a client's results outlive their coach's account), or null. */
export async function exerciseById(db: Db, id: number): Promise<ExerciseFacts | null> {
  const [row] = await findAnyExercises(db, [id]);
  return row ? exerciseFacts(row) : null;
}
