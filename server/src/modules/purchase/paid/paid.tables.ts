import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { planPrices, plans } from '../../programs/programs.tables.ts';
import { planMemberships } from '../purchase.tables.ts';

/** A program's Stripe product on the coach's connected account, made at its first sale. */
export const stripeProducts = pgTable(
  'stripe_products',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    productId: text('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stripe_products_plan_account_key').on(t.planId, t.stripeAccountId)],
);

/**
 * A price option's Stripe price at one amount: a changed amount gets a new Stripe price for new
 * buyers while existing subscriptions keep the one they were sold.
 */
export const stripePrices = pgTable(
  'stripe_prices',
  {
    id: serial('id').primaryKey(),
    planPriceId: integer('plan_price_id')
      .notNull()
      .references(() => planPrices.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stripe_prices_option_key').on(
      t.planPriceId,
      t.stripeAccountId,
      t.amount,
      t.currency,
    ),
  ],
);

/**
 * A paid membership's link to Stripe: written before each purchase attempt's Stripe call (the
 * idempotency key is `buy-<membership id>-<attempt>`), its subscription or PaymentIntent after,
 * so reconciliation can find what a crash left unwritten.
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    membershipId: integer('membership_id')
      .primaryKey()
      .references(() => planMemberships.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull().default(1),
    stripeAccountId: text('stripe_account_id').notNull(),
    customerId: text('customer_id').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    subscriptionId: text('subscription_id'),
    paymentIntentId: text('payment_intent_id'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when a purchase that never gave access is cancelled, before Stripe is asked: whatever
     * the attempt made at Stripe is undone (cancelled, or refunded in full), never granted.
     */
    voidRequestedAt: timestamp('void_requested_at', { withTimezone: true }),
    /** The attempt's outcome is final (undone, or never made at Stripe): reconciliation is done. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_charges_subscription_key').on(t.subscriptionId),
    uniqueIndex('membership_charges_payment_intent_key').on(t.paymentIntentId),
  ],
);

/** Every payment of a paid membership, as Stripe charged it (history and refunds). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => planMemberships.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    invoiceId: text('invoice_id'),
    paymentIntentId: text('payment_intent_id').notNull(),
    chargeId: text('charge_id'),
    amount: integer('amount').notNull(),
    applicationFee: integer('application_fee').notNull().default(0),
    currency: text('currency').notNull(),
    /** Stripe's PaymentIntent status: succeeded, or the failure's. */
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The Stripe object's `created`, to order a membership's payments. */
    stripeCreated: bigint('stripe_created', { mode: 'number' }).notNull(),
    /** What was given back (one refund per payment, spec 4.7); Stripe's charge has the last word. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Set when the coach's refund is claimed, before Stripe is asked, so only one is made. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_payment_intent_key').on(t.paymentIntentId),
    index('payments_membership_idx').on(t.membershipId, t.stripeCreated),
  ],
);

/**
 * The missed-payment e-mails sent to a client, one row per membership, kind and Stripe object
 * (the failed renewal's invoice, the cancelled subscription): each is sent once, however often
 * Stripe tells of it.
 */
export const dunningNotices = pgTable(
  'dunning_notices',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => planMemberships.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'payment_failed',
        'last_retry_failed',
        'auto_canceled',
        'coach_payment_failed',
        'coach_auto_canceled',
      ],
    }).notNull(),
    stripeObjectId: text('stripe_object_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dunning_notices_key').on(t.membershipId, t.kind, t.stripeObjectId)],
);
