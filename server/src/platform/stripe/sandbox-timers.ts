import type { FastifyBaseLogger } from 'fastify';
import type { Sandbox } from '@forma/stripe-sandbox';

/**
 * The in-process sandbox's own time: events are sent as soon as they are made, and retried every
 * few seconds when an answer failed; real time moves its objects forward (renewals, retries,
 * payouts) every half minute, as Stripe's own clock would.
 */
export function startSandboxTimers(sandbox: Sandbox, log: FastifyBaseLogger): () => void {
  const failed = (what: string) => (error: unknown) =>
    log.error({ err: error }, `sandbox ${what} failed`);
  const timers = [
    setInterval(() => void sandbox.deliverEvents().catch(failed('event delivery')), 2_000),
    setInterval(() => void sandbox.tick().catch(failed('clock')), 30_000),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
