import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getPlanClientsEndpoint,
  setPlanClientTracksEndpoint,
} from '@forma/contract/clients/clients.endpoints';
import { call, endpointKey } from '../../../lib/call';

/** PUT coach/plans/{id}/clients/{membership_id}/tracks {track_ids} -> the row. */
export const setClientTracks = (planId: number, membershipId: number, trackIds: number[]) =>
  call(
    setPlanClientTracksEndpoint,
    { params: { id: planId, membership_id: membershipId }, body: { track_ids: trackIds } },
    { silent: true },
  );

export function useSetClientTracks(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, trackIds }: { membershipId: number; trackIds: number[] }) =>
      setClientTracks(planId, membershipId, trackIds),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(getPlanClientsEndpoint) }),
  });
}
