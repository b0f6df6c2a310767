import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deviceChangeQueue, withChange } from './change-queue';
import { ChangeSync, type ChangeSyncOptions } from './change-sync';
import type { QueuedChange, TrainingChange } from './training-changes';

const set = (set_index: number, reps: number): TrainingChange => ({
  kind: 'set',
  block_exercise_id: 7,
  set_index,
  values: { reps },
});
const comment = (body: string, client_key: string): TrainingChange => ({
  kind: 'comment',
  block_id: 3,
  body,
  media_ids: [],
  client_key,
});

let owners = 0;
const syncs: ChangeSync[] = [];
afterEach(() => {
  for (const sync of syncs.splice(0)) sync.stop();
});

/** A sender for a new user each test (the device queue lives on between tests). */
function makeSync(options: Partial<ChangeSyncOptions> & { owner?: string } = {}) {
  const owner = options.owner ?? `test-${++owners}`;
  const sent: TrainingChange[] = [];
  const sync = new ChangeSync({
    queue: deviceChangeQueue(owner),
    send: async (change) => {
      sent.push(change);
    },
    onDropped: () => {},
    onSent: async () => {},
    lock: async (_name, task) => task(),
    isOnline: () => true,
    retryDelayMs: () => 60_000,
    ...options,
  });
  syncs.push(sync);
  return { sync, sent, owner };
}

const kinds = (pending: readonly QueuedChange[]) => pending.map((entry) => entry.change);

describe('the queue of training changes on the device', () => {
  it('keeps changes made offline through a reload and sends them, oldest first, when back', async () => {
    const offline = makeSync({ isOnline: () => false });
    await offline.sync.submit(set(0, 5));
    await offline.sync.submit(comment('Felt heavy', '6f1c7a3e-1d4b-4c8e-9a55-0b3e2f1d9c01'));
    expect(offline.sent).toEqual([]);
    expect(kinds(offline.sync.getPending())).toHaveLength(2);
    offline.sync.stop();

    // The page is loaded again: a new sender reads what this device kept.
    const reloaded = makeSync({ owner: offline.owner });
    await reloaded.sync.reload();
    expect(kinds(reloaded.sync.getPending())).toEqual([
      set(0, 5),
      comment('Felt heavy', '6f1c7a3e-1d4b-4c8e-9a55-0b3e2f1d9c01'),
    ]);
    await reloaded.sync.flush();
    expect(reloaded.sent).toEqual([
      set(0, 5),
      comment('Felt heavy', '6f1c7a3e-1d4b-4c8e-9a55-0b3e2f1d9c01'),
    ]);
    expect(reloaded.sync.getPending()).toEqual([]);
    expect(await deviceChangeQueue(offline.owner).load()).toEqual([]);
  });

  it('sends one change at a time, in order, and counts the one being sent as pending', async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    const order: number[] = [];
    const answers: (() => void)[] = [];
    const { sync } = makeSync({
      send: (change) => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        order.push(change.kind === 'set' ? change.set_index : -1);
        return new Promise<void>((resolve) =>
          answers.push(() => {
            inFlight -= 1;
            resolve();
          }),
        );
      },
    });
    const first = sync.submit(set(0, 5));
    const second = sync.submit(set(1, 6));
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(kinds(sync.getPending())).toEqual([set(0, 5), set(1, 6)]);
    answers[0]!();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await Promise.all([first, second]);
    await sync.flush();
    expect(order).toEqual([0, 1]);
    expect(mostAtOnce).toBe(1);
    expect(sync.getPending()).toEqual([]);
  });

  it('keeps a change that meets no network first in line, and sends it when asked again', async () => {
    let networkUp = false;
    const { sync, sent } = makeSync({
      send: async (change) => {
        if (!networkUp) throw new Error('Failed to fetch');
        sent.push(change);
      },
    });
    await sync.submit(set(0, 5));
    await sync.submit(set(1, 6));
    expect(sent).toEqual([]);
    expect(kinds(sync.getPending())).toEqual([set(0, 5), set(1, 6)]);

    networkUp = true;
    await sync.flush();
    expect(sent).toEqual([set(0, 5), set(1, 6)]);
    expect(sync.getPending()).toEqual([]);
  });

  it('tries again by itself after a server error (5xx), with a growing wait', async () => {
    const failures: number[] = [];
    let answers = 0;
    const { sync, sent } = makeSync({
      retryDelayMs: (failure) => {
        failures.push(failure);
        return 5;
      },
      send: async (change) => {
        answers += 1;
        if (answers <= 2) throw new ApiError(503, null, 'Unavailable');
        sent.push(change);
      },
    });
    await sync.submit(set(0, 5));
    await vi.waitFor(() => expect(sent).toEqual([set(0, 5)]));
    expect(failures).toEqual([1, 2]);
    await vi.waitFor(() => expect(sync.getPending()).toEqual([]));
  });

  it('drops a change the server refuses (4xx), says so, and sends the next', async () => {
    const dropped: [TrainingChange, number][] = [];
    const { sync, sent } = makeSync({
      onDropped: (entry, error) => dropped.push([entry.change, error.status]),
      send: async (change) => {
        if (change.kind === 'set' && change.set_index === 0) {
          throw new ApiError(422, { errors: { base: ['This day is not open to you yet.'] } }, '');
        }
        sent.push(change);
      },
    });
    await sync.submit(set(0, 5));
    await sync.submit(set(1, 6));
    await sync.flush();
    expect(dropped).toEqual([[set(0, 5), 422]]);
    expect(sent).toEqual([set(1, 6)]);
    expect(sync.getPending()).toEqual([]);
  });

  it('keeps a change refused for an ended session (401) until it can be sent', async () => {
    let signedIn = false;
    const { sync, sent } = makeSync({
      send: async (change) => {
        if (!signedIn) throw new ApiError(401, null, 'Unauthorized');
        sent.push(change);
      },
    });
    await sync.submit(set(0, 5));
    expect(kinds(sync.getPending())).toEqual([set(0, 5)]);
    signedIn = true;
    await sync.flush();
    expect(sent).toEqual([set(0, 5)]);
  });

  it('makes no second comment when an answer is lost and the comment is sent again', async () => {
    const comments = new Map<string, string>();
    let loseAnswer = true;
    const { sync } = makeSync({
      send: async (change) => {
        if (change.kind !== 'comment') return;
        // The server stores by client_key (idempotent), as the contract requires.
        if (!comments.has(change.client_key)) comments.set(change.client_key, change.body);
        if (loseAnswer) {
          loseAnswer = false;
          throw new Error('Failed to fetch');
        }
      },
    });
    await sync.submit(comment('Shoulder hurt on set 3', 'a3b4c5d6-0000-4000-8000-000000000001'));
    expect(sync.getPending()).toHaveLength(1);
    await sync.flush();
    expect([...comments.values()]).toEqual(['Shoulder hurt on set 3']);
    expect(sync.getPending()).toEqual([]);
  });

  it('refreshes the calendar once changes reached the server, still showing them until then', async () => {
    let pendingWhileRefreshing: readonly QueuedChange[] = [];
    const { sync } = makeSync({
      onSent: async () => {
        pendingWhileRefreshing = sync.getPending();
      },
    });
    await sync.submit(set(0, 5));
    expect(kinds(pendingWhileRefreshing)).toEqual([set(0, 5)]);
    expect(sync.getPending()).toEqual([]);
  });
});

