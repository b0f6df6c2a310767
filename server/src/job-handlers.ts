import { eventJobs } from './event-subscribers.ts';
import { mediaJobs } from './modules/media/processing/media-jobs.ts';
import { endFinishedMembershipsJob } from './modules/purchase/membership-endings.ts';
import { cancelUnpaidSubscriptionsJob } from './modules/purchase/paid/auto-cancel.ts';
import { reconcilePurchasesJob } from './modules/purchase/paid/reconcile.ts';
import type { JobKind } from './platform/jobs/job-catalogue.ts';
import { pruneRateLimits } from './platform/rate-limit/prune-rate-limits.ts';
import type { JobHandler } from './platform/jobs/job-types.ts';

const catalogueJobs = [
  ...mediaJobs,
  endFinishedMembershipsJob,
  reconcilePurchasesJob,
  cancelUnpaidSubscriptionsJob,
  pruneRateLimits.job,
];

/** Every kind of background work, by area (the worker and runDueJobs take this list). */
export const jobHandlers: JobHandler[] = [...catalogueJobs, ...eventJobs];

/** Per process: two light jobs at once, one video encode (it takes every core). */
export const jobLanes = { default: 2, video: 1 };

// Every kind of the catalogue has its handler here (`test.*` kinds are the tests' own).
type Unhandled = Exclude<JobKind, `test.${string}` | (typeof catalogueJobs)[number]['kind']>;
const everyKindHandled: [Unhandled] extends [never] ? true : { unhandled: Unhandled } = true;
void everyKindHandled;
