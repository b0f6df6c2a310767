import { mediaJobs } from './modules/media/processing/media-jobs.ts';
import type { JobHandler } from './platform/jobs/job-types.ts';

/** Every kind of background work, by area (the worker and runDueJobs take this list). */
export const jobHandlers: JobHandler[] = [...mediaJobs];

/** Per process: two light jobs at once, one video encode (it takes every core). */
export const jobLanes = { default: 2, video: 1 };
