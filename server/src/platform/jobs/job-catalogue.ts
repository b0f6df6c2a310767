/**
 * Every kind of background work with its payload: the catalogue `enqueueJob` and `defineJob` are
 * typed by, so a kind cannot be queued with another kind's payload. Each area adds its kinds
 * beside their payload schemas (e.g. modules/media/processing/media-job-payloads.ts):
 *
 *   declare module '../../../platform/jobs/job-catalogue.ts' {
 *     interface JobPayloads { 'media.process_image': MediaJobPayload }
 *   }
 *
 * server/src/job-handlers.ts lists the handlers and checks that every kind has one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface JobPayloads {}

export type JobKind = keyof JobPayloads & string;
