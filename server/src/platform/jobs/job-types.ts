import type { AppContext } from '../context.ts';

/**
 * One kind of background work. `lane` groups kinds that share a concurrency limit in a
 * process (videos run one at a time); `onFailed` runs once the last attempt has failed.
 */
export type JobHandler<P = Record<string, unknown>> = {
  kind: string;
  lane?: string;
  maxAttempts?: number;
  run(ctx: AppContext, payload: P, signal: AbortSignal): Promise<void>;
  onFailed?(ctx: AppContext, payload: P, error: Error): Promise<void>;
};

/** A failure that another attempt cannot fix (a damaged file, a missing tool): no retry. */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export function defineJob<P>(handler: JobHandler<P>): JobHandler {
  return handler as unknown as JobHandler;
}
