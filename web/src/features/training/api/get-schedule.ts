import { queryOptions } from '@tanstack/react-query';
import { getScheduleEndpoint } from '@forma/contract/training/schedule.endpoints';
import { call, endpointKey } from '../../../lib/call';
import { takeFirstWeek } from './first-week';
import { weekQuery, type CalendarShape } from '../model/calendar-shape';

/**
 * GET coach/plans/{id}/schedule for one week (a 1-2-1 client's calendar with client_id). Each
 * week is its own cached answer, read once per opening of the builder (`session`): its working
 * copy holds the changes since, so moving back to a week reads nothing again, and a builder
 * opened later reads the weeks as saved. The first week may have been asked already, as the
 * builder's route opened (first-week.ts).
 */
export const scheduleWeekQuery = (
  planId: number,
  shape: CalendarShape,
  clientId: number | null,
  week: number,
  session: number,
) => {
  const range = weekQuery(shape, week);
  const input = {
    params: { id: planId },
    query: { ...range, ...(clientId === null ? {} : { client_id: clientId }) },
  };
  // The builder shows its own loading failure.
  const ask = (signal: AbortSignal) => call(getScheduleEndpoint, input, { silent: true, signal });
  return queryOptions({
    queryKey: [...endpointKey(getScheduleEndpoint, input), { session }],
    queryFn: ({ signal }) =>
      takeFirstWeek(planId, clientId, range)?.catch(() => ask(signal)) ?? ask(signal),
    staleTime: Infinity,
  });
};
