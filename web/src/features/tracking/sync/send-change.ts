import {
  addBlockCommentEndpoint,
  deleteSetEndpoint,
  logMacrosEndpoint,
  saveSetEndpoint,
  setBlockDoneEndpoint,
  setDayDoneEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { call } from '../../../lib/call';
import type { TrainingChange } from './training-changes';

/**
 * Sends one change to its endpoint (each is idempotent on the server), with `recorded_at`, when
 * the client made it: the server ignores a change older than the one it holds for the same set,
 * mark or macros (a comment needs none: each is new, and its `client_key` makes a replay one).
 */
export async function sendChange(change: TrainingChange, recordedAt: string): Promise<void> {
  const silent = { silent: true } as const;
  switch (change.kind) {
    case 'set':
      await call(
        saveSetEndpoint,
        {
          params: { block_exercise_id: change.block_exercise_id, set_index: change.set_index },
          body: { values: change.values, recorded_at: recordedAt },
        },
        silent,
      );
      return;
    case 'unset':
      await call(
        deleteSetEndpoint,
        {
          params: { block_exercise_id: change.block_exercise_id, set_index: change.set_index },
          query: { recorded_at: recordedAt },
        },
        silent,
      );
      return;
    case 'block_done':
      await call(
        setBlockDoneEndpoint,
        {
          params: { block_id: change.block_id },
          body: { done: change.done, recorded_at: recordedAt },
        },
        silent,
      );
      return;
    case 'day_done':
      await call(
        setDayDoneEndpoint,
        { params: { day_id: change.day_id }, body: { done: change.done, recorded_at: recordedAt } },
        silent,
      );
      return;
    case 'macros':
      await call(
        logMacrosEndpoint,
        {
          params: { block_id: change.block_id },
          body: {
            protein: change.protein,
            carbs: change.carbs,
            fat: change.fat,
            recorded_at: recordedAt,
          },
        },
        silent,
      );
      return;
    case 'comment':
      await call(
        addBlockCommentEndpoint,
        {
          params: { block_id: change.block_id },
          body: { body: change.body, media_ids: change.media_ids, client_key: change.client_key },
        },
        silent,
      );
      return;
  }
}
