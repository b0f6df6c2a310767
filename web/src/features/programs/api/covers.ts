import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  removeCoverEndpoint,
  saveCoverEndpoint,
} from '@forma/contract/programs/programs.endpoints';
import { call } from '../../../lib/call';
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

/** POST coach/plans/{id}/covers, multipart: cover_type, media_id, crop (JSON), then the file. */
export const saveCover = (planId: number, upload: CoverUpload) =>
  call(
    saveCoverEndpoint,
    {
      params: { id: planId },
      body: {
        cover_type: upload.coverType,
        ...(upload.mediaId !== null ? { media_id: String(upload.mediaId) } : {}),
        crop: JSON.stringify(upload.crop),
        file: new File([upload.image], `${upload.coverType}.jpg`, { type: upload.image.type }),
      },
    },
    { silent: true },
  );

/** DELETE coach/plans/{id}/covers/{cover_type}. */
export const removeCover = (planId: number, coverType: EditableCoverType) =>
  call(removeCoverEndpoint, { params: { id: planId, cover_type: coverType } }, { silent: true });

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
