import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceChangeQueue } from './change-queue';
import { ChangeSync } from './change-sync';
import { sendChange } from './send-change';

/** What reached the server: each request's method, path with query, and body. */
type Sent = { method: string; path: string; body: unknown };

let online = false;
let sent: Sent[] = [];
let sync: ChangeSync;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  online = false;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push({
        method: init.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      return new Response(null, { status: 204 });
    }),
  );
  sync = new ChangeSync({
    queue: deviceChangeQueue(`recorded-at-${Math.random()}`),
    send: sendChange,
    onDropped: () => {},
    onSent: async () => {},
    lock: async (_name, task) => task(),
    isOnline: () => online,
    retryDelayMs: () => 60_000,
  });
});
afterEach(() => {
  sync.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the time a change carries', () => {
  it('is when the client typed it, not when the connection came back and it was sent', async () => {
    vi.setSystemTime(new Date('2030-03-05T09:50:00.000Z'));
    await sync.submit({ kind: 'set', block_exercise_id: 7, set_index: 0, values: { reps: 5 } });
    vi.setSystemTime(new Date('2030-03-05T09:51:00.000Z'));
    await sync.submit({ kind: 'unset', block_exercise_id: 7, set_index: 1 });
    vi.setSystemTime(new Date('2030-03-05T09:52:00.000Z'));
    await sync.submit({ kind: 'block_done', block_id: 3, done: true });
    vi.setSystemTime(new Date('2030-03-05T09:53:00.000Z'));
    await sync.submit({ kind: 'day_done', day_id: 2, done: true });
    vi.setSystemTime(new Date('2030-03-05T09:54:00.000Z'));
    await sync.submit({ kind: 'macros', block_id: 4, protein: 150, carbs: 200, fat: 60 });
    expect(sent).toEqual([]);

    // An hour and a half later, out of the gym.
    vi.setSystemTime(new Date('2030-03-05T11:30:00.000Z'));
    online = true;
    await sync.flush();

    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/user/training/sets/7/0',
        body: { values: { reps: 5 }, recorded_at: '2030-03-05T09:50:00.000Z' },
      },
      {
        method: 'DELETE',
        path: '/api/user/training/sets/7/1?recorded_at=2030-03-05T09%3A51%3A00.000Z',
        body: undefined,
      },
      {
        method: 'PUT',
        path: '/api/user/training/blocks/3/done',
        body: { done: true, recorded_at: '2030-03-05T09:52:00.000Z' },
      },
      {
        method: 'PUT',
        path: '/api/user/training/days/2/done',
        body: { done: true, recorded_at: '2030-03-05T09:53:00.000Z' },
      },
      {
        method: 'PUT',
        path: '/api/user/training/blocks/4/macros',
        body: { protein: 150, carbs: 200, fat: 60, recorded_at: '2030-03-05T09:54:00.000Z' },
      },
    ]);
  });

  it('keeps the order of two changes when the device’s clock is set back between them', async () => {
    vi.setSystemTime(new Date('2030-03-05T09:50:00.000Z'));
    await sync.submit({ kind: 'set', block_exercise_id: 7, set_index: 0, values: { reps: 5 } });
    vi.setSystemTime(new Date('2030-03-05T09:40:00.000Z'));
    await sync.submit({ kind: 'block_done', block_id: 3, done: true });
    online = true;
    await sync.flush();
    const stamps = sent.map((request) => (request.body as { recorded_at: string }).recorded_at);
    expect(stamps).toEqual(['2030-03-05T09:50:00.000Z', '2030-03-05T09:50:00.001Z']);
  });
});
