import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { reviewCountsQuery } from '../api/review';
import type { CalendarShape } from '../model/calendar-shape';
import { toggled } from '../model/toggled';
import type { DayCounts, ReviewState } from '../components/review-context';

type Options = {
  planId: number;
  shape: CalendarShape;
  clientId: number | null;
  week: number;
  openReview: (dayId: string) => void;
};

/** The visible week's completion counts, read with the week, and the days in review mode. */
export function useReviewState({
  planId,
  shape,
  clientId,
  week,
  openReview,
}: Options): ReviewState {
  const { data } = useQuery(reviewCountsQuery(planId, shape, clientId, week));
  const [reviewing, setReviewing] = useState<ReadonlySet<string>>(new Set());
  const counts = useMemo(
    () =>
      new Map<number, DayCounts>(
        (data?.days ?? []).map(({ day_id, all, some, none }) => [day_id, { all, some, none }]),
      ),
    [data],
  );
  return {
    planId,
    counts,
    openReview,
    reviewing,
    toggleReview: (dayId) => setReviewing((current) => toggled(current, dayId)),
  };
}
