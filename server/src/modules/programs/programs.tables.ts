import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLAN_TYPES, PRICE_PERIODS } from '@forma/contract/programs/programs.rules';
import { accounts } from '../accounts/accounts.tables.ts';
import { users } from '../accounts/users.tables.ts';

export type AttachmentRef = { media_id: number; position: number; title_media: boolean };
export type CropBox = { x: number; y: number; width: number; height: number };

/** A program (plan) of a coach account (spec 2.3, 3). */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    state: text('state', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    archived: boolean('archived').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    pricing: text('pricing', { enum: ['free', 'paid'] })
      .notNull()
      .default('free'),
    currency: text('currency').notNull().default('USD'),
    trialDays: integer('trial_days'),
    sessionsPerDay: integer('sessions_per_day').notNull().default(1),
    skipSalesPage: boolean('skip_sales_page').notNull().default(false),
    welcomeMessage: text('welcome_message').notNull().default(''),
    waiverEnabled: boolean('waiver_enabled').notNull().default(false),
    waiverText: text('waiver_text').notNull().default(''),
    waiverAttachments: jsonb('waiver_attachments').$type<AttachmentRef[]>().notNull().default([]),
    visibilityDays: integer('visibility_days'),
    isPrivate: boolean('is_private').notNull().default(false),
    allowedEmails: text('allowed_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    showOnStorefront: boolean('show_on_storefront').notNull().default(true),
    performanceNotifications: text('performance_notifications', { enum: ['show', 'mute'] })
      .notNull()
      .default('show'),
    customUrl: text('custom_url'),
    color: text('color').notNull(),
    coachNotes: text('coach_notes').notNull().default(''),
    blockedDownloads: boolean('blocked_downloads').notNull().default(false),
    blockedSubscriptions: boolean('blocked_subscriptions').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    level: integer('level'),
    averageDuration: integer('average_duration'),
    weeksDuration: integer('weeks_duration'),
    sectionsDuration: integer('sections_duration'),
    launchDate: date('launch_date', { mode: 'string' }),
    /** Fixed Length: how many weeks the program lasts (null until the coach sets it). */
    lengthWeeks: integer('length_weeks'),
    /** The last programmed day; the schedule area keeps it up to date. */
    trainingScheduledTo: date('training_scheduled_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_custom_url_key').on(sql`lower(${t.customUrl})`),
    // The programs list: one account's programs, newest first, archived last.
    index('plans_account_list_idx').on(
      t.accountId,
      t.archived,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The attention tab: published programs whose training runs out.
    index('plans_account_training_idx').on(t.accountId, t.state, t.trainingScheduledTo),
  ],
);

/**
 * The programs list's facts (spec 2.2, 4.3), one row per program: the days of training left and
 * whether the program needs attention, as of `day`; its current clients; and copies of the
 * program's list order (`archived`, `created_at`), so the attention tab reads its page from one
 * index. Triggers (migrations 0023_plan_attention, 0025_plan_list_facts) insert the row with the
 * program, keep the copies and `clients` current and set `day` to null, in the writing
 * transaction, whenever a program, its schedule days or blocks or its memberships change; the
 * list recomputes only the rows whose `day` is not the caller's today (plan-attention.ts).
 */
export const planAttention = pgTable(
  'plan_attention',
  {
    planId: integer('plan_id')
      .primaryKey()
      .references(() => plans.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    /** The day the facts hold for; null once anything they derive from changed. */
    day: date('day', { mode: 'string' }),
    /** Null when nothing runs out (trainingDaysLeftSql). */
    daysLeft: integer('days_left'),
    attention: boolean('attention').notNull().default(false),
    /** Memberships in an ongoing state (the list's Clients column), kept by trigger. */
    clients: integer('clients').notNull().default(0),
    /** Copies of the program's, kept by trigger: the list's order. */
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_attention_account_day_idx').on(t.accountId, t.day),
    // The attention tab's page and count, in the list's order (plans_account_list_idx's).
    index('plan_attention_attention_list_idx')
      .on(t.accountId, t.archived, t.createdAt.desc().nullsFirst(), t.planId.desc().nullsFirst())
      .where(sql`${t.attention}`),
  ],
);

/**
 * Each account's tab counts without a search (the programs list's Active and Attention), kept
 * current by a trigger on plan_attention (migration 0025_plan_list_facts).
 */
export const planListCounts = pgTable('plan_list_counts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  programs: integer('programs').notNull().default(0),
  attention: integer('attention').notNull().default(0),
});

/** Price options (spec 3): amounts in the currency's minor unit. */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    period: text('period', { enum: PRICE_PERIODS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    archived: boolean('archived').notNull().default(false),
    messageAboutChangedPrice: boolean('message_about_changed_price').notNull().default(false),
    messageForInbox: text('message_for_inbox'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_prices_plan_idx').on(t.planId, t.archived),
    // One active option per period (spec 5), also when the same option is added twice at once.
    uniqueIndex('plan_prices_plan_period_key')
      .on(t.planId, t.period)
      .where(sql`${t.archived} = false`),
  ],
);

export const planTracks = pgTable(
  'plan_tracks',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_tracks_plan_name_key').on(t.planId, sql`lower(${t.name})`)],
);

/** Cover images cut from a library item (media_id), one per cover type. */
export const planCovers = pgTable(
  'plan_covers',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    coverType: text('cover_type', {
      enum: ['main', 'mobile_view', 'table_view', 'tiled_view'],
    }).notNull(),
    /** The media library item; joined by the media area (no foreign key across areas). */
    mediaId: integer('media_id'),
    crop: jsonb('crop').$type<CropBox>(),
    /** Storage keys of the cut images (served through the storage's public address). */
    large: text('large').notNull(),
    normal: text('normal').notNull(),
    small: text('small').notNull(),
    original: text('original'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.coverType] })],
);

/** A program's attachments: library items in order, at most one title media. */
export const planAttachments = pgTable(
  'plan_attachments',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').notNull(),
    position: integer('position').notNull().default(0),
    titleMedia: boolean('title_media').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.mediaId] }),
    index('plan_attachments_media_idx').on(t.mediaId),
  ],
);
