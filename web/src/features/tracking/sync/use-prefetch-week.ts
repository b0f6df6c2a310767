import { useQueryClient } from '@tanstack/react-query';
import { useNetwork } from '@mantine/hooks';
import { useEffect } from 'react';
import { addDays, dayIn, type Day } from '@forma/contract/programs/days';
import { getCalendarDaysEndpoint } from '@forma/contract/tracking/tracking.endpoints';
import { endpointQuery } from '../../../lib/call';

/** The days ahead a client can read with no connection, today included. */
export const DAYS_READABLE_OFFLINE = 7;

/** The client's own today, in the browser's time zone (the one sent as Client-Timezone). */
export function clientToday(now = new Date()): Day {
  return dayIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * GET user/calendar/days for a range, as the calendar reads it: with no connection the read
 * is still tried (the service worker answers from what it kept) instead of waiting for one,
 * and a failure then pauses the retries rather than showing an error over the last answer.
 */
export function calendarDaysQuery(from: Day, to: Day) {
  return {
    ...endpointQuery(getCalendarDaysEndpoint, { query: { from, to } }, { silent: true }),
    networkMode: 'offlineFirst' as const,
  };
}

/**
 * Reads the coming week's training while there is a connection, so that it can be read in
 * the gym without one (the service worker keeps the answers): today to today + 6 as one
 * range, and each of those days alone, whichever the calendar asks for offline.
 */
export function usePrefetchWeek() {
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  const today = clientToday();
  useEffect(() => {
    // useNetwork reports online until its first effect has read the browser's state.
    if (!online || !navigator.onLine) return;
    const last = addDays(today, DAYS_READABLE_OFFLINE - 1);
    const ranges: [Day, Day][] = [[today, last]];
    for (let day = today; day <= last; day = addDays(day, 1)) ranges.push([day, day]);
    for (const [from, to] of ranges) void queryClient.prefetchQuery(calendarDaysQuery(from, to));
  }, [queryClient, online, today]);
}
