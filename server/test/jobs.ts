import { jobHandlers } from '../src/job-handlers.ts';
import { runDueJobs } from '../src/platform/jobs/run-due-jobs.ts';
import type { TestApp } from './test-app.ts';

/** Runs every due background job now (the tests' worker); resolves to how many ran. */
export function runJobs(t: TestApp) {
  return runDueJobs(t.app.ctx, jobHandlers);
}
