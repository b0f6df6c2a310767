import { pathTo } from './paths';

/**
 * A client's calendar as their coach sees it (`athlete_calendar`, platform.md 2: year, month
 * 1-based, day, schedule_id), opened at a date and a day of the schedule when given.
 */
export function athleteCalendarPath(
  userId: number,
  at: { date?: string | null; scheduleId?: number } = {},
): string {
  const [year, month, day] = at.date ? at.date.split('-').map(Number) : [];
  return pathTo(
    'athlete_calendar',
    { user_id: userId },
    {
      year,
      month,
      day,
      schedule_id: at.scheduleId,
    },
  );
}
