import { and } from 'drizzle-orm';
import { addDays, type Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { calendarClient } from './schedule-calendar.ts';
import { checkedDateRange, isDated } from './schedule-keys.ts';
import {
  calendarOf,
  datesBetween,
  indexesBetween,
  readDays,
  type DayContent,
} from './schedule.repository.ts';
import { trainingErrors } from './training.messages.ts';

/** The range of a builder's read: dates (dated calendars) or weeks, and a 1-2-1 client. */
export type ScheduleRangeQuery = {
  from?: Day | undefined;
  to?: Day | undefined;
  from_week?: number | undefined;
  to_week?: number | undefined;
  client_id?: number | undefined;
};

/**
 * The days of one calendar of a program over the builder's range, with their content. Dated
 * calendars default to the four weeks from the caller's Monday; progressive ones to weeks 1-4.
 */
export async function readScheduleRange(
  db: Db,
  plan: PlanRow,
  query: ScheduleRangeQuery,
  today: Day,
): Promise<{ clientId: number | null; contents: DayContent[] }> {
  const clientId = await calendarClient(db, plan, query.client_id ?? null);
  let range;
  if (isDated(plan.planType)) {
    const from = query.from ?? mondayOf(today);
    const { to } = checkedDateRange(from, query.to ?? addDays(from, 27));
    range = datesBetween(from, to);
  } else {
    const fromWeek = query.from_week ?? 1;
    const toWeek = query.to_week ?? fromWeek + 3;
    if (toWeek < fromWeek || toWeek - fromWeek > 60) throw invalid('to_week', trainingErrors.range);
    range = indexesBetween((fromWeek - 1) * 7, toWeek * 7 - 1);
  }
  return { clientId, contents: await readDays(db, and(calendarOf(plan.id, clientId), range)!) };
}

function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
