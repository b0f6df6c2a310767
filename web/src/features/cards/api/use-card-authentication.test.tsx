import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadStripe } from '@stripe/stripe-js';
import { createQueryClient } from '../../../lib/query-client';
import type * as BrowserLocation from '../browser-location';
import { leaveFor } from '../browser-location';
import { mockStripeApi, type PaymentsConfig } from '../test/mock-stripe-api';
import { challengeUrl, paymentIntent, RETURN_URL, setupIntent } from '../test/stripe-objects';
import { stripeStub } from '../test/stripe-stub';
import { useCardAuthentication } from './use-card-authentication';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));
vi.mock('../browser-location', async (original) => ({
  ...(await original<typeof BrowserLocation>()),
  leaveFor: vi.fn(),
}));

const PI_SECRET = 'pi_1_secret_Ng8kV3ad8bDBMkSFn2R4T3Ey7';
const SI_SECRET = 'seti_1_secret_NXDICkPqPeiBTAFqWmkbff09lRmSVXe';
const STRIPE: PaymentsConfig = { mode: 'stripe', publishable_key: 'pk_test_51Forma' };
const request = {
  clientSecret: PI_SECRET,
  stripeAccount: 'acct_coach',
  returnUrl: '/user/billing/payment',
};

let stub: ReturnType<typeof stripeStub>;

beforeEach(() => {
  stub = stripeStub();
  vi.mocked(loadStripe).mockResolvedValue(stub.stripe as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAuthentication() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(useCardAuthentication, { wrapper }).result.current;
}

describe('card authentication in sandbox mode', () => {
  it('reads the payment with the publishable key on the coach’s account and goes to its challenge', async () => {
    const { calls } = mockStripeApi({
      'GET /v1/payment_intents/pi_1': () => ({
        body: paymentIntent('pi_1', 'requires_action', {
          redirect: { url: challengeUrl('pi_1'), return_url: RETURN_URL },
        }),
      }),
    });

    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'redirecting',
    });

    expect(leaveFor).toHaveBeenCalledWith(challengeUrl('pi_1'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('client_secret')).toBe(PI_SECRET);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer pk_test_forma_sandbox');
    expect(calls[0]!.headers.get('Stripe-Account')).toBe('acct_coach');
  });

  it('confirms the payment with the return address first when its challenge would not come back here', async () => {
    const { calls } = mockStripeApi({
      'GET /v1/payment_intents/pi_1': () => ({
        body: paymentIntent('pi_1', 'requires_action', {
          redirect: { url: challengeUrl('pi_1'), return_url: null },
        }),
      }),
      'POST /v1/payment_intents/pi_1/confirm': () => ({
        body: paymentIntent('pi_1', 'requires_action', {
          redirect: { url: `${challengeUrl('pi_1')}?attempt=2`, return_url: RETURN_URL },
        }),
      }),
    });

    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'redirecting',
    });

    expect(Object.fromEntries(calls[1]!.form)).toEqual({
      client_secret: PI_SECRET,
      return_url: RETURN_URL,
    });
    expect(calls[1]!.headers.get('Stripe-Account')).toBe('acct_coach');
    expect(leaveFor).toHaveBeenCalledWith(`${challengeUrl('pi_1')}?attempt=2`);
  });

  it('answers at once when the payment needs no more authentication', async () => {
    mockStripeApi({
      'GET /v1/payment_intents/pi_1': () => ({ body: paymentIntent('pi_1', 'succeeded') }),
    });
    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'authenticated',
      intentId: 'pi_1',
    });
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('reports the provider’s message when the payment failed', async () => {
    mockStripeApi({
      'GET /v1/payment_intents/pi_1': () => ({
        body: paymentIntent('pi_1', 'requires_payment_method', {
          last_payment_error: {
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
        }),
      }),
    });
    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'failed',
      intentId: 'pi_1',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  });

  it('reports the provider’s refusal of the call itself', async () => {
    mockStripeApi({});
    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'failed',
      intentId: 'pi_1',
      message: 'Unrecognized request URL (GET: /v1/payment_intents/pi_1).',
    });
  });

  it('reads the card a setup saved once it came back from its challenge', async () => {
    const { calls } = mockStripeApi({
      'GET /v1/setup_intents/seti_1': () => ({
        body: setupIntent('seti_1', 'succeeded', { payment_method: 'pm_1' }),
      }),
    });
    await expect(
      renderAuthentication().readSavedCard({
        clientSecret: SI_SECRET,
        stripeAccount: 'acct_coach',
      }),
    ).resolves.toBe('pm_1');
    expect(calls[0]!.query.get('client_secret')).toBe(SI_SECRET);
  });

  it('refuses a setup whose challenge failed, with the provider’s message', async () => {
    mockStripeApi({
      'GET /v1/setup_intents/seti_1': () => ({
        body: {
          ...setupIntent('seti_1', 'requires_payment_method'),
          last_setup_error: {
            code: 'setup_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            type: 'invalid_request_error',
          },
        },
      }),
    });
    await expect(
      renderAuthentication().readSavedCard({ clientSecret: SI_SECRET, stripeAccount: null }),
    ).rejects.toThrow('We are unable to authenticate your payment method.');
  });
});

describe('card authentication in stripe mode', () => {
  it('lets Stripe.js on the coach’s account handle the next action', async () => {
    mockStripeApi({}, { payments: STRIPE });
    stub.stripe.handleNextAction.mockResolvedValue({
      paymentIntent: paymentIntent('pi_1', 'succeeded'),
    });

    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'authenticated',
      intentId: 'pi_1',
    });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Forma', { stripeAccount: 'acct_coach' });
    expect(stub.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: PI_SECRET });
  });

  it('reports Stripe’s message when the authentication fails', async () => {
    mockStripeApi({}, { payments: STRIPE });
    stub.stripe.handleNextAction.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'failed',
      intentId: 'pi_1',
      message: 'Your card was declined.',
    });
  });

  it('says the Stripe library is not loaded when Stripe.js cannot load', async () => {
    mockStripeApi({}, { payments: STRIPE });
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    await expect(renderAuthentication().authenticate(request)).resolves.toEqual({
      status: 'failed',
      intentId: 'pi_1',
      message: 'Stripe library not loaded!',
    });
  });

  it('reads the card a setup saved through Stripe.js', async () => {
    mockStripeApi({}, { payments: STRIPE });
    stub.stripe.retrieveSetupIntent.mockResolvedValue({
      setupIntent: setupIntent('seti_1', 'succeeded', { payment_method: 'pm_card_1' }),
    });
    await expect(
      renderAuthentication().readSavedCard({
        clientSecret: SI_SECRET,
        stripeAccount: 'acct_coach',
      }),
    ).resolves.toBe('pm_card_1');
    expect(stub.stripe.retrieveSetupIntent).toHaveBeenCalledWith(SI_SECRET);
  });
});
