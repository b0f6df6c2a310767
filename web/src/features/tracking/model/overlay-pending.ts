import type {
  CalendarDays,
  CalendarEntry,
  TrackedBlock,
} from '@forma/contract/tracking/calendar.schemas';
import type { PerformedSet } from '@forma/contract/tracking/results.schemas';
import { caloriesOf } from '@forma/contract/training/macros.rules';
import type { QueuedChange, TrainingChange } from '../sync/training-changes';

/** A comment kept on the device, shown in its thread as waiting to send. */
export type PendingComment = {
  client_key: string;
  body: string;
  media_ids: number[];
  queued_at: string;
};

/** A performed set as shown: `pending` while its change waits on the device. */
export type ShownSet = PerformedSet & { pending?: boolean };
export type ShownBlock = Omit<TrackedBlock, 'performed'> & {
  performed: ShownSet[];
  pending_comments: PendingComment[];
};
export type ShownEntry = Omit<CalendarEntry, 'blocks'> & { blocks: ShownBlock[] };
export type ShownDays = Omit<CalendarDays, 'days'> & {
  days: { date: string; entries: ShownEntry[] }[];
};

type Place = { date: string; entry: ShownEntry; block: ShownBlock };

function* placesOf(days: ShownDays): Generator<Place> {
  for (const day of days.days)
    for (const entry of day.entries)
      for (const block of entry.blocks) yield { date: day.date, entry, block };
}

const sameSet = (set: ShownSet, blockExerciseId: number, index: number) =>
  set.block_exercise_id === blockExerciseId && set.set_index === index;

function applyChange(days: ShownDays, change: TrainingChange, queuedAt: string): void {
  for (const { date, entry, block } of placesOf(days)) {
    switch (change.kind) {
      case 'set':
      case 'unset': {
        const exercise = block.exercises.find((each) => each.id === change.block_exercise_id);
        if (!exercise) break;
        block.performed = block.performed.filter(
          (set) => !sameSet(set, change.block_exercise_id, change.set_index),
        );
        if (change.kind === 'set')
          block.performed.push({
            id: 0,
            block_id: block.id,
            block_exercise_id: change.block_exercise_id,
            set_index: change.set_index,
            exercise_id: exercise.exercise_id,
            values: change.values,
            records: [],
            performed_on: date,
            updated_at: queuedAt,
            pending: true,
          });
        return;
      }
      case 'block_done':
        if (block.id !== change.block_id) break;
        block.done = change.done;
        return;
      case 'day_done':
        if (entry.day_id !== change.day_id) break;
        entry.done = change.done;
        if (change.done) for (const each of entry.blocks) each.done = true;
        return;
      case 'macros':
        if (block.id !== change.block_id) break;
        block.macros_log = {
          block_id: block.id,
          protein: change.protein,
          carbs: change.carbs,
          fat: change.fat,
          calories: caloriesOf(change),
          logged_at: queuedAt,
        };
        return;
      case 'comment':
        if (block.id !== change.block_id) break;
        block.pending_comments.push({
          client_key: change.client_key,
          body: change.body,
          media_ids: change.media_ids,
          queued_at: queuedAt,
        });
        block.comment_count += 1;
        return;
    }
  }
}

/**
 * The calendar's days as the client should see them: the server's answer with the changes still
 * waiting on this device applied in the order they were made (a queued set shows as logged, a
 * queued comment as waiting to send in its thread). The answer itself is left untouched.
 */
export function overlayPending(days: CalendarDays, pending: readonly QueuedChange[]): ShownDays {
  const shown: ShownDays = {
    ...days,
    days: days.days.map((day) => ({
      date: day.date,
      entries: day.entries.map((entry) => ({
        ...entry,
        blocks: entry.blocks.map((block) => ({
          ...block,
          performed: [...block.performed],
          pending_comments: [],
        })),
      })),
    })),
  };
  for (const queued of pending) applyChange(shown, queued.change, queued.queued_at);
  return shown;
}
