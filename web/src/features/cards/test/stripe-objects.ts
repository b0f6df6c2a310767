// Stripe's API objects and errors as Stripe answers them (api/setup_intents/object,
// api/payment_intents/object, api/errors), for the sandbox's `/v1` answers in tests.

export const RETURN_URL = 'http://localhost:3000/user/billing/payment';

export const challengeUrl = (intentId: string) => `http://localhost:3000/sandbox/3ds/${intentId}`;

export function paymentMethod(id: string, last4 = '4242') {
  return {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: {
        city: null,
        country: 'US',
        line1: null,
        line2: null,
        postal_code: '10001',
        state: null,
      },
      email: null,
      name: 'Ada Client',
      phone: null,
    },
    card: {
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: null },
      country: 'US',
      exp_month: 12,
      exp_year: 2034,
      fingerprint: 'Xt5EWLLDS7FJjR1c',
      funding: 'credit',
      last4,
      networks: { available: ['visa'], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: 1795000000,
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

type Next = { url: string; return_url: string | null } | null;

export function setupIntent(
  id: string,
  status: 'requires_payment_method' | 'requires_action' | 'succeeded',
  { payment_method = null as string | null, redirect = null as Next } = {},
) {
  return {
    id,
    object: 'setup_intent',
    application: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_NXDICkPqPeiBTAFqWmkbff09lRmSVXe`,
    created: 1795000000,
    customer: 'cus_client',
    description: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: {},
    next_action: redirect ? { type: 'redirect_to_url', redirect_to_url: redirect } : null,
    on_behalf_of: null,
    payment_method,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status,
    usage: 'off_session',
  };
}

export function paymentIntent(
  id: string,
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded',
  { redirect = null as Next, last_payment_error = null as { message: string } | null } = {},
) {
  return {
    id,
    object: 'payment_intent',
    amount: 2000,
    amount_capturable: 0,
    amount_received: status === 'succeeded' ? 2000 : 0,
    application_fee_amount: 100,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_Ng8kV3ad8bDBMkSFn2R4T3Ey7`,
    confirmation_method: 'automatic',
    created: 1795000000,
    currency: 'usd',
    customer: 'cus_client',
    description: 'Subscription update',
    invoice: 'in_1',
    last_payment_error,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: redirect ? { type: 'redirect_to_url', redirect_to_url: redirect } : null,
    payment_method: 'pm_card',
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: null,
    status,
  };
}

/** Stripe's 402 for a declined card on a SetupIntent's confirmation. */
export function cardDeclined(
  intent: ReturnType<typeof setupIntent>,
  message = 'Your card was declined.',
  decline_code = 'generic_decline',
) {
  return {
    status: 402,
    body: {
      error: {
        code: 'card_declined',
        decline_code,
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
        message,
        param: '',
        setup_intent: { ...intent, status: 'requires_payment_method' },
        type: 'card_error',
      },
    },
  };
}
