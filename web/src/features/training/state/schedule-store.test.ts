import { describe, expect, it } from 'vitest';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { deferred } from '../../../test/mock-fetch';
import { addBlock, moveBlock, removeBlock, updateBlock } from '../model/schedule-edits';
import { newBlock } from '../model/schedule-model';
import { createScheduleStore, saveStatus } from './schedule-store';

type Body = {
  client_id: number | null;
  days: { key: unknown; version: number; blocks: { id?: number; title?: string }[] }[];
};

const serverBlock = (id: number, title: string, position = 0) => ({
  id,
  kind: 'training' as const,
  track_id: 1,
  position,
  title,
  instructions: '',
  exercises: [],
  macros: null,
  challenge: null,
  note: null,
});

const serverDay = (date: string, version: number, titles: [number, string][]): ScheduleDay => ({
  id: 100,
  date,
  week: null,
  day: null,
  client_id: null,
  last_active: false,
  version,
  blocks: titles.map(([id, title], position) => serverBlock(id, title, position)),
});

/** A store whose saves the test answers one by one. */
function setUp() {
  const sent: {
    body: Body;
    reply: ReturnType<typeof deferred<ScheduleDay[]>>;
    fail: (e: unknown) => void;
  }[] = [];
  const store = createScheduleStore({
    clientId: null,
    failureOf: (error) =>
      error === 'conflict'
        ? { conflict: true }
        : error === 'refused'
          ? {
              refusal: {
                message: 'Supersets need the PROFESSIONAL plan.',
                restricted: 'supersets',
              },
            }
          : null,
    save: (body) => {
      const reply = deferred<ScheduleDay[]>();
      let fail: (e: unknown) => void = () => {};
      const failed = new Promise<ScheduleDay[]>((_, reject) => (fail = reject));
      sent.push({ body: body as Body, reply, fail });
      return Promise.race([reply.promise, failed]);
    },
  });
  store.receive(['2025-03-03', '2025-03-04'], [serverDay('2025-03-03', 4, [[11, 'Squats']])]);
  return { store, sent };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the schedule store', () => {
  it('reads the days of a week, empty ones at version 0', () => {
    const { store } = setUp();
    const days = store.get().days;
    expect(days['2025-03-03']!.version).toBe(4);
    expect(days['2025-03-03']!.blocks.map((block) => block.title)).toEqual(['Squats']);
    expect(days['2025-03-04']).toEqual({
      key: { date: '2025-03-04' },
      version: 0,
      last_active: false,
      blocks: [],
    });
  });

  it('applies a change at once and PUTs only the changed day, whole, with its version', () => {
    const { store, sent } = setUp();
    store.apply(addBlock(store.get().days, '2025-03-03', newBlock('training', { title: 'Press' })));
    expect(store.get().days['2025-03-03']!.blocks.map((block) => block.title)).toEqual([
      'Squats',
      'Press',
    ]);
    expect(saveStatus(store.get())).toBe('saving');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      client_id: null,
      days: [
        {
          key: { date: '2025-03-03' },
          version: 4,
          last_active: false,
          blocks: [
            expect.objectContaining({ id: 11, title: 'Squats' }),
            expect.not.objectContaining({ id: expect.anything() }),
          ],
        },
      ],
    });
  });

  it('sends a second change after the first answers, with the new version and ids', async () => {
    const { store, sent } = setUp();
    const press = newBlock('training', { title: 'Press' });
    store.apply(addBlock(store.get().days, '2025-03-03', press));
    store.apply(
      updateBlock(store.get().days, '2025-03-03', press.key, (b) => ({ ...b, title: 'Bench' })),
    );
    expect(sent).toHaveLength(1);

    sent[0]!.reply.resolve([
      serverDay('2025-03-03', 5, [
        [11, 'Squats'],
        [12, 'Press'],
      ]),
    ]);
    await flushPromises();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.days[0]!.version).toBe(5);
    expect(sent[1]!.body.days[0]!.blocks[1]).toMatchObject({ id: 12, title: 'Bench' });

    sent[1]!.reply.resolve([
      serverDay('2025-03-03', 6, [
        [11, 'Squats'],
        [12, 'Bench'],
      ]),
    ]);
    await flushPromises();
    expect(saveStatus(store.get())).toBe('saved');
  });

  it('moves a block between days in one PUT, keeping its id', () => {
    const { store, sent } = setUp();
    store.apply(
      moveBlock(
        store.get().days,
        { id: '2025-03-03', blockKey: 'b11' },
        { id: '2025-03-04', index: 0 },
      ),
    );
    const [body] = sent.map((item) => item.body);
    expect(body!.days.map((day) => [day.key, day.blocks.map((block) => block.id)])).toEqual([
      [{ date: '2025-03-03' }, []],
      [{ date: '2025-03-04' }, [11]],
    ]);
  });

  it('undoes the last change as a new save of the days it touched', async () => {
    const { store, sent } = setUp();
    store.apply(removeBlock(store.get().days, '2025-03-03', 'b11'));
    sent[0]!.reply.resolve([serverDay('2025-03-03', 5, [])]);
    await flushPromises();

    store.undo();
    expect(store.get().days['2025-03-03']!.blocks.map((block) => block.title)).toEqual(['Squats']);
    expect(store.get().history).toHaveLength(0);
    // The block was deleted by the first save: it comes back as a new row, on the new version.
    expect(sent[1]!.body.days).toEqual([
      expect.objectContaining({
        version: 5,
        blocks: [expect.not.objectContaining({ id: expect.anything() })],
      }),
    ]);
  });

  it('keeps a block its id when undoing an edit made before its first save answered', async () => {
    const { store, sent } = setUp();
    const press = newBlock('training', { title: 'Press' });
    store.apply(addBlock(store.get().days, '2025-03-03', press));
    store.apply(
      updateBlock(store.get().days, '2025-03-03', press.key, (b) => ({ ...b, title: 'Bench' })),
    );
    sent[0]!.reply.resolve([
      serverDay('2025-03-03', 5, [
        [11, 'Squats'],
        [12, 'Press'],
      ]),
    ]);
    await flushPromises();
    sent[1]!.reply.resolve([
      serverDay('2025-03-03', 6, [
        [11, 'Squats'],
        [12, 'Bench'],
      ]),
    ]);
    await flushPromises();

    store.undo();
    expect(sent[2]!.body.days[0]).toMatchObject({
      version: 6,
      blocks: [
        { id: 11, title: 'Squats' },
        { id: 12, title: 'Press' },
      ],
    });
  });

  it('marks a day refused with 409 as a conflict, and a reload takes the server’s day', async () => {
    const { store, sent } = setUp();
    store.apply(removeBlock(store.get().days, '2025-03-03', 'b11'));
    sent[0]!.fail('conflict');
    await flushPromises();
    expect(saveStatus(store.get())).toBe('conflict');
    expect(store.get().conflicts).toEqual(new Set(['2025-03-03']));

    // A later read does not overwrite the unsaved day; the conflict's reload does.
    store.receive(['2025-03-03'], [serverDay('2025-03-03', 7, [[11, 'Front squats']])]);
    expect(store.get().days['2025-03-03']!.blocks).toEqual([]);
    store.receive(
      ['2025-03-03'],
      [serverDay('2025-03-03', 7, [[11, 'Front squats']])],
      ['2025-03-03'],
    );
    expect(store.get().days['2025-03-03']!.blocks.map((block) => block.title)).toEqual([
      'Front squats',
    ]);
    expect(saveStatus(store.get())).toBe('saved');
  });

  it('keeps a change that failed to save and sends it again on retry', async () => {
    const { store, sent } = setUp();
    store.apply(removeBlock(store.get().days, '2025-03-03', 'b11'));
    sent[0]!.fail(new Error('offline'));
    await flushPromises();
    expect(saveStatus(store.get())).toBe('failed');
    expect(store.get().days['2025-03-03']!.blocks).toEqual([]);
    store.retry();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.days[0]!.version).toBe(4);
  });

  it('refuses a 31st block with the contract’s message and changes nothing', () => {
    const { store, sent } = setUp();
    for (let i = 0; i < 29; i++)
      store.apply(addBlock(store.get().days, '2025-03-04', newBlock('note')));
    const refusal = store.apply(addBlock(store.get().days, '2025-03-04', newBlock('note')));
    const last = store.apply(addBlock(store.get().days, '2025-03-04', newBlock('note')));
    expect(refusal).toBeNull();
    expect(last).toBe('A day holds at most 30 blocks.');
    expect(store.get().days['2025-03-04']!.blocks).toHaveLength(30);
    expect(sent).toHaveLength(1);
  });

  it('holds a day the server refuses for its content until it changes again', async () => {
    const { store, sent } = setUp();
    store.apply(
      updateBlock(store.get().days, '2025-03-03', 'b11', (b) => ({ ...b, title: 'Pair' })),
    );
    sent[0]!.fail('refused');
    await flushPromises();
    expect(store.get().refusal).toEqual({
      message: 'Supersets need the PROFESSIONAL plan.',
      restricted: 'supersets',
    });
    store.retry();
    expect(sent).toHaveLength(1);

    store.undo();
    expect(store.get().refusal).toBeNull();
    expect(sent[1]!.body.days[0]!.blocks[0]).toMatchObject({ id: 11, title: 'Squats' });
  });
});
