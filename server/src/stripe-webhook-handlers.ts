import { payoutsWebhookHandlers } from './modules/payouts/connect-webhooks.ts';
import { paidWebhookHandlers } from './modules/purchase/paid/paid-webhooks.ts';
import type { StripeWebhookHandlers } from './platform/stripe/webhook-handlers.ts';

/** Every area's handlers of one event type, in the order the areas are listed. */
function combine(...areas: StripeWebhookHandlers[]): StripeWebhookHandlers {
  const all: StripeWebhookHandlers = {};
  for (const area of areas) {
    for (const [type, handlers] of Object.entries(area) as [keyof StripeWebhookHandlers, []][]) {
      all[type] = [...(all[type] ?? []), ...handlers];
    }
  }
  return all;
}

/** What each area does with Stripe's events (platform/stripe/webhook-routes.ts calls them). */
export const stripeWebhookHandlers: StripeWebhookHandlers = combine(
  payoutsWebhookHandlers,
  paidWebhookHandlers,
);
