import type { Card } from '@forma/contract/cards/cards.schemas';
import type { RetryResponse } from '@forma/contract/purchase/purchase.schemas';

/** A client's saved card with a coach, as GET stripe/cards answers it. */
export const savedCard = (extra: Partial<Card> = {}): Card => ({
  id: 'pm_visa',
  kind: 'default',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2034,
  preferred_network: null,
  billing_details: {
    name: 'Ada Client',
    phone: null,
    address: {
      line1: '1 Main St',
      line2: null,
      city: 'Springfield',
      state: null,
      postal_code: '10001',
      country: 'US',
    },
  },
  coach_id: 3,
  linked_to_active_subscription: false,
  ...extra,
});

/** POST stripe/plan/{id}/retry (and retry/check) answers. */
export const retryAnswer = (extra: Partial<RetryResponse> = {}): RetryResponse => ({
  error: null,
  requires_action: false,
  payment_intent_client_secret: null,
  stripe_account: null,
  ...extra,
});

export const needsAuthentication = retryAnswer({
  requires_action: true,
  payment_intent_client_secret: 'pi_3ds_secret_abc',
  stripe_account: 'acct_coach',
});
