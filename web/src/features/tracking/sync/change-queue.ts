import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { QueuedChange, TrainingChange } from './training-changes';

/** The changes waiting on this device, oldest first, kept per signed-in user. */
export type ChangeQueue = {
  load(): Promise<QueuedChange[]>;
  add(entry: QueuedChange): Promise<void>;
  remove(id: string): Promise<void>;
};

let database: UseStore | null = null;
const trainingChangesStore = () => (database ??= createStore('forma-offline', 'training-changes'));

/**
 * The queue in IndexedDB: one list per user, each write one transaction (so two tabs writing
 * at once cannot lose each other's changes). Where the browser gives no IndexedDB (some private
 * modes), or it fails, the queue lives in the page for the rest of its life instead.
 */
export function deviceChangeQueue(owner: string): ChangeQueue {
  const stored = indexedDbChangeQueue(`user:${owner}`);
  const memory = memoryChangeQueue();
  let storable = typeof indexedDB !== 'undefined';
  const withQueue = async <T>(operation: (queue: ChangeQueue) => Promise<T>): Promise<T> => {
    if (storable) {
      try {
        return await operation(stored);
      } catch {
        storable = false;
      }
    }
    return operation(memory);
  };
  return {
    load: () => withQueue((queue) => queue.load()),
    add: (entry) => withQueue((queue) => queue.add(entry)),
    remove: (id) => withQueue((queue) => queue.remove(id)),
  };
}

function indexedDbChangeQueue(key: string): ChangeQueue {
  return {
    load: async () => (await get<QueuedChange[]>(key, trainingChangesStore())) ?? [],
    add: (entry) =>
      update<QueuedChange[]>(
        key,
        (queue) => withChange(queue ?? [], entry),
        trainingChangesStore(),
      ),
    remove: (id) =>
      update<QueuedChange[]>(
        key,
        (queue) => (queue ?? []).filter((queued) => queued.id !== id),
        trainingChangesStore(),
      ),
  };
}

function memoryChangeQueue(): ChangeQueue {
  let list: QueuedChange[] = [];
  return {
    load: async () => list,
    add: async (entry) => {
      list = withChange(list, entry);
    },
    remove: async (id) => {
      list = list.filter((queued) => queued.id !== id);
    },
  };
}

/**
 * The queue with `entry` last. A change to the same thing as the last one waiting (the same
 * set, block, day or macros) replaces it: only the last value matters, and order between
 * different changes is kept. The replacement has its own id, so a tab that was sending the
 * replaced change does not take the new one off the queue when its answer comes.
 */
export function withChange(queue: readonly QueuedChange[], entry: QueuedChange): QueuedChange[] {
  const last = queue.at(-1);
  if (last && sameTarget(last.change, entry.change)) return [...queue.slice(0, -1), entry];
  return [...queue, entry];
}

function targetOf(change: TrainingChange): string | null {
  switch (change.kind) {
    case 'set':
    case 'unset':
      return `set:${change.block_exercise_id}:${change.set_index}`;
    case 'block_done':
      return `block_done:${change.block_id}`;
    case 'day_done':
      return `day_done:${change.day_id}`;
    case 'macros':
      return `macros:${change.block_id}`;
    case 'comment':
      return null;
  }
}

function sameTarget(a: TrainingChange, b: TrainingChange): boolean {
  const target = targetOf(a);
  return target !== null && target === targetOf(b);
}
