import type { QueryClient } from '@tanstack/react-query';
import {
  getBlockCommentsEndpoint,
  getCalendarDaysEndpoint,
  getCalendarEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { showAlert } from '../../../components/feedback/show-alert';
import { endpointKey } from '../../../lib/call';
import { deviceChangeQueue } from './change-queue';
import { ChangeSync } from './change-sync';
import { sendChange } from './send-change';
import { syncMessages } from './sync.messages';

const CHANNEL = 'forma-training-changes';

let current: { owner: string; sync: ChangeSync; dispose: () => void } | null = null;
const queryClients = new Set<QueryClient>();

/**
 * The one sender of this tab for the signed-in user, made on first use: it sends what is
 * waiting at once, again whenever the page sees the connection come back, and re-reads the
 * queue when another tab changes it. Tabs take turns through a Web Lock.
 */
export function deviceSync(owner: string): ChangeSync {
  if (current?.owner === owner) return current.sync;
  current?.dispose();
  let channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const sync = new ChangeSync({
    queue: deviceChangeQueue(owner),
    send: sendChange,
    lockName: `${CHANNEL}:${owner}`,
    onDropped: (entry, error) =>
      showAlert('error', syncMessages.dropped(entry.change, firstError(error.body?.errors)), {
        title: syncMessages.droppedTitle,
        autoClose: false,
      }),
    onSent: refreshCalendar,
    announce: () => channel?.postMessage(owner),
  });
  const sendNow = () => void sync.flush();
  const reread = (event: MessageEvent) => {
    if (event.data === owner) void sync.reload();
  };
  window.addEventListener('online', sendNow);
  channel?.addEventListener('message', reread);
  current = {
    owner,
    sync,
    dispose: () => {
      sync.stop();
      window.removeEventListener('online', sendNow);
      channel?.close();
      channel = null;
    },
  };
  void sync.reload().then(() => (navigator.onLine ? sync.flush() : undefined));
  return sync;
}

/** The query client whose calendar reads are refreshed once changes reach the server. */
export function refreshWith(queryClient: QueryClient): () => void {
  queryClients.add(queryClient);
  return () => queryClients.delete(queryClient);
}

/** Ends this tab's sender (for tests; signing out reloads the page). */
export function endDeviceSync() {
  current?.dispose();
  current = null;
}

async function refreshCalendar() {
  const endpoints = [getCalendarDaysEndpoint, getCalendarEndpoint, getBlockCommentsEndpoint];
  await Promise.all(
    [...queryClients].flatMap((client) =>
      endpoints.map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }).catch(() => undefined),
      ),
    ),
  );
}

function firstError(errors: Record<string, string[]> | undefined): string | undefined {
  return errors ? Object.values(errors).flat()[0] : undefined;
}
