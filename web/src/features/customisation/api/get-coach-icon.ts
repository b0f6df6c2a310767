import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DeclineReason = { title: string; description: string };

/** GET coach/coach_icon: reads decline_reasons (platform.md 7). */
export const getCoachIcon = () => api<{ decline_reasons: DeclineReason[] }>('coach/coach_icon');

export const coachIconQueryOptions = () =>
  queryOptions({ queryKey: ['coach', 'coach_icon'] as const, queryFn: getCoachIcon });

export function useCoachIcon(options: { enabled?: boolean } = {}) {
  return useQuery({ ...coachIconQueryOptions(), enabled: options.enabled ?? true });
}
