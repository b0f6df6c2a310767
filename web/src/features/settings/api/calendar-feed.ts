import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCalendarFeedEndpoint,
  renewCalendarFeedEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { call, endpointKey, endpointQuery } from '../../../lib/call';

/** GET user/calendar-feed: the address of the client's private iCalendar feed. */
export const calendarFeedQueryOptions = () => endpointQuery(getCalendarFeedEndpoint);

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST user/calendar-feed: a new address; the old one stops working at once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(renewCalendarFeedEndpoint, {}),
    onSuccess: (feed) => queryClient.setQueryData(endpointKey(getCalendarFeedEndpoint), feed),
  });
}
