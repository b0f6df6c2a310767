import { daysBetween } from '@forma/contract/programs/days';
import type { z } from 'zod';
import type { calendarRangeQuerySchema } from '@forma/contract/tracking/calendar.schemas';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { readCalendar, type CalendarRange } from './calendar-reader.ts';

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

/** GET user/calendar and user/calendar/days: the client's own calendar. */
export async function getCalendar<D extends boolean>(
  rc: RequestContext,
  query: RangeQuery,
  detail: D,
) {
  const { user } = await requireAccess(rc, 'calendar.read');
  const range = checkedRange(query, detail);
  return readCalendar(rc.db, { userId: user.id }, range, rc.clientDay, { detail });
}

/**
 * GET coach/athletes/{user_id}/calendar(/days): a client's calendar as a coach of the current
 * account sees it, the account's programs only; 404 for a person who follows none of them.
 */
export async function getAthleteCalendar<D extends boolean>(
  rc: RequestContext,
  userId: number,
  query: RangeQuery,
  detail: D,
) {
  const { current } = await requireAccess(rc, 'athlete.read');
  const range = checkedRange(query, detail);
  const calendar = await readCalendar(
    rc.db,
    { userId, accountId: current.account.id },
    range,
    rc.clientDay,
    { detail },
  );
  if (calendar.programs.length === 0) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return calendar;
}
