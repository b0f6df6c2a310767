import { hashKey } from '@tanstack/react-query';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { meQueryKey } from '../lib/session/me';
import { queryClient } from '../lib/query-client';

/**
 * The installable app (docs/decisions/platform-web.md, "Offline app"), started after the first page
 * has loaded, in production builds only (main.tsx). Once someone is signed in: the service worker
 * (which then downloads the whole app for offline use; a signed-out visitor of a public page does
 * not pay for that), and the sending of training changes left waiting on this device.
 */
export function startOfflineApp() {
  let started = false;
  const startWhenSignedIn = () => {
    const me = queryClient.getQueryData<MeResponse | null>(meQueryKey);
    if (started || !me) return;
    started = true;
    unsubscribe();
    if ('serviceWorker' in navigator) {
      if (!navigator.serviceWorker.controller) readAgainThroughWorker();
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    }
    void import('../features/tracking/sync/device-sync').then(({ deviceSync, refreshWith }) => {
      refreshWith(queryClient);
      deviceSync(String(me.private.id));
    });
  };
  const meHash = hashKey(meQueryKey);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === meHash) startWhenSignedIn();
  });
  startWhenSignedIn();
}

/**
 * On the first visit the page made its reads (the person, the theme, the week) before the
 * service worker existed, so the worker kept none of them and a reload offline found nothing.
 * Once the worker controls the page, the reads the page holds are made again through it, which
 * keeps those it caches: the first visit's calendar then opens offline.
 */
function readAgainThroughWorker() {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => void queryClient.refetchQueries({ type: 'all' }).catch(() => undefined),
    { once: true },
  );
}
