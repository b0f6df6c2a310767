import { AsyncLocalStorage } from 'node:async_hooks';

const pinned = new AsyncLocalStorage<number>();

/** The wall clock in Unix seconds: what webhook signatures are dated with, whatever the pin. */
export const wallNow = () => Math.floor(Date.now() / 1000);

/**
 * The real-time clock of objects not on a test clock: the wall clock (run ahead by
 * `offsetSeconds`), or the time `atTime` pinned for the calls made inside it.
 */
export const pinnedNow = (offsetSeconds = 0) => pinned.getStore() ?? wallNow() + offsetSeconds;

/**
 * Runs `work` with the real-time clock reading `at` (Unix seconds) for every call it makes and
 * everything they cause (events, webhook handlers' calls back): a past made in-process, as it
 * would have happened then. Stripe itself has no such thing; the server uses it only to seed the
 * demo's history (docs/decisions/purchase.md).
 */
export function atTime<T>(at: number, work: () => Promise<T>): Promise<T> {
  return pinned.run(at, work);
}
