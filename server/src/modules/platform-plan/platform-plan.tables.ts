import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.ts';

/** Plans a coach account can be on: FREE, PROFESSIONAL bands and the legacy kinds. */
export const platformPlans = pgTable('platform_plans', {
  id: serial('id').primaryKey(),
  productKind: text('product_kind').notNull(),
  name: text('name').notNull(),
  maxClients: integer('max_clients'),
  interval: text('interval', { enum: ['month', 'year'] })
    .notNull()
    .default('month'),
  priceMinor: integer('price_minor').notNull().default(0),
  currency: text('currency').notNull().default('GBP'),
});

/** The coach account's own platform subscription (platform.md 3, "Coach subscription"). */
export const coachSubscriptions = pgTable('coach_subscriptions', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(false),
  state: text('state'),
  freePlan: boolean('free_plan').notNull().default(false),
  freeUsage: boolean('free_usage').notNull().default(false),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  trial: boolean('trial').notNull().default(false),
  trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
  nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
  planId: integer('plan_id').references(() => platformPlans.id),
  scheduledPlan: jsonb('scheduled_plan').$type<{
    id: number;
    product_kind: string;
    max_clients: number | null;
  }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
