import { daysBetween } from '@forma/contract/programs/days';
import type { z } from 'zod';
import type { calendarRangeQuerySchema } from '@forma/contract/tracking/calendar.schemas';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import {
  readCalendarDays,
  readCalendarSummary,
  type CalendarOf,
  type CalendarRange,
} from './calendar-reader.ts';

type RangeQuery = z.infer<typeof calendarRangeQuerySchema>;

/** The month view reads at most 42 days (six weeks); the days in full at most a week. */
const MAX_DAYS = { summary: 42, detail: 7 } as const;

function checkedRange(query: RangeQuery, detail: boolean): CalendarRange {
  const span = daysBetween(query.from, query.to);
  if (span < 0 || span >= MAX_DAYS[detail ? 'detail' : 'summary']) {
    throw invalid('to', detail ? m.badDetailRange : m.badRange);
  }
  return query;
}

/** GET user/calendar: the client's own month. */
export async function getCalendar(rc: RequestContext, query: RangeQuery) {
  const { user } = await requireAccess(rc, 'calendar.read');
  return readCalendarSummary(rc.db, { userId: user.id }, checkedRange(query, false), rc.clientDay);
}

/** GET user/calendar/days: the client's own days in full. */
export async function getCalendarDays(rc: RequestContext, query: RangeQuery) {
  const { user } = await requireAccess(rc, 'calendar.read');
  const range = checkedRange(query, true);
  return (await readCalendarDays(rc.db, { userId: user.id }, range, rc.clientDay)).json;
}

/**
 * GET coach/athletes/{user_id}/calendar(/days): a client's calendar as a coach of the current
 * account sees it, the account's programs only; 404 for a person who follows none of them.
 */
async function athleteCalendar<T extends { programs: unknown[] }>(
  rc: RequestContext,
  userId: number,
  query: RangeQuery,
  detail: boolean,
  read: (of: CalendarOf, range: CalendarRange) => Promise<T>,
): Promise<T> {
  const { current } = await requireAccess(rc, 'athlete.read');
  const calendar = await read(
    { userId, accountId: current.account.id },
    checkedRange(query, detail),
  );
  if (calendar.programs.length === 0) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return calendar;
}

export function getAthleteCalendar(rc: RequestContext, userId: number, query: RangeQuery) {
  return athleteCalendar(rc, userId, query, false, (of, range) =>
    readCalendarSummary(rc.db, of, range, rc.clientDay),
  );
}

export async function getAthleteCalendarDays(
  rc: RequestContext,
  userId: number,
  query: RangeQuery,
) {
  const calendar = await athleteCalendar(rc, userId, query, true, (of, range) =>
    readCalendarDays(rc.db, of, range, rc.clientDay),
  );
  return calendar.json;
}
