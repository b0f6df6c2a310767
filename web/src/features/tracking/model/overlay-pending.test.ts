import { describe, expect, it } from 'vitest';
import type { QueuedChange, TrainingChange } from '../sync/training-changes';
import { overlayPending } from './overlay-pending';
import { calendarDays, entry, performedSet, squat, trackedBlock } from '../tracking-test-fixtures';

const queued = (change: TrainingChange, n = 1): QueuedChange => ({
  id: `q${n}`,
  change,
  queued_at: `2025-03-05T11:0${n}:00.000Z`,
});

const answer = () =>
  calendarDays([
    entry([
      trackedBlock(41, { exercises: [squat], performed: [performedSet()] }),
      trackedBlock(42, { kind: 'macros', macros: { mode: 'exact', protein: 1, carbs: 1, fat: 1 } }),
    ]),
  ]);
const blocksOf = (shown: ReturnType<typeof overlayPending>) => shown.days[0]!.entries[0]!.blocks;

describe('changes waiting on the device, shown on the calendar', () => {
  it('shows nothing more without changes, and never changes the answer', () => {
    const days = answer();
    const before = structuredClone(days);
    const shown = overlayPending(days, [
      queued({ kind: 'set', block_exercise_id: 301, set_index: 1, values: { reps: 6 } }),
    ]);
    expect(days).toEqual(before);
    expect(blocksOf(overlayPending(days, []))[0]!.pending_comments).toEqual([]);
    expect(blocksOf(shown)[0]!.performed).toHaveLength(2);
  });

  it('shows a queued set as logged and waiting, replacing the one it changes', () => {
    const shown = overlayPending(answer(), [
      queued({ kind: 'set', block_exercise_id: 301, set_index: 0, values: { reps: 10 } }),
      queued({ kind: 'set', block_exercise_id: 301, set_index: 1, values: { reps: 7 } }, 2),
    ]);
    const performed = blocksOf(shown)[0]!.performed;
    expect(performed.map((set) => [set.set_index, set.values, set.pending])).toEqual([
      [0, { reps: 10 }, true],
      [1, { reps: 7 }, true],
    ]);
    expect(performed[1]).toMatchObject({
      exercise_id: 31,
      block_id: 41,
      performed_on: '2025-03-05',
    });
  });

  it('takes back a set undone, in the order the changes were made', () => {
    const set = { kind: 'set', block_exercise_id: 301, set_index: 1, values: { reps: 7 } } as const;
    const unset = { kind: 'unset', block_exercise_id: 301, set_index: 1 } as const;
    expect(
      blocksOf(overlayPending(answer(), [queued(set), queued(unset, 2)]))[0]!.performed,
    ).toHaveLength(1);
    expect(
      blocksOf(overlayPending(answer(), [queued(unset), queued(set, 2)]))[0]!.performed,
    ).toHaveLength(2);
  });

  it('marks blocks and days done, and logs macros with their calories', () => {
    const shown = overlayPending(answer(), [
      queued({ kind: 'block_done', block_id: 42, done: true }),
      queued({ kind: 'macros', block_id: 42, protein: 150, carbs: 200, fat: 60 }, 2),
    ]);
    expect(blocksOf(shown)[1]).toMatchObject({
      done: true,
      macros_log: { protein: 150, carbs: 200, fat: 60, calories: 1940 },
    });
    const whole = overlayPending(answer(), [queued({ kind: 'day_done', day_id: 500, done: true })]);
    expect(whole.days[0]!.entries[0]!.done).toBe(true);
    expect(blocksOf(whole).every((block) => block.done)).toBe(true);
  });

  it('puts a queued comment in its block, waiting to send', () => {
    const shown = overlayPending(answer(), [
      queued({
        kind: 'comment',
        block_id: 41,
        body: 'Felt heavy',
        media_ids: [],
        client_key: '4f6c1d1e-3a8b-4b7e-9c55-0c2d6f0e1a11',
      }),
    ]);
    expect(blocksOf(shown)[0]).toMatchObject({
      comment_count: 1,
      pending_comments: [
        { body: 'Felt heavy', client_key: '4f6c1d1e-3a8b-4b7e-9c55-0c2d6f0e1a11' },
      ],
    });
    expect(blocksOf(shown)[1]!.pending_comments).toEqual([]);
  });

  it('leaves out a change for a block not on screen', () => {
    const shown = overlayPending(answer(), [
      queued({ kind: 'block_done', block_id: 999, done: true }),
    ]);
    expect(blocksOf(shown).map((block) => block.done)).toEqual([false, false]);
  });
});
