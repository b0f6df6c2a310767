import type { AppContext } from '../context.ts';
import type { DomainEvents, EventName } from './event-catalogue.ts';

/**
 * Work that follows an event, wired in server/src/event-subscribers.ts. It receives each event at
 * least once (again after a failure or a crash), so it must be idempotent.
 */
export type EventSubscriber<N extends EventName = EventName> = {
  /** Unique and stable: deliveries are queued as jobs of kind `event:<name>`. */
  name: string;
  event: N;
  /**
   * Delivered before the emitting request answers, when the person expects to see its effect
   * in their next read (an accepted invitation shows the program); otherwise by the worker.
   */
  beforeAnswer?: boolean;
  /** Attempts before a delivery is given up (default 5: about a quarter of an hour of retries). */
  maxAttempts?: number;
  handle(
    ctx: AppContext,
    payload: DomainEvents[N],
    event: { id: number; createdAt: Date },
  ): Promise<void>;
};

export function defineSubscriber<N extends EventName>(
  subscriber: EventSubscriber<N>,
): EventSubscriber<N> {
  return subscriber;
}
