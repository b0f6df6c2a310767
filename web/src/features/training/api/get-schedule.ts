import { queryOptions } from '@tanstack/react-query';
import { getScheduleEndpoint } from '@forma/contract/training/schedule.endpoints';
import { endpointQuery } from '../../../lib/call';
import { weekQuery, type CalendarShape } from '../model/calendar-shape';

/**
 * GET coach/plans/{id}/schedule for one week (a 1-2-1 client's calendar with client_id). Each
 * week is its own cached answer, read once per opening of the builder (`session`): its working
 * copy holds the changes since, so moving back to a week reads nothing again, and a builder
 * opened later reads the weeks as saved.
 */
export const scheduleWeekQuery = (
  planId: number,
  shape: CalendarShape,
  clientId: number | null,
  week: number,
  session: number,
) => {
  const read = endpointQuery(
    getScheduleEndpoint,
    {
      params: { id: planId },
      query: { ...weekQuery(shape, week), ...(clientId === null ? {} : { client_id: clientId }) },
    },
    // The builder shows its own loading failure.
    { silent: true },
  );
  return queryOptions({ ...read, queryKey: [...read.queryKey, { session }], staleTime: Infinity });
};
