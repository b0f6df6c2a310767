import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TEMPLATE_KINDS } from '@forma/contract/templates/templates.rules';
import type { TemplateContent } from '@forma/contract/templates/templates.schemas';
import { accounts } from '../accounts/accounts.tables.ts';

/**
 * An account's day and week templates (programs-and-commerce.md 2.12): the days they hold as
 * offsets from the insertion day, in the schedule's input shape (no ids, no tracks). The list's
 * counts are kept beside the content so the list never reads it.
 */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    name: text('name').notNull(),
    content: jsonb('content').$type<TemplateContent>().notNull(),
    blockCount: integer('block_count').notNull(),
    weekCount: integer('week_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list: an account's templates of a kind, by name.
  (t) => [index('templates_account_kind_name_idx').on(t.accountId, t.kind, sql`lower(${t.name})`)],
);

export type TemplateRow = typeof templates.$inferSelect;
