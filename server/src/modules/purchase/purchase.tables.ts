import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MEMBERSHIP_STATES } from '@forma/contract/programs/programs.rules';
import { accounts } from '../accounts/accounts.tables.ts';
import { planPrices, plans } from '../programs/programs.tables.ts';
import { users } from '../accounts/users.tables.ts';

/**
 * A client's membership of a program (spec 3 "membership", 4.1): one row per program and client,
 * from the invitation (state init) through its purchase, cancellation and resumption.
 */
export const planMemberships = pgTable(
  'plan_memberships',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The program's account, kept here so client counts need no join. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null for an invitation not yet taken up, or a client who deleted their account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    /** The coach's own client info (edit client info). */
    firstName: text('first_name'),
    lastName: text('last_name'),
    state: text('state', { enum: MEMBERSHIP_STATES }).notNull().default('init'),
    /** init: added by hand, not sent; pending: sent; accepted: taken up; null: joined directly. */
    inviteState: text('invite_state', { enum: ['init', 'pending', 'accepted'] }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    priceId: integer('price_id').references(() => planPrices.id, { onDelete: 'set null' }),
    /** The option a subscription moves to at its next renewal (payments area). */
    switchPriceId: integer('switch_price_id').references(() => planPrices.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount').notNull().default(0),
    currency: text('currency'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    trialEnd: date('trial_end', { mode: 'string' }),
    /** The start date has been applied to the client's calendar. */
    applied: boolean('applied').notNull().default(false),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledBy: text('canceled_by'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When the unpaid renewal was first attempted (cleared once paid): the 7-day rule counts from it. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** Removed by the coach: cannot start the program again. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** 1-2-1 programs: the client's own last programmed day. */
    trainingScheduledTo: date('training_scheduled_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_memberships_plan_user_key')
      .on(t.planId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('plan_memberships_plan_email_key')
      .on(t.planId, t.email)
      .where(sql`${t.userId} is null and ${t.email} is not null`),
    // Program clients lists and counts.
    index('plan_memberships_plan_state_idx').on(t.planId, t.state, t.createdAt),
    // My programs.
    index('plan_memberships_user_state_idx').on(t.userId, t.state),
    // Invitations to a confirmed address (My programs, the public page).
    index('plan_memberships_invited_email_idx')
      .on(t.email)
      .where(sql`${t.userId} is null`),
    // Platform plan client counts.
    index('plan_memberships_account_state_idx').on(t.accountId, t.state, t.userId),
    // The 7-day rule's sweep of missed payments.
    index('plan_memberships_payment_failed_idx')
      .on(t.paymentFailedAt)
      .where(sql`${t.state} = 'past_due'`),
  ],
);

/** A client's acceptance of a program's waiver (spec 2.8). */
export const planWaiverAcceptances = pgTable(
  'plan_waiver_acceptances',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_waiver_acceptances_plan_user_key').on(t.planId, t.userId)],
);
