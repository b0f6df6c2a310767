import { useQueryClient } from '@tanstack/react-query';
import { useNetwork } from '@mantine/hooks';
import { useEffect } from 'react';
import { addDays, dayIn, type Day } from '@forma/contract/programs/days';
import { getCalendarDaysEndpoint } from '@forma/contract/tracking/tracking.endpoints';
import { endpointQuery } from '../../../lib/call';
import { mondayOf } from '../model/calendar-dates';

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
 * the gym without one (the service worker keeps the answers): this week and the next, Monday
 * to Sunday, as the calendar reads them, so today + 6 is always among them.
 */
export function usePrefetchWeek(today: Day = clientToday(), enabled = true) {
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  useEffect(() => {
    // useNetwork reports online until its first effect has read the browser's state.
    if (!enabled || !online || !navigator.onLine) return;
    for (const monday of [mondayOf(today), addDays(mondayOf(today), 7)]) {
      void queryClient.prefetchQuery(calendarDaysQuery(monday, addDays(monday, 6)));
    }
  }, [queryClient, online, today, enabled]);
}
