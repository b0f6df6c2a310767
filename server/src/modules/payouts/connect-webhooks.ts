import type Stripe from 'stripe';
import type {
  StripeWebhookHandler,
  StripeWebhookHandlers,
} from '../../platform/stripe/webhook-handlers.ts';
import { syncStripeAccount } from './sync-stripe-account.ts';

/** The connected account an event is about: the Connect event's own, else the object's. */
function accountOf(event: Stripe.Event): string | null {
  if (event.account) return event.account;
  const object = event.data.object as { object?: string; id?: string; account?: unknown };
  if (object.object === 'account') return object.id ?? null;
  return typeof object.account === 'string' ? object.account : null;
}

/** Reads the account again from Stripe, whatever the event says (see syncStripeAccount). */
const syncAccount: StripeWebhookHandler = async (ctx, event) => {
  const account = accountOf(event);
  if (account) await syncStripeAccount(ctx, account);
};

/** The events that change what Forma shows of a connected account. */
export const payoutsWebhookHandlers: StripeWebhookHandlers = {
  'account.updated': [syncAccount],
  'account.external_account.created': [syncAccount],
  'account.external_account.updated': [syncAccount],
  'account.external_account.deleted': [syncAccount],
  'capability.updated': [syncAccount],
};
