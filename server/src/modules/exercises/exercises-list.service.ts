import { and, asc, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  ExerciseListQuery,
  ExerciseListResponse,
} from '@forma/contract/exercises/exercises.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { mediaOfExercises } from './exercise-media.ts';
import { presentExercise } from './exercises.presenter.ts';
import { exercises } from './exercises.tables.ts';

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** Names containing every word of the search, ignoring case. */
function nameMatches(search: string | undefined): SQL[] {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  return words.map((word) => ilike(exercises.name, `%${escapeLike(word)}%`));
}

/**
 * GET exercises: one page of the account's own library or the product's, live exercises only,
 * by name (the unique name index serves both libraries' order).
 */
export async function listExercises(
  rc: RequestContext,
  query: ExerciseListQuery,
): Promise<ExerciseListResponse> {
  const { current } = await requireAccess(rc, 'exercise.list');
  const where = and(
    query.library === 'product'
      ? isNull(exercises.accountId)
      : eq(exercises.accountId, current.account.id),
    isNull(exercises.archivedAt),
    query.category ? eq(exercises.category, query.category) : undefined,
    query.muscle_group ? eq(exercises.muscleGroup, query.muscle_group) : undefined,
    query.equipment ? eq(exercises.equipment, query.equipment) : undefined,
    ...nameMatches(query.search),
  );
  const perPage = query.per_page;
  const [rows, [total]] = await Promise.all([
    rc.db
      .select()
      .from(exercises)
      .where(where)
      .orderBy(asc(sql`lower(${exercises.name})`), asc(exercises.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    rc.db.select({ n: count() }).from(exercises).where(where),
  ]);
  const media = await mediaOfExercises(rc, current, rows);
  const totalCount = total?.n ?? 0;
  return {
    items: rows.map((row) => presentExercise(row, media)),
    pagination: {
      page: query.page,
      per_page: perPage,
      total_pages: Math.ceil(totalCount / perPage),
      total_count: totalCount,
    },
  };
}
