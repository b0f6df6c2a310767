import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  pgView,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables.ts';

/** A signed-in session: the opaque access token is stored only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** First-party API clients ({key} in DECISIONS.md): sign-in, sign-up and reset require one. */
export const apiClients = pgTable('api_clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  clientId: text('client_id').notNull().unique(),
  clientSecret: text('client_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each session with its person, read in one query on every signed-in request. A view, so auth
 * reads the person without reaching into the accounts area's table.
 */
export const sessionPeople = pgView('session_people').as((qb) =>
  qb
    .select({
      sessionId: sql<number>`${sessions.id}`.as('session_id'),
      sessionTokenHash: sql<string>`${sessions.tokenHash}`.as('session_token_hash'),
      ...getTableColumns(users),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId)),
);
