import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Statuses that a retry cannot fix. */
const NO_RETRY = new Set([400, 401, 403, 404, 406, 418, 422]);

export function createQueryClient() {
  // TanStack assumes online until an `offline` event: a page opened with no connection would
  // retry its failed reads at once and show an error, instead of waiting for the connection.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read is still tried once: the service worker may answer it from what it
        // kept (the installed app opens signed in, the coming week reads in the gym); retries
        // then wait for the connection instead of failing (docs/decisions/platform-web.md, "Offline
        // app").
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          !(error instanceof ApiError && NO_RETRY.has(error.status)) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client; also used outside React (session storage, route guards). */
export const queryClient = createQueryClient();
