import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { idSchema, idTextSchema } from '../common/ids.ts';
import { trackingMessages as m } from './tracking.messages.ts';

/**
 * What a client records against their training (programs-and-commerce.md 1, 2.6): performed
 * sets, blocks and days done, macros eaten, comments to the coach, and the coach's feedback.
 * Time is in seconds, distance in metres, loads in kilograms (each viewer sees their own unit).
 */

const value = (max: number) =>
  z.number({ error: m.invalidValue }).min(0, m.invalidValue).max(max, m.invalidValue);

/** The values of one performed set, in the exercise's metrics; at least one. */
export const performedValuesSchema = z
  .object({
    weight_kg: value(2000).optional(),
    reps: value(10_000).optional(),
    rpe: value(10).optional(),
    rir: value(100).optional(),
    rest: value(86_400).optional(),
    rpm: value(10_000).optional(),
    tempo: z
      .string()
      .regex(/^[0-9X]{4}$/, m.tempo)
      .optional(),
    time: value(86_400 * 7).optional(),
    speed: value(1000).optional(),
    cadence: value(1000).optional(),
    distance: value(1_000_000).optional(),
    heart_rate: value(300).optional(),
    calories: value(100_000).optional(),
    watts: value(10_000).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: m.emptySet });
export type PerformedValues = z.infer<typeof performedValuesSchema>;

/** The personal records a set can set (per exercise and client). */
export const RECORD_KINDS = [
  'heaviest_load',
  'most_reps_at_load',
  'fastest_time',
  'longest_distance',
] as const;
export const recordKindSchema = z.enum(RECORD_KINDS);
export type RecordKind = z.infer<typeof recordKindSchema>;

export const performedSetSchema = z.object({
  id: idSchema,
  block_id: idSchema.nullable(),
  block_exercise_id: idSchema.nullable(),
  set_index: z.number().int(),
  exercise_id: idSchema,
  values: performedValuesSchema,
  /** The records this set set when it was saved. */
  records: z.array(recordKindSchema),
  performed_on: z.string(),
  updated_at: z.string(),
});
export type PerformedSet = z.infer<typeof performedSetSchema>;

export const setParamsSchema = z.object({
  block_exercise_id: idTextSchema,
  set_index: z.string().regex(/^(?:[0-9]|[1-4][0-9])$/, m.setIndex),
});

/**
 * When the client made a write, by their device's clock: the offline queue replays writes late,
 * and the server ignores one older than what it holds for the same thing
 * (docs/decisions/tracking.md, "The order of offline writes"). Optional for apps not yet updated
 * (the server's now then).
 */
export const recordedAtSchema = z.iso.datetime({ offset: true, error: m.recordedAt });
const stamp = { recorded_at: recordedAtSchema.optional() };

export const saveSetBodySchema = z.object({ values: performedValuesSchema, ...stamp }).strict();
/** DELETE has no body: the stamp comes in the query. */
export const deleteSetQuerySchema = z.object(stamp).strict();

export const blockParamsSchema = z.object({ block_id: idTextSchema });
export const dayParamsSchema = z.object({ day_id: idTextSchema });
export const doneBodySchema = z.object({ done: z.boolean(), ...stamp }).strict();
export const blockDoneSchema = z.object({ block_id: idSchema, done: z.boolean() });
export const dayDoneSchema = z.object({ day_id: idSchema, done: z.boolean() });

const grams = z.number({ error: m.invalidValue }).min(0, m.invalidValue).max(2000, m.invalidValue);
export const macrosLogBodySchema = z
  .object({ protein: grams, carbs: grams, fat: grams, ...stamp })
  .strict();
export const macrosLogSchema = z.object({
  block_id: idSchema,
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  /** 4 kcal per gram of protein and carbs, 9 per gram of fat, rounded. */
  calories: z.number().int(),
  logged_at: z.string(),
});
export type MacrosLog = z.infer<typeof macrosLogSchema>;

export const bodyweightBodySchema = z
  .object({
    bodyweight_kg: z.number({ error: m.invalidValue }).min(20, m.bodyweight).max(400, m.bodyweight),
  })
  .strict();
export const bodyweightSchema = z.object({ bodyweight_kg: z.number().nullable() });

// --- Comments on a block (client and coach) ---

export const commentBodySchema = z
  .object({
    body: z.string().max(5000, m.tooLong(5000)),
    media_ids: z
      .array(
        refId({
          refers: 'media',
          permission: 'comment.media.attach',
          unknown: mediaMessages.notUsable,
        }),
      )
      .max(10, m.tooManyMedia)
      .default([]),
    /** The device's idempotency key: the same key again answers the comment already made. */
    client_key: z.string().uuid(m.clientKey),
  })
  .strict()
  .refine((c) => c.body.trim().length > 0 || c.media_ids.length > 0, { message: m.emptyComment });

export const commentMediaSchema = z.object({
  id: idSchema,
  type: z.string(),
  title: z.string(),
  thumb: z.string().nullable(),
  src: z.string().nullable(),
  stream_src: z.string().nullable(),
});

export const commentSchema = z.object({
  id: idSchema,
  block_id: idSchema,
  client_id: idSchema,
  author: z.object({
    id: idSchema.nullable(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
    role: z.enum(['coach', 'user']),
  }),
  body: z.string(),
  media: z.array(commentMediaSchema),
  client_key: z.string(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsResponseSchema = z.object({ items: z.array(commentSchema) });

// --- The coach's feedback on a client's day (spec 2.6: feedback and macro_feedback) ---

export const feedbackKindSchema = z.enum(['training', 'macros']);
export const feedbackBodySchema = z
  .object({
    kind: feedbackKindSchema,
    body: z.string().trim().min(1, m.emptyFeedback).max(5000, m.tooLong(5000)),
  })
  .strict();
export const feedbackSchema = z.object({
  kind: feedbackKindSchema,
  body: z.string(),
  author_name: z.string(),
  updated_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// --- An exercise's history and records ---

export const exerciseParamsSchema = z.object({ exercise_id: idTextSchema });
export const historyQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .strict();
export const exerciseHistorySchema = z.object({
  exercise: z.object({ id: idSchema, name: z.string(), category: z.string() }),
  /** The best of each kind so far, with the set that holds it. */
  records: z.array(
    z.object({
      kind: recordKindSchema,
      value: z.number(),
      load_kg: z.number().nullable(),
      performed_on: z.string(),
    }),
  ),
  /** Days with results, latest first, 20 a page. */
  items: z.array(
    z.object({
      performed_on: z.string(),
      plan_title: z.string(),
      sets: z.array(performedSetSchema),
    }),
  ),
  pagination: z.object({ page: z.number().int(), total_pages: z.number().int() }),
});
