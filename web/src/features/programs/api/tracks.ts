import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addTrackEndpoint,
  archiveTrackEndpoint,
  renameTrackEndpoint,
  restoreTrackEndpoint,
} from '@forma/contract/programs/programs.endpoints';
import { call } from '../../../lib/call';
import { planQueryKey } from './get-plan';

/** POST coach/plans/{id}/tracks {track:{name}} -> Track. */
export const addTrack = (planId: number, name: string) =>
  call(addTrackEndpoint, { params: { id: planId }, body: { track: { name } } });

/** PATCH coach/plans/{id}/tracks/{track_id} {track:{name}} -> Track. */
export const renameTrack = (planId: number, trackId: number, name: string) =>
  call(renameTrackEndpoint, {
    params: { id: planId, track_id: trackId },
    body: { track: { name } },
  });

/** PUT coach/plans/{id}/tracks/{track_id}/archive|restore -> Track. */
export const setTrackArchived = (planId: number, trackId: number, archived: boolean) =>
  call(archived ? archiveTrackEndpoint : restoreTrackEndpoint, {
    params: { id: planId, track_id: trackId },
  });

export type TrackChange =
  | { kind: 'add'; name: string }
  | { kind: 'rename'; trackId: number; name: string }
  | { kind: 'archive' | 'restore'; trackId: number };

export function useTrackChange(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TrackChange) => {
      if (change.kind === 'add') return addTrack(planId, change.name);
      if (change.kind === 'rename') return renameTrack(planId, change.trackId, change.name);
      return setTrackArchived(planId, change.trackId, change.kind === 'archive');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: planQueryKey(planId) }),
  });
}
