import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import { BLOCK_KINDS } from '@forma/contract/training/schedule.schemas';
import { users } from '../accounts/users.tables.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { plans, planTracks } from '../programs/programs.tables.ts';

export type MacrosTarget = {
  mode: 'exact' | 'per_kg' | 'per_lb';
  protein: number;
  carbs: number;
  fat: number;
};
export type ChallengeContent = { name: string; score_type: string; description: string };
export type NoteContent = { title: string; body: string; resource_ids: number[] };

/**
 * A day of a program's schedule (the spec's schedule_id): on a real date (Group Rolling Calendar;
 * 1-2-1, one calendar per client) or at a day of the progressive weeks (Session 1 Day 1, Fixed
 * Length: day_index 0 is Week 1 Day 1). `version` grows with every save of the day, so a save
 * made from an older read is refused instead of overwriting.
 */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'cascade' }),
    onDate: date('on_date', { mode: 'string' }),
    dayIndex: integer('day_index'),
    lastActive: boolean('last_active').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One day per date and calendar; the range reads walk these indexes.
    uniqueIndex('schedule_days_dated_key')
      .on(t.planId, sql`coalesce(${t.clientId}, 0)`, t.onDate)
      .where(sql`${t.onDate} is not null`),
    uniqueIndex('schedule_days_progressive_key')
      .on(t.planId, t.dayIndex)
      .where(sql`${t.dayIndex} is not null`),
    check('schedule_days_one_key', sql`(${t.onDate} is null) <> (${t.dayIndex} is null)`),
  ],
);

/** A block of a day (the spec's section_id), in a track, at a position. */
export const scheduleBlocks = pgTable(
  'schedule_blocks',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => scheduleDays.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => planTracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: BLOCK_KINDS }).notNull(),
    /**
     * The template the block was inserted from (PROFESSIONAL), while that template exists. No
     * foreign key (templates rank above training): deleting a template clears it
     * (`forgetTemplate`, in the deletion's transaction).
     */
    templateId: integer('template_id'),
    title: text('title').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    macros: jsonb('macros').$type<MacrosTarget>(),
    challenge: jsonb('challenge').$type<ChallengeContent>(),
    note: jsonb('note').$type<NoteContent>(),
  },
  (t) => [
    index('schedule_blocks_day_idx').on(t.dayId, t.position),
    // A program's blocks of a kind (its notes, for the FREE plan's one note).
    index('schedule_blocks_plan_kind_idx').on(t.planId, t.kind),
    // Deleting a template clears the blocks inserted from it.
    index('schedule_blocks_template_idx').on(t.templateId),
  ],
);

/**
 * An exercise prescribed in a block, with its sets. `exercise_id` names a product or account
 * exercise; an archived exercise stays named here. What clients record (part 2) refers to this
 * row and a set's index.
 */
export const blockExercises = pgTable(
  'block_exercises',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => scheduleBlocks.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    position: integer('position').notNull(),
    superset: integer('superset'),
    notes: text('notes').notNull().default(''),
    sets: jsonb('sets').$type<PrescribedSet[]>().notNull().default([]),
  },
  (t) => [
    index('block_exercises_block_idx').on(t.blockId, t.position),
    index('block_exercises_exercise_idx').on(t.exerciseId),
  ],
);
