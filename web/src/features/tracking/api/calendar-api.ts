import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAthleteCalendarDaysEndpoint,
  getAthleteCalendarEndpoint,
  getAthleteCommentsEndpoint,
  getBlockCommentsEndpoint,
  getCalendarDaysEndpoint,
  getCalendarEndpoint,
  getExerciseHistoryEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { endpointQuery } from '../../../lib/call';

/** Whose calendar is on screen: the client's own, or one of the coach's clients (read-only). */
export type CalendarMode = { kind: 'client' } | { kind: 'coach'; userId: string };

type Range = { from: string; to: string };

/** GET user/calendar or coach/athletes/{user_id}/calendar: the month view (at most 42 days). */
export function useCalendarSummary(mode: CalendarMode, range: Range, enabled = true) {
  const options =
    mode.kind === 'client'
      ? endpointQuery(getCalendarEndpoint, { query: range })
      : endpointQuery(getAthleteCalendarEndpoint, {
          params: { user_id: mode.userId },
          query: range,
        });
  return useQuery({ ...options, enabled, placeholderData: keepPreviousData });
}

/** GET user/calendar/days or coach/athletes/{user_id}/calendar/days (at most 7 days). */
export function useCalendarDays(mode: CalendarMode, range: Range) {
  const options =
    mode.kind === 'client'
      ? endpointQuery(getCalendarDaysEndpoint, { query: range })
      : endpointQuery(getAthleteCalendarDaysEndpoint, {
          params: { user_id: mode.userId },
          query: range,
        });
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

/** A block's comment thread, as the client or as the coach reads it. */
export function useBlockComments(mode: CalendarMode, blockId: number, enabled: boolean) {
  const options =
    mode.kind === 'client'
      ? endpointQuery(getBlockCommentsEndpoint, { params: { block_id: blockId } })
      : endpointQuery(getAthleteCommentsEndpoint, {
          params: { user_id: mode.userId, block_id: blockId },
        });
  return useQuery({ ...options, enabled });
}

/** GET user/exercises/{exercise_id}/history?page. */
export function useExerciseHistory(exerciseId: number, page: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(getExerciseHistoryEndpoint, {
      params: { exercise_id: exerciseId },
      query: { page },
    }),
    enabled,
  });
}
