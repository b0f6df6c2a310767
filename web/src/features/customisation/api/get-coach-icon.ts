import { useQuery } from '@tanstack/react-query';
import { getCoachIconEndpoint } from '@forma/contract/customisation/customisation.endpoints';
import { endpointQuery } from '../../../lib/call';

export type { DeclineReason } from '@forma/contract/customisation/customisation.schemas';

/** GET coach/coach_icon: reads decline_reasons (platform.md 7). */
export const coachIconQueryOptions = () => endpointQuery(getCoachIconEndpoint);

export function useCoachIcon(options: { enabled?: boolean } = {}) {
  return useQuery({ ...coachIconQueryOptions(), enabled: options.enabled ?? true });
}
