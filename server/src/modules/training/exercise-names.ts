import type { Db } from '../../db/database.ts';
import { findExercisesByIds } from '../exercises/exercises.api.ts';
import type { ExerciseName } from './schedule.presenter.ts';

/** The names of prescribed exercises: the product's and the account's own, archived included. */
export async function exerciseNamesOf(
  db: Db,
  ids: number[],
  accountId: number,
): Promise<Map<number, ExerciseName>> {
  if (ids.length === 0) return new Map();
  const found = await findExercisesByIds(db, ids, accountId);
  return new Map(
    [...found.values()].map((e) => [
      e.id,
      { id: e.id, name: e.name, category: e.category, archived: e.archived },
    ]),
  );
}

/** Which of `ids` the account may prescribe: product exercises and its own, not archived. */
export async function usableExerciseIds(db: Db, ids: number[], accountId: number) {
  const found = await findExercisesByIds(db, ids, accountId);
  return new Set([...found.values()].filter((e) => !e.archived).map((e) => e.id));
}