describe('two tabs of one client', () => {
  it('take turns, so each change is sent once', async () => {
    // What navigator.locks does across tabs: one task at a time under a name.
    let turn = Promise.resolve();
    const lock = (_name: string, task: () => Promise<void>) => {
      const mine = turn.then(task);
      turn = mine.catch(() => undefined);
      return mine;
    };
    const received: TrainingChange[] = [];
    const send = async (change: TrainingChange) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      received.push(change);
    };
    const first = makeSync({ lock, send });
    const second = makeSync({ lock, send, owner: first.owner });
    await Promise.all([
      first.sync.submit(set(0, 5)),
      second.sync.submit(set(1, 6)),
      first.sync.submit(set(2, 7)),
      second.sync.flush(),
    ]);
    await Promise.all([first.sync.flush(), second.sync.flush()]);
    expect(received).toHaveLength(3);
    expect(received).toEqual(expect.arrayContaining([set(0, 5), set(1, 6), set(2, 7)]));
    expect(await deviceChangeQueue(first.owner).load()).toEqual([]);
  });
});

describe('a browser with no IndexedDB', () => {
  it('keeps the queue in the page and sends it all the same', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      const offline = makeSync({ isOnline: () => false });
      await offline.sync.submit(set(0, 5));
      expect(kinds(offline.sync.getPending())).toEqual([set(0, 5)]);
      await offline.sync.flush();
      expect(offline.sent).toEqual([set(0, 5)]);
      expect(offline.sync.getPending()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('successive changes to the same thing', () => {
  const entry = (id: string, change: TrainingChange): QueuedChange => ({
    id,
    change,
    queued_at: '2026-11-24T09:00:00.000Z',
  });

  it('keep only the last value, with its own id, and the order of different changes', () => {
    let queue = withChange([], entry('a', set(0, 5)));
    queue = withChange(queue, entry('b', set(0, 6)));
    expect(queue).toEqual([entry('b', set(0, 6))]);
    queue = withChange(queue, entry('c', set(1, 8)));
    queue = withChange(queue, entry('d', set(0, 7)));
    expect(queue.map((queued) => queued.id)).toEqual(['b', 'c', 'd']);
  });

  it('never merge comments', () => {
    const key = (n: number) => `a3b4c5d6-0000-4000-8000-00000000000${n}`;
    let queue = withChange([], entry('a', comment('One', key(1))));
    queue = withChange(queue, entry('b', comment('Two', key(2))));
    expect(queue).toHaveLength(2);
  });

  it('while one is being sent, the newer value is sent after it', async () => {
    let release: () => void = () => {};
    const { sync, sent } = makeSync({
      send: (change) => {
        sent.push(change);
        return sent.length === 1
          ? new Promise((resolve) => (release = resolve))
          : Promise.resolve();
      },
    });
    const first = sync.submit(set(0, 5));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const second = sync.submit(set(0, 9));
    await vi.waitFor(() => expect(kinds(sync.getPending())).toEqual([set(0, 9)]));
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual([set(0, 5), set(0, 9)]);
    expect(sync.getPending()).toEqual([]);
  });
});
