import { z } from 'zod';

/** What every media job works on: one media item, by id. */
export const mediaJobPayload = z.object({ mediaId: z.number().int().positive() });
export type MediaJobPayload = z.infer<typeof mediaJobPayload>;

declare module '../../../platform/jobs/job-catalogue.ts' {
  interface JobPayloads {
    'media.process_image': MediaJobPayload;
    'media.process_video': MediaJobPayload;
    'media.discard_upload': MediaJobPayload;
  }
}
