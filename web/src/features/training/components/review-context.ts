import { createContext, useContext } from 'react';
import { useBuilder } from './builder-context';

export type DayCounts = { all: number; some: number; none: number };

/** The coach's review in the builder (spec 2.6): the week's counts and the days in review mode. */
export type ReviewState = {
  planId: number;
  /** The days' counts by the server's day id (days with clients only). */
  counts: ReadonlyMap<number, DayCounts>;
  /** Days the coach switched to review mode from their menu. */
  reviewing: ReadonlySet<string>;
  toggleReview: (dayId: string) => void;
  /** Opens the Performance Review of a day. */
  openReview: (dayId: string) => void;
};

export const ReviewContext = createContext<ReviewState | null>(null);

export function useReview(): ReviewState {
  const review = useContext(ReviewContext);
  if (!review) throw new Error('useReview outside the schedule builder');
  return review;
}

/** A day shows its clients' results: the whole builder or that day is in review mode. */
export function useDayInReview(dayId: string): boolean {
  const { mode } = useBuilder();
  const { reviewing } = useReview();
  return mode === 'review' || reviewing.has(dayId);
}

/** Clients at a day in all; 0 for a day nobody is at (or not saved yet). */
export const clientsAt = (counts: DayCounts | undefined) =>
  counts ? counts.all + counts.some + counts.none : 0;
