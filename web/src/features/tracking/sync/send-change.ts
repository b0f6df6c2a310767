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

/** Sends one change to its endpoint (each is idempotent on the server). */
export async function sendChange(change: TrainingChange): Promise<void> {
  const silent = { silent: true } as const;
  switch (change.kind) {
    case 'set':
      await call(
        saveSetEndpoint,
        {
          params: { block_exercise_id: change.block_exercise_id, set_index: change.set_index },
          body: { values: change.values },
        },
        silent,
      );
      return;
    case 'unset':
      await call(
        deleteSetEndpoint,
        { params: { block_exercise_id: change.block_exercise_id, set_index: change.set_index } },
        silent,
      );
      return;
    case 'block_done':
      await call(
        setBlockDoneEndpoint,
        { params: { block_id: change.block_id }, body: { done: change.done } },
        silent,
      );
      return;
    case 'day_done':
      await call(
        setDayDoneEndpoint,
        { params: { day_id: change.day_id }, body: { done: change.done } },
        silent,
      );
      return;
    case 'macros':
      await call(
        logMacrosEndpoint,
        {
          params: { block_id: change.block_id },
          body: { protein: change.protein, carbs: change.carbs, fat: change.fat },
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
