import type Stripe from 'stripe';
import type { AppContext } from '../context.ts';

/**
 * What an area does with a Stripe event. Handlers must be idempotent and indifferent to order:
 * read the object's current state from Stripe (or compare timestamps) rather than trust the
 * event's snapshot, and write state, not increments.
 */
export type StripeWebhookHandler = (ctx: AppContext, event: Stripe.Event) => Promise<void>;

/** Event type → the handlers of every area that cares (the app assembles it). */
export type StripeWebhookHandlers = Partial<Record<Stripe.Event.Type, StripeWebhookHandler[]>>;
