import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every identity: a person's private account (same id as the user row) and business
 * accounts (gym, brand, team). The spec's "current user" is one of these rows.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['private', 'gym', 'brand', 'team'] }).notNull(),
    title: text('title').notNull(),
    ownerId: integer('owner_id'),
    customUrl: text('custom_url'),
    country: text('country'),
    state: text('state'),
    platformCurrency: text('platform_currency'),
    race: boolean('race').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_custom_url_key').on(sql`lower(${t.customUrl})`),
    index('accounts_owner_idx').on(t.ownerId),
  ],
);

/** Coaches of a business account, invited by e-mail; the owner is a member too. */
export const accountMembers = pgTable(
  'account_members',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    email: text('email').notNull(),
    accountRole: text('account_role', { enum: ['owner', 'coach'] }).notNull(),
    inviteStatus: text('invite_status', {
      enum: ['init', 'pending', 'accepted', 'rejected'],
    }).notNull(),
    inviteTokenHash: text('invite_token_hash'),
    invitedById: integer('invited_by_id'),
    /** When the invitation e-mail last went out; null on rows from before it was kept. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_members_account_email_key').on(t.accountId, t.email),
    uniqueIndex('account_members_invite_token_key').on(t.inviteTokenHash),
    index('account_members_user_idx').on(t.userId),
    index('account_members_email_idx').on(t.email),
  ],
);

/**
 * Invitations of clients by a coach account (athlete-invitation/:token): one row per address and
 * account, or per address and program, whose token is renewed when the invitation is sent again.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    userId: integer('user_id'),
    /** An invitation to one program (programs area); null for the account itself. */
    planId: integer('plan_id'),
    /** When the invitation e-mail last went out. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_invitations_token_key').on(t.tokenHash),
    unique('client_invitations_account_plan_email_key')
      .on(t.accountId, t.planId, t.email)
      .nullsNotDistinct(),
    index('client_invitations_account_idx').on(t.accountId, t.createdAt),
    index('client_invitations_plan_idx').on(t.planId, t.email),
  ],
);

/** Invitation e-mails an account sent on one UTC day, counted in one row (DECISIONS.md: 100 a day). */
export const accountInviteCounts = pgTable(
  'account_invite_counts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
