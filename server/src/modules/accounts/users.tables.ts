import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CoachingQuestions,
  EmailSettings,
  PrivacySettings,
} from '@forma/contract/accounts/users.schemas';
import { accounts } from './accounts.tables.ts';

/** A person who signs in; `id` is also the id of the person's private account. */
export const users = pgTable(
  'users',
  {
    id: integer('id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['coach', 'user'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country'),
    state: text('state'),
    currency: text('currency'),
    birthdate: date('birthdate'),
    gender: text('gender', { enum: ['male', 'female', 'other', 'not_said'] }),
    avatarUrl: text('avatar_url'),
    weightUnit: text('weight_unit', { enum: ['kg', 'lb'] })
      .notNull()
      .default('kg'),
    lengthUnit: text('length_unit', { enum: ['cm', 'in'] })
      .notNull()
      .default('cm'),
    /** The person's IANA time zone, from their last request's Client-Timezone (DECISIONS 'Time'). */
    timeZone: text('time_zone'),
    /** The person's latest bodyweight, for macros set per kg or lb of bodyweight. */
    bodyweightKg: real('bodyweight_kg'),
    popupStorage: text('popup_storage')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailSettings: jsonb('email_settings')
      .$type<EmailSettings>()
      .notNull()
      .default({ daily_summary: true, client_activity: true, marketing: false }),
    privacySettings: jsonb('privacy_settings')
      .$type<PrivacySettings>()
      .notNull()
      .default({ show_on_leaderboards: true, share_body_metrics: true }),
    landingLinks: jsonb('landing_links').$type<Record<string, string>>().notNull().default({}),
    questions: jsonb('questions').$type<CoachingQuestions>(),
    registrationStep: text('registration_step', { enum: ['setup_profile', 'questions'] }),
    currentAccountId: integer('current_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    hideChecklist: boolean('hide_checklist').notNull().default(false),
    checklistCompleted: text('checklist_completed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    taxState: boolean('tax_state').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationTokenHash: text('confirmation_token_hash'),
    resetPasswordTokenHash: text('reset_password_token_hash'),
    resetPasswordSentAt: timestamp('reset_password_sent_at', { withTimezone: true }),
    utm: jsonb('utm').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_confirmation_token_key').on(t.confirmationTokenHash),
    uniqueIndex('users_reset_password_token_key').on(t.resetPasswordTokenHash),
    index('users_current_account_idx').on(t.currentAccountId),
  ],
);
export type PersonRow = typeof users.$inferSelect;
