import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  EQUIPMENT_KINDS,
  METRIC_CATEGORIES,
  MUSCLE_GROUPS,
  type Metric,
  type Muscle,
} from '@forma/contract/exercises/exercises.rules';
import { accounts } from '../accounts/accounts.tables.ts';
import { media } from '../media/media.tables.ts';

/**
 * Exercises (programs-and-commerce.md 3): an account's own (account_id) or the product
 * library's (account_id null, with its stable key). Deleting archives (archived_at): the
 * exercise leaves the library lists and stays readable by id for the prescriptions using it.
 */
export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The product library's slug (`back-squat`); null for an account's own. */
    key: text('key'),
    name: text('name').notNull(),
    category: text('category', { enum: METRIC_CATEGORIES }).notNull(),
    muscleGroup: text('muscle_group', { enum: MUSCLE_GROUPS }).notNull(),
    primaryMuscles: text('primary_muscles')
      .array()
      .$type<Muscle[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    secondaryMuscles: text('secondary_muscles')
      .array()
      .$type<Muscle[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    equipment: text('equipment', { enum: EQUIPMENT_KINDS }).notNull(),
    defaultMetrics: text('default_metrics')
      .array()
      .$type<Metric[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    instructions: text('instructions').notNull().default(''),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('exercises_key_key').on(t.key),
    // Spec 5: a name is unique in an account's library (archived ones free their name). It
    // also serves both lists, live exercises by name: the account's, and the product's
    // (account_id is null: left out of the uniqueness, not of the index).
    uniqueIndex('exercises_account_name_key')
      .on(t.accountId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    // Deleting a library item clears the exercises showing it.
    index('exercises_media_idx').on(t.mediaId),
  ],
);

export type ExerciseRow = typeof exercises.$inferSelect;

/** The product library's seeded version (a start skips the upsert when it is current). */
export const productLibraryVersions = pgTable('product_library_versions', {
  library: text('library').primaryKey(),
  version: integer('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
