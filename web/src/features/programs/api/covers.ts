import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cover } from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';
import { planQueryKey } from './get-plan';

export type EditableCoverType = 'table_view' | 'tiled_view';
export type CropArea = { x: number; y: number; width: number; height: number };

export type CoverUpload = {
  coverType: EditableCoverType;
  /** The library item the crop was cut from (the editor reopens it with `crop`). */
  mediaId: number | null;
  crop: CropArea;
  /** The crop view's result: the server only resizes it into the cover sizes. */
  image: Blob;
};

/** POST coach/plans/{id}/covers, multipart: cover_type, media_id, crop (JSON), file. */
export function saveCover(planId: number, upload: CoverUpload) {
  const body = new FormData();
  body.append('cover_type', upload.coverType);
  if (upload.mediaId !== null) body.append('media_id', String(upload.mediaId));
  body.append('crop', JSON.stringify(upload.crop));
  body.append('file', upload.image, `${upload.coverType}.jpg`);
  return api<Cover>(`coach/plans/${planId}/covers`, { method: 'POST', body, silent: true });
}

/** DELETE coach/plans/{id}/covers/{cover_type}. */
export const removeCover = (planId: number, coverType: EditableCoverType) =>
  api<null>(`coach/plans/${planId}/covers/${coverType}`, { method: 'DELETE', silent: true });

export function useSaveCover(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CoverUpload) => saveCover(planId, upload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planQueryKey(planId) }),
  });
}

export function useRemoveCover(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverType: EditableCoverType) => removeCover(planId, coverType),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planQueryKey(planId) }),
  });
}
