import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMediaEndpoint } from '@forma/contract/media/media.endpoints';
import { call } from '../../../lib/call';
import { refreshMediaLists } from './fetch-media';

/** DELETE media/{id}: the account's own items only (spec 7). */
export const deleteMedia = (id: number) => call(deleteMediaEndpoint, { params: { id } });

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
