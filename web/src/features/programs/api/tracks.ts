import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';
import { planQueryKey } from './get-plan';

/** POST coach/plans/{id}/tracks {track:{name}} -> Track. */
export const addTrack = (planId: number, name: string) =>
  api<Track>(`coach/plans/${planId}/tracks`, { method: 'POST', body: { track: { name } } });

/** PATCH coach/plans/{id}/tracks/{track_id} {track:{name}} -> Track. */
export const renameTrack = (planId: number, trackId: number, name: string) =>
  api<Track>(`coach/plans/${planId}/tracks/${trackId}`, {
    method: 'PATCH',
    body: { track: { name } },
  });

/** PUT coach/plans/{id}/tracks/{track_id}/archive|restore -> Track. */
export const setTrackArchived = (planId: number, trackId: number, archived: boolean) =>
  api<Track>(`coach/plans/${planId}/tracks/${trackId}/${archived ? 'archive' : 'restore'}`, {
    method: 'PUT',
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
