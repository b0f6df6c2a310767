import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import type { z } from 'zod';
import type { scheduleQuerySchema } from '@forma/contract/training/schedule.schemas';
import type { Db } from '../../db/database.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { exerciseNamesOf } from './exercise-names.ts';
import { readScheduleRange } from './schedule-range.ts';
import { exerciseIdsOf, presentDay } from './schedule.presenter.ts';
import type { DayContent } from './schedule.repository.ts';

type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/** Days presented with their exercises' names (one more query for all of them). */
export async function presentDays(
  db: Db,
  accountId: number,
  contents: DayContent[],
): Promise<ScheduleDay[]> {
  const names = await exerciseNamesOf(db, exerciseIdsOf(contents), accountId);
  return contents.map((content) => presentDay(content, names));
}

/**
 * GET coach/plans/{id}/schedule: a range of one calendar. Dated calendars default to the four
 * weeks from the caller's Monday; progressive ones to weeks 1-4.
 */
export async function getSchedule(rc: RequestContext, planId: number, query: ScheduleQuery) {
  const { plan } = await requireAccess(rc, 'schedule.read', planId);
  const { contents } = await readScheduleRange(rc.db, plan, query, rc.clientDay);
  return {
    plan_type: plan.planType,
    weeks: plan.planType === 'fixed' ? plan.lengthWeeks : null,
    days: await presentDays(rc.db, plan.accountId, contents),
  };
}
