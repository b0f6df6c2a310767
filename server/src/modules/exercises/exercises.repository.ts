import { and, eq, exists, inArray, isNull, or, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { exercises, type ExerciseRow } from './exercises.tables.ts';

/** Exercises `accountId` may use: the product library's and its own (archived ones too). */
export const usableBy = (accountId: number): SQL =>
  or(isNull(exercises.accountId), eq(exercises.accountId, accountId))!;

/** One exercise the account may read (product or its own, archived too), or undefined. */
export async function findUsableExercise(
  db: Db,
  accountId: number,
  id: number,
): Promise<ExerciseRow | undefined> {
  const [row] = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.id, id), usableBy(accountId)));
  return row;
}

/** Exercises by id in one query: the product's and `accountId`'s own, archived included. */
export async function findExercisesByIds(
  db: Db,
  ids: readonly number[],
  accountId: number,
): Promise<ExerciseRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select()
    .from(exercises)
    .where(and(inArray(exercises.id, unique), usableBy(accountId)));
}

/** Exercises by id in one query, of any library. */
export async function findAnyExercises(db: Db, ids: readonly number[]): Promise<ExerciseRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select().from(exercises).where(inArray(exercises.id, unique));
}

/**
 * SQL for another area's query or write: the exercise in `exerciseId` (an outer column or a
 * value) is one `accountId` may prescribe (the product's or its own, archived included).
 */
export const isUsableExercise = (
  db: Db,
  exerciseId: Column | SQL,
  accountId: Column | SQL | number,
): SQL =>
  exists(
    db
      .select({ one: exercises.id })
      .from(exercises)
      .where(
        and(
          eq(exercises.id, exerciseId),
          or(isNull(exercises.accountId), eq(exercises.accountId, accountId)),
        ),
      ),
  );
