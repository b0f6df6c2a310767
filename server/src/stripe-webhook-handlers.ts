import type { StripeWebhookHandlers } from './platform/stripe/webhook-handlers.ts';

/** What each area does with Stripe's events (platform/stripe/webhook-routes.ts calls them). */
export const stripeWebhookHandlers: StripeWebhookHandlers = {};
