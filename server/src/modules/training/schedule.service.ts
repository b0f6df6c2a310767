import { and } from 'drizzle-orm';
import { addDays } from '@forma/contract/programs/days';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import type { z } from 'zod';
import type { scheduleQuerySchema } from '@forma/contract/training/schedule.schemas';
import type { Db } from '../../db/database.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import { exerciseNamesOf } from './exercise-names.ts';
import { calendarClient } from './schedule-calendar.ts';
import { checkedDateRange, isDated } from './schedule-keys.ts';
import { exerciseIdsOf, presentDay } from './schedule.presenter.ts';
import {
  calendarOf,
  datesBetween,
  indexesBetween,
  readDays,
  type DayContent,
} from './schedule.repository.ts';
import { trainingErrors } from './training.messages.ts';

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
  const clientId = await calendarClient(rc.db, plan, query.client_id ?? null);
  let range;
  if (isDated(plan.planType)) {
    const from = query.from ?? mondayOf(rc.clientDay);
    const { to } = checkedDateRange(from, query.to ?? addDays(from, 27));
    range = datesBetween(from, to);
  } else {
    const fromWeek = query.from_week ?? 1;
    const toWeek = query.to_week ?? fromWeek + 3;
    if (toWeek < fromWeek || toWeek - fromWeek > 60) throw invalid('to_week', trainingErrors.range);
    range = indexesBetween((fromWeek - 1) * 7, toWeek * 7 - 1);
  }
  const contents = await readDays(rc.db, and(calendarOf(plan.id, clientId), range)!);
  return {
    plan_type: plan.planType,
    weeks: plan.planType === 'fixed' ? plan.lengthWeeks : null,
    days: await presentDays(rc.db, plan.accountId, contents),
  };
}

function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
