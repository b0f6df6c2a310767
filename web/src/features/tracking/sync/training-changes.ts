import type { PerformedValues } from '@forma/contract/tracking/results.schemas';

/**
 * A change a client makes to their training record. Every write of the calendar goes through
 * `useTrainingChanges().submit` (sync/), which sends it, or keeps it on the device while there
 * is no connection and sends it when the connection returns; each change is idempotent on the
 * server (PUTs by natural key, comments by `client_key`), so sending one twice is harmless.
 */
export type TrainingChange =
  | { kind: 'set'; block_exercise_id: number; set_index: number; values: PerformedValues }
  | { kind: 'unset'; block_exercise_id: number; set_index: number }
  | { kind: 'block_done'; block_id: number; done: boolean }
  | { kind: 'day_done'; day_id: number; done: boolean }
  | { kind: 'macros'; block_id: number; protein: number; carbs: number; fat: number }
  | {
      kind: 'comment';
      block_id: number;
      body: string;
      media_ids: number[];
      client_key: string;
    };

/** A change kept on the device, waiting to be sent. */
export type QueuedChange = { id: string; change: TrainingChange; queued_at: string };

type CommentChange = Extract<TrainingChange, { kind: 'comment' }>;

/** What `submit` takes: a comment's `client_key` is made at submit time when it has none. */
export type SubmittedChange =
  | Exclude<TrainingChange, CommentChange>
  | (Omit<CommentChange, 'client_key'> & { client_key?: string });
