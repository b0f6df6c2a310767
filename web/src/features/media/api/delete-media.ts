import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshMediaLists } from './fetch-media';

/** DELETE media/{id}: the account's own items only (spec 7). */
export const deleteMedia = (id: number) => api<unknown>(`media/${id}`, { method: 'DELETE' });

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
