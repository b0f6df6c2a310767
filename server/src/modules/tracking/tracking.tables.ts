import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PerformedValues, RecordKind } from '@forma/contract/tracking/results.schemas';
import { users } from '../accounts/users.tables.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { plans } from '../programs/programs.tables.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { blockExercises, scheduleBlocks, scheduleDays } from '../training/training.tables.ts';

/**
 * A set a client performed against a prescribed set (a block exercise and the set's index).
 * When the coach deletes the block the result stays, without it, in the client's exercise
 * history and records: `exercise_id` and `performed_on` (the client's date) say what and when.
 */
export const performedSets = pgTable(
  'performed_sets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => scheduleBlocks.id, { onDelete: 'set null' }),
    blockExerciseId: integer('block_exercise_id').references(() => blockExercises.id, {
      onDelete: 'set null',
    }),
    setIndex: integer('set_index').notNull(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    values: jsonb('values').$type<PerformedValues>().notNull(),
    /** The personal records this set set when it was saved (heaviest load, ...). */
    records: jsonb('records').$type<RecordKind[]>().notNull().default([]),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One result per client and prescribed set: saving again replaces it (idempotent).
    uniqueIndex('performed_sets_set_key').on(t.userId, t.blockExerciseId, t.setIndex),
    // A client's history and records of an exercise.
    index('performed_sets_exercise_idx').on(t.userId, t.exerciseId, t.performedOn),
    // The results of a block (the calendar, the review).
    index('performed_sets_block_idx').on(t.blockId, t.userId),
    // A program's clients' last logged day.
    index('performed_sets_plan_user_idx').on(t.planId, t.userId, t.performedOn),
    // Personal records (record-candidates.ts): each kind's best result of an exercise is the
    // first entry of its index, so a save reads a few entries whatever the client's history.
    index('performed_sets_best_load_idx')
      .on(t.userId, t.exerciseId, sql`((${t.values}->>'weight_kg')::float8)`)
      .where(sql`((${t.values}->>'weight_kg')::float8) > 0`),
    index('performed_sets_best_reps_idx')
      .on(
        t.userId,
        t.exerciseId,
        sql`coalesce((${t.values}->>'weight_kg')::float8, 0)`,
        sql`((${t.values}->>'reps')::float8)`,
      )
      .where(sql`((${t.values}->>'reps')::float8) > 0`),
    index('performed_sets_best_time_idx')
      .on(
        t.userId,
        t.exerciseId,
        sql`((${t.values}->>'distance')::float8)`,
        sql`((${t.values}->>'time')::float8)`,
      )
      .where(sql`((${t.values}->>'time')::float8) > 0`),
    index('performed_sets_best_distance_idx')
      .on(t.userId, t.exerciseId, sql`((${t.values}->>'distance')::float8)`)
      .where(sql`((${t.values}->>'distance')::float8) > 0`),
    check('performed_sets_set_index', sql`${t.setIndex} >= 0 and ${t.setIndex} < 50`),
  ],
);

/** A block (training, sets, macros, challenge, or a note read) the client marked done. */
export const blockCompletions = pgTable(
  'block_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockId: integer('block_id')
      .notNull()
      .references(() => scheduleBlocks.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockId] }),
    index('block_completions_block_idx').on(t.blockId),
  ],
);

/** A day the client marked done (all its work). */
export const dayCompletions = pgTable(
  'day_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => scheduleDays.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dayId] }),
    index('day_completions_day_idx').on(t.dayId),
  ],
);

/** What a client ate against a macros block's targets, in grams (calories derived). */
export const macroLogs = pgTable(
  'macro_logs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockId: integer('block_id')
      .notNull()
      .references(() => scheduleBlocks.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    protein: real('protein').notNull(),
    carbs: real('carbs').notNull(),
    fat: real('fat').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockId] }),
    index('macro_logs_block_idx').on(t.blockId),
  ],
);

/**
 * When the client made the last write the server applied to one thing of theirs (a set's
 * result, a block's or a day's done mark, a block's macros), by their device's clock: an
 * offline write replayed later than a newer one is ignored (docs/decisions/tracking.md, "The order
 * of offline writes"). Kept apart from the results so that a cleared set or an undone mark, whose
 * row is deleted, still holds its stamp. `target` is `write-stamps.ts`'s key of the thing.
 */
export const resultStamps = pgTable(
  'result_stamps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target] })],
);

/**
 * A comment in the thread between a client and their coaches on one block of the client's day
 * (`client_id` is the client whose thread it is; `author_id` the client or a coach). `client_key`
 * is the device's idempotency key within the author's thread: a comment sent twice (an offline
 * queue replaying) is one, while the same key in another thread is another comment.
 */
export const blockComments = pgTable(
  'block_comments',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => scheduleBlocks.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mediaIds: jsonb('media_ids').$type<number[]>().notNull().default([]),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('block_comments_client_key').on(t.authorId, t.blockId, t.clientId, t.clientKey),
    index('block_comments_thread_idx').on(t.blockId, t.clientId, t.createdAt),
    index('block_comments_plan_idx').on(t.planId, t.createdAt),
  ],
);

/**
 * The coach's feedback on a client's day (spec 2.6: paths feedback and macro_feedback), one per
 * kind, replaced when the coach writes it again.
 */
export const dayFeedback = pgTable(
  'day_feedback',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => scheduleDays.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['training', 'macros'] }).notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dayId, t.kind] }),
    index('day_feedback_day_idx').on(t.dayId),
  ],
);

/** A Fixed Length client's training day moved to another date of theirs. */
export const membershipDayMoves = pgTable(
  'membership_day_moves',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => planMemberships.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => scheduleDays.id, { onDelete: 'cascade' }),
    onDate: date('on_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.dayId] })],
);

/**
 * A person's private calendar feed: the feed's address carries `token_id` and an HMAC of it
 * under the server's key, so the address can be shown again without storing it; a new link
 * replaces the row, and the old address stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenId: text('token_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
