import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { exercises, productLibraryVersions } from './exercises.tables.ts';
import { PRODUCT_EXERCISES, PRODUCT_LIBRARY_VERSION, type ProductExercise } from './seed/index.ts';

const LIBRARY = 'exercises';

/** The value the upsert wrote for a column (`excluded.<column>`). */
const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);

/**
 * Run at start (main.ts, and tests' prepareDatabase): when the stored version differs from
 * PRODUCT_LIBRARY_VERSION, upserts the product library by key in one statement, archives the
 * product exercises no longer in it and stores the version; otherwise one cheap read. Answers
 * whether it wrote.
 */
export async function ensureProductExercises(
  db: Db,
  library: readonly ProductExercise[] = PRODUCT_EXERCISES,
  version: number = PRODUCT_LIBRARY_VERSION,
): Promise<boolean> {
  const [stored] = await db
    .select({ version: productLibraryVersions.version })
    .from(productLibraryVersions)
    .where(eq(productLibraryVersions.library, LIBRARY));
  if (stored?.version === version) return false;

  await db.transaction(async (tx) => {
    await tx
      .insert(exercises)
      .values(library.map((exercise) => ({ ...exercise, accountId: null })))
      .onConflictDoUpdate({
        target: exercises.key,
        set: {
          name: excluded(exercises.name),
          category: excluded(exercises.category),
          muscleGroup: excluded(exercises.muscleGroup),
          primaryMuscles: excluded(exercises.primaryMuscles),
          secondaryMuscles: excluded(exercises.secondaryMuscles),
          equipment: excluded(exercises.equipment),
          defaultMetrics: excluded(exercises.defaultMetrics),
          instructions: excluded(exercises.instructions),
          archivedAt: null,
          updatedAt: sql`now()`,
        },
      });
    // A product exercise taken out of the library is archived: prescriptions may use it.
    await tx
      .update(exercises)
      .set({ archivedAt: sql`now()` })
      .where(
        and(
          isNull(exercises.accountId),
          isNotNull(exercises.key),
          isNull(exercises.archivedAt),
          notInArray(
            exercises.key,
            library.map((exercise) => exercise.key),
          ),
        ),
      );
    await tx
      .insert(productLibraryVersions)
      .values({ library: LIBRARY, version })
      .onConflictDoUpdate({
        target: productLibraryVersions.library,
        set: { version, seededAt: sql`now()` },
      });
  });
  return true;
}
