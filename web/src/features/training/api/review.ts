import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback } from '@forma/contract/tracking/results.schemas';
import {
  getReviewCountsEndpoint,
  getReviewDayEndpoint,
  saveFeedbackEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { call, endpointKey, endpointQuery } from '../../../lib/call';
import { weekQuery, type CalendarShape } from '../model/calendar-shape';

/**
 * GET coach/plans/{id}/review for one week (a 1-2-1 client's calendar with client_id): how many
 * clients completed all, some or none of each day. Quiet: a week without counts still builds.
 */
export const reviewCountsQuery = (
  planId: number,
  shape: CalendarShape,
  clientId: number | null,
  week: number,
) =>
  queryOptions({
    ...endpointQuery(
      getReviewCountsEndpoint,
      {
        params: { id: planId },
        query: { ...weekQuery(shape, week), ...(clientId === null ? {} : { client_id: clientId }) },
      },
      { silent: true },
    ),
    // Clients log while the coach looks: a week is read again when it comes back into view.
    staleTime: 30_000,
  });

/** GET coach/plans/{id}/review/{day_id}: each client's results on a day. */
export const reviewDayQuery = (planId: number, dayId: number) =>
  queryOptions({
    ...endpointQuery(
      getReviewDayEndpoint,
      { params: { id: planId, day_id: dayId } },
      { silent: true },
    ),
    staleTime: 30_000,
  });

type FeedbackInput = { userId: number; dayId: number; kind: Feedback['kind']; body: string };

/** PUT coach/athletes/{user_id}/days/{day_id}/feedback {kind, body}; the day is read again. */
export function useSaveFeedback(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, dayId, kind, body }: FeedbackInput) =>
      call(
        saveFeedbackEndpoint,
        { params: { user_id: userId, day_id: dayId }, body: { kind, body } },
        { silent: true },
      ),
    onSuccess: (_saved, { dayId }) =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(getReviewDayEndpoint, { params: { id: planId, day_id: dayId } }),
      }),
  });
}
