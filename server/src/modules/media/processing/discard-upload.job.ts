import { and, eq, isNull } from 'drizzle-orm';
import { defineJob } from '../../../platform/jobs/job-types.ts';
import { mediaPrefix } from '../media-keys.ts';
import { media } from '../media.tables.ts';
import { mediaJobPayload } from './media-job-payloads.ts';

/** A signed direct upload never completed: its row and any bytes it left are removed. */
export const discardUploadJob = defineJob({
  kind: 'media.discard_upload',
  payload: mediaJobPayload,
  run: async (ctx, { mediaId }) => {
    const gone = await ctx.db
      .delete(media)
      .where(and(eq(media.id, mediaId), isNull(media.uploadedAt)))
      .returning({ id: media.id });
    if (gone.length) await ctx.storage.removePrefix(mediaPrefix(mediaId));
  },
});
