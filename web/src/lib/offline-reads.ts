/** The service worker's cache of API reads, kept for when there is no connection. */
export const OFFLINE_READS_CACHE = 'forma-api';

/** Forgets the kept API reads (signing out: the next person on this device must not see them). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_READS_CACHE).catch(() => false);
}
