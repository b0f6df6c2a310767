import { mediaMessages } from '@forma/contract/media/media.schemas';
import { defineJob, PermanentJobError } from '../../../platform/jobs/job-types.ts';
import { makeImageRenditions } from './images.ts';
import { withLocalFile } from './local-file.ts';
import { mediaJobPayload } from './media-job-payloads.ts';
import { loadForProcessing, markFailed, saveProcessing } from './processing-state.ts';

/** Thumbnails, covers and the size of an uploaded image; then it is published. */
export const processImageJob = defineJob({
  kind: 'media.process_image',
  payload: mediaJobPayload,
  maxAttempts: 3,
  run: async (ctx, { mediaId }) => {
    const item = await loadForProcessing(ctx, mediaId);
    if (!item) return;
    const renditions = await withLocalFile(ctx.storage, item.originalKey, (file) =>
      makeImageRenditions(ctx.storage, file, item.originalKey).catch((error: Error) => {
        throw new PermanentJobError(mediaMessages.imageFailed, error.message);
      }),
    );
    await saveProcessing(ctx, mediaId, { ...renditions, state: 'published', failureReason: null });
  },
  onFailed: async (ctx, { mediaId }, error) => {
    const reason =
      error instanceof PermanentJobError ? error.message : mediaMessages.processingFailed;
    await markFailed(ctx, mediaId, reason);
  },
});
