import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { JobKind, JobPayloads } from './job-catalogue.ts';

/**
 * One kind of background work as the worker runs it. `payload` checks a row's payload when it is
 * claimed (a row queued by an older version in another shape fails at once, clearly); `lane`
 * groups kinds that share a concurrency limit in a process (videos run one at a time);
 * `onFailed` runs once the last attempt has failed.
 */
export type JobHandler<P = unknown> = {
  kind: string;
  payload: z.ZodType<P>;
  lane?: string;
  maxAttempts?: number;
  run(ctx: AppContext, payload: P, signal: AbortSignal): Promise<void>;
  onFailed?(ctx: AppContext, payload: P, error: Error): Promise<void>;
};

/** A handler of a kind of the catalogue: its schema and functions take that kind's payload. */
export type CatalogueJob<K extends JobKind> = JobHandler<JobPayloads[K]> & { kind: K };

/** A failure that another attempt cannot fix (a damaged file, a missing tool): no retry. */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export function defineJob<K extends JobKind>(handler: CatalogueJob<K>): CatalogueJob<K> {
  return handler;
}
