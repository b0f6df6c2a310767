import { ApiError } from '../../../lib/api-client';
import { withChange, type ChangeQueue } from './change-queue';
import type { QueuedChange, TrainingChange } from './training-changes';

/** Runs `task` while no other tab of this browser runs one under the same name. */
export type TabLock = (name: string, task: () => Promise<void>) => Promise<void>;

export type ChangeSyncOptions = {
  queue: ChangeQueue;
  /** Sends one change with `recordedAt`, when it was made (the server keeps the newest). */
  send: (change: TrainingChange, recordedAt: string) => Promise<void>;
  /** The server refused a change for good: it has left the queue. */
  onDropped: (entry: QueuedChange, error: ApiError) => void;
  /** Changes reached the server: the calendar's reads are refreshed before this resolves. */
  onSent: () => Promise<void>;
  /** Another tab's queue changed, or ours did (to tell the other tabs). */
  announce?: () => void;
  lock?: TabLock;
  lockName?: string;
  isOnline?: () => boolean;
  /** Waits before sending again after a failure: 2 s, doubled each time, at most a minute. */
  retryDelayMs?: (failures: number) => number;
};

type Outcome = 'sent' | 'dropped' | 'wait';

/**
 * Statuses a later try may get past: the session ended (sent once the client signs in again),
 * the app is outdated (sent by the reloaded app), or the server asked to slow down.
 */
const TRY_AGAIN = new Set([401, 408, 425, 426, 429]);

const defaultRetryDelay = (failures: number) => Math.min(2_000 * 2 ** (failures - 1), 60_000);

/** Sends through the Web Locks API where the browser has it, so two tabs never send at once. */
export const browserTabLock: TabLock = async (name, task) => {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(name, task);
  } else {
    await task();
  }
};

/**
 * The training changes waiting on this device and their sending (docs/decisions/platform-web.md,
 * "Offline app"): in order, one at a time; a change that meets no network or a 5xx stays and is
 * tried again later (backoff; at once when the connection returns); one the server refuses with a
 * 4xx is dropped, since sending it again would never succeed. `pending` holds every change not yet
 * confirmed, the one being sent included, until the calendar has read the server's truth.
 */
export class ChangeSync {
  private readonly options: ChangeSyncOptions;
  private pending: readonly QueuedChange[] = [];
  /** The queue as last read (or as it will be once a submitted change is stored). */
  private queue: readonly QueuedChange[] = [];
  private readonly listeners = new Set<() => void>();
  /** Sent but still shown until the calendar's reads are refreshed. */
  private confirmed: QueuedChange[] = [];
  /** Counts submits, so that a read of the queue begun before one does not hide it. */
  private submits = 0;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** The last change's stamp: a clock set back between two changes must not reorder them. */
  private lastStamp = 0;

  constructor(options: ChangeSyncOptions) {
    this.options = options;
  }

  getPending = (): readonly QueuedChange[] => this.pending;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Keeps `change` on the device, then sends what is waiting if the device is online. Its
   * `queued_at` is when the client made it, by the device's clock: sent as the change's
   * `recorded_at`, however late, so an older change never overwrites a newer one on the server.
   */
  async submit(change: TrainingChange): Promise<void> {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    const entry: QueuedChange = {
      id: newKey(),
      change,
      queued_at: new Date(this.lastStamp).toISOString(),
    };
    this.submits += 1;
    this.publish(withChange(this.queue, entry));
    await this.options.queue.add(entry);
    this.options.announce?.();
    await this.reload();
    if (this.isOnline()) await this.flush();
  }

  /** Reads the queue again (another tab changed it). */
  async reload(): Promise<void> {
    await this.load();
  }

  /** Sends everything waiting, oldest first; resolves when the queue is empty or stuck. */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.clearRetry();
    this.flushing = (async () => {
      try {
        do {
          this.flushAgain = false;
          const lock = this.options.lock ?? browserTabLock;
          await lock(this.options.lockName ?? 'forma-training-changes', () => this.sendAll());
        } while (this.flushAgain && !this.stopped);
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  stop() {
    this.stopped = true;
    this.clearRetry();
    this.listeners.clear();
  }

  private async sendAll(): Promise<void> {
    let reachedServer = false;
    let stuck = false;
    while (!this.stopped) {
      const head = (await this.load())[0];
      if (!head) break;
      const outcome = await this.sendOne(head);
      if (outcome === 'wait') {
        stuck = true;
        break;
      }
      reachedServer = true;
      this.failures = 0;
      if (outcome === 'sent') this.confirmed.push(head);
      await this.options.queue.remove(head.id);
      this.options.announce?.();
    }
    if (reachedServer) {
      try {
        await this.options.onSent();
      } finally {
        this.confirmed = [];
        await this.load();
      }
    }
    if (stuck) this.retryLater();
  }

  private async sendOne(entry: QueuedChange): Promise<Outcome> {
    try {
      await this.options.send(entry.change, entry.queued_at);
      return 'sent';
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        !TRY_AGAIN.has(error.status)
      ) {
        this.options.onDropped(entry, error);
        return 'dropped';
      }
      // No network, a 5xx, or a status worth another try: the change stays first in line.
      return 'wait';
    }
  }

  private retryLater() {
    if (this.stopped) return;
    this.failures += 1;
    // Offline, the `online` event sends again; a timer would only fail.
    if (!this.isOnline()) return;
    const delay = (this.options.retryDelayMs ?? defaultRetryDelay)(this.failures);
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private clearRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private isOnline(): boolean {
    return this.options.isOnline ? this.options.isOnline() : navigator.onLine;
  }

  /** Reads the queue and shows it, unless a change was submitted while it was being read. */
  private async load(): Promise<QueuedChange[]> {
    const submits = this.submits;
    const queue = await this.options.queue.load();
    if (submits === this.submits) this.publish(queue);
    return queue;
  }

  private publish(queue: readonly QueuedChange[]) {
    this.queue = queue;
    const waiting = new Set(queue.map((entry) => entry.id));
    const next = [...this.confirmed.filter((entry) => !waiting.has(entry.id)), ...queue];
    if (sameIds(next, this.pending)) return;
    this.pending = next;
    for (const listener of this.listeners) listener();
  }
}

function sameIds(a: readonly QueuedChange[], b: readonly QueuedChange[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry.id === b[index]!.id);
}

/** A random UUID (v4), also where `crypto.randomUUID` is missing (a page not served over https). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
