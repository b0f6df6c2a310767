import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.ts';

/**
 * The connected Stripe account of a Forma account (private or business), as Stripe last told us:
 * kept from the account itself (read back on every webhook and screen visit), so it is never
 * older than what Stripe holds.
 */
export const stripeAccounts = pgTable('stripe_accounts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /**
   * Null while the Stripe account is being made: the row is claimed first, so concurrent calls
   * make one account between them (they all send `creationKey` as the idempotency key).
   */
  stripeAccountId: text('stripe_account_id').unique(),
  /** The idempotency key of the `accounts.create` of this connection (new on every connection). */
  creationKey: text('creation_key').notNull(),
  /** custom (onboarded through Forma) or standard (the coach's own Stripe account). */
  accountType: text('account_type', { enum: ['custom', 'standard'] }).notNull(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
  requirementsDenied: jsonb('requirements_denied').$type<string[]>().notNull().default([]),
  disabledReason: text('disabled_reason'),
  /** The bank account payouts go to: `{ bank_name, last4, country, currency }`. */
  externalAccount: jsonb('external_account').$type<{
    bank_name: string | null;
    last4: string;
    country: string;
    currency: string;
  } | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
