import { and, desc, eq } from 'drizzle-orm';
import { currentRecords } from '@forma/contract/tracking/records.rules';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { exerciseById } from '../exercises/exercises.api.ts';
import { plansByIds } from '../programs/programs.api.ts';
import { presentPerformedSet } from './results.presenter.ts';
import { performedSets } from './tracking.tables.ts';

export const HISTORY_DAYS_PER_PAGE = 20;

/**
 * GET user/exercises/{exercise_id}/history?page: the client's results of an exercise by day (and
 * program), latest first, 20 a page, with the records they hold. A coach's own exercise is only
 * there for a client who has results of it.
 */
export async function getExerciseHistory(rc: RequestContext, exerciseId: number, page: number) {
  const { user } = await requireAccess(rc, 'calendar.read');
  const [exercise, rows] = await Promise.all([
    exerciseById(rc.db, exerciseId),
    rc.db
      .select()
      .from(performedSets)
      .where(and(eq(performedSets.userId, user.id), eq(performedSets.exerciseId, exerciseId)))
      .orderBy(
        desc(performedSets.performedOn),
        performedSets.planId,
        performedSets.blockId,
        performedSets.setIndex,
      ),
  ]);
  if (!exercise || (exercise.library !== 'product' && rows.length === 0)) {
    throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  const groups: (typeof rows)[] = [];
  for (const row of rows) {
    const last = groups.at(-1)?.[0];
    if (last && last.performedOn === row.performedOn && last.planId === row.planId) {
      groups.at(-1)!.push(row);
    } else groups.push([row]);
  }
  const shown = groups.slice((page - 1) * HISTORY_DAYS_PER_PAGE, page * HISTORY_DAYS_PER_PAGE);
  const plans = await plansByIds(
    rc.db,
    shown.map((group) => group[0]!.planId),
  );
  const sets = rows.map(presentPerformedSet);
  return {
    exercise: { id: exercise.id, name: exercise.name, category: exercise.category },
    records: currentRecords(sets),
    items: shown.map((group) => ({
      performed_on: group[0]!.performedOn,
      plan_title: plans.get(group[0]!.planId)?.title ?? '',
      sets: group.map(presentPerformedSet),
    })),
    pagination: {
      page,
      total_pages: Math.max(1, Math.ceil(groups.length / HISTORY_DAYS_PER_PAGE)),
    },
  };
}
