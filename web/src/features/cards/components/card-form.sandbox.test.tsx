import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { meQueryKey } from '../../../lib/session/me';
import { client } from '../../../test/fixtures';
import { renderAt, renderRoutes } from '../../../test/render';
import type * as BrowserLocation from '../browser-location';
import { leaveFor } from '../browser-location';
import { mockStripeApi, type StripeApiCall } from '../test/mock-stripe-api';
import {
  cardDeclined,
  challengeUrl,
  paymentMethod,
  RETURN_URL,
  setupIntent,
} from '../test/stripe-objects';
import { CardForm } from './card-form';

vi.mock('../browser-location', async (original) => ({
  ...(await original<typeof BrowserLocation>()),
  leaveFor: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SECRET = 'seti_1_secret_NXDICkPqPeiBTAFqWmkbff09lRmSVXe';

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Save card' });

function renderForm(stripeAccount: string | null = 'acct_coach') {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderAt(
    <CardForm
      mode="add"
      clientSecret={SECRET}
      stripeAccount={stripeAccount}
      returnUrl="/user/billing/payment"
      onSaved={onSaved}
      onCancel={onCancel}
    />,
  );
  return { onSaved, onCancel };
}

async function fillCard(user: UserEvent, number = '4242424242424242') {
  await user.type(await screen.findByLabelText(/^Card number/), number);
  await user.type(input(/^Expiry/), '1234');
  await user.type(input(/^CVC/), '123');
  await user.type(input(/^Name on card/), 'Ada Client');
  await user.type(input(/^Postal code/), '10001');
}

/** The sandbox saves the card: a PaymentMethod, then the SetupIntent confirmed as `confirm` says. */
function sandboxAnswers(confirm: (call: StripeApiCall) => { status?: number; body: unknown }) {
  return mockStripeApi({
    'POST /v1/payment_methods': () => ({ body: paymentMethod('pm_1') }),
    'POST /v1/setup_intents/seti_1/confirm': confirm,
  });
}

describe('the sandbox card form (sandbox mode)', () => {
  it('lists the test cards and keeps Save card off until the card, name and address are filled', async () => {
    sandboxAnswers(() => ({ body: setupIntent('seti_1', 'succeeded') }));
    const user = userEvent.setup();
    renderForm();

    expect(await screen.findByText('4242 4242 4242 4242 succeeds')).toBeInTheDocument();
    for (const line of [
      '4000 0000 0000 0002 declined',
      '4000 0000 0000 9995 insufficient funds',
      '4000 0000 0000 0341 attaches then fails when charged',
      '4000 0025 0000 3155 needs authentication',
      '4000 0027 6000 3184 always needs authentication',
      'Any future expiry, any CVC.',
    ]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(saveButton()).toBeDisabled();

    await user.type(input(/^Card number/), '4242424242424242');
    expect(input(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    await user.type(input(/^Expiry/), '1234');
    expect(input(/^Expiry/)).toHaveValue('12 / 34');
    await user.type(input(/^CVC/), '123');
    await user.type(input(/^Name on card/), 'Ada Client');
    expect(saveButton()).toBeDisabled();
    // The country starts as the browser's (en-US); the postal code is still missing.
    expect(input(/^Country/)).toHaveValue('United States');
    await user.type(input(/^Postal code/), '10001');
    expect(saveButton()).toBeEnabled();

    await user.clear(input(/^Name on card/));
    expect(saveButton()).toBeDisabled();
  });

  it("starts the billing country at the signed-in client's own country", async () => {
    sandboxAnswers(() => ({ body: setupIntent('seti_1', 'succeeded') }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, client({ private: { country: 'GB' } }));
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <CardForm
              mode="add"
              clientSecret={SECRET}
              stripeAccount="acct_coach"
              returnUrl="/user/billing/payment"
              onSaved={vi.fn()}
              onCancel={vi.fn()}
            />
          ),
        },
      ],
      { queryClient },
    );
    await waitFor(() => expect(input(/^Country/)).toHaveValue('United Kingdom'));
  });

  it('says what is wrong with a card number, an expiry or a security code, as Stripe does', async () => {
    sandboxAnswers(() => ({ body: setupIntent('seti_1', 'succeeded') }));
    const user = userEvent.setup();
    renderForm();

    await user.type(await screen.findByLabelText(/^Card number/), '4242424242424241');
    await user.tab();
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    await user.clear(input(/^Card number/));
    await user.type(input(/^Card number/), '4242');
    await user.tab();
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();

    await user.type(input(/^Expiry/), '0120');
    await user.tab();
    expect(
      await screen.findByText('Your card’s expiration date is in the past.'),
    ).toBeInTheDocument();

    await user.type(input(/^CVC/), '12');
    await user.tab();
    expect(await screen.findByText('Your card’s security code is incomplete.')).toBeInTheDocument();
  });

  it('creates the payment method and confirms the setup with the publishable key on the coach’s account, then reports the card', async () => {
    const { calls } = sandboxAnswers(() => ({
      body: setupIntent('seti_1', 'succeeded', { payment_method: 'pm_1' }),
    }));
    const user = userEvent.setup();
    const { onSaved } = renderForm();

    await fillCard(user);
    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('pm_1'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/payment_methods',
      'POST /v1/setup_intents/seti_1/confirm',
    ]);
    const [create, confirm] = calls as [StripeApiCall, StripeApiCall];
    expect(Object.fromEntries(create.form)).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
      'billing_details[name]': 'Ada Client',
      'billing_details[address][country]': 'US',
      'billing_details[address][postal_code]': '10001',
    });
    expect(Object.fromEntries(confirm.form)).toEqual({
      client_secret: SECRET,
      payment_method: 'pm_1',
      return_url: RETURN_URL,
    });
    for (const call of calls) {
      expect(call.headers.get('Authorization')).toBe('Bearer pk_test_forma_sandbox');
      expect(call.headers.get('Stripe-Account')).toBe('acct_coach');
      expect(call.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    }
  });

  it('calls the platform’s account when no connected account is given', async () => {
    const { calls } = sandboxAnswers(() => ({
      body: setupIntent('seti_1', 'succeeded', { payment_method: 'pm_1' }),
    }));
    const user = userEvent.setup();
    const { onSaved } = renderForm(null);

    await fillCard(user);
    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('pm_1'));
    expect(calls.every((call) => !call.headers.has('Stripe-Account'))).toBe(true);
  });

  it('shows the provider’s decline message under the form and lets the person try again', async () => {
    sandboxAnswers(() =>
      cardDeclined(
        setupIntent('seti_1', 'requires_payment_method'),
        'Your card has insufficient funds.',
        'insufficient_funds',
      ),
    );
    const user = userEvent.setup();
    const { onSaved } = renderForm();

    await fillCard(user, '4000000000009995');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveButton()).toBeEnabled();
  });

  it('shows the provider’s message when it refuses the card number itself', async () => {
    const { calls } = mockStripeApi({
      'POST /v1/payment_methods': () => ({
        status: 402,
        body: {
          error: {
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
            param: 'number',
            type: 'card_error',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderForm();

    await fillCard(user);
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incorrect.');
    expect(calls).toHaveLength(1);
  });

  it('sends the browser to the challenge page when the card needs authentication', async () => {
    sandboxAnswers(() => ({
      body: setupIntent('seti_1', 'requires_action', {
        payment_method: 'pm_1',
        redirect: { url: challengeUrl('seti_1'), return_url: RETURN_URL },
      }),
    }));
    const user = userEvent.setup();
    const { onSaved } = renderForm();

    await fillCard(user, '4000002500003155');
    await user.click(saveButton());

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(challengeUrl('seti_1')));
    expect(onSaved).not.toHaveBeenCalled();
    // The page is leaving: the form stays busy.
    expect(saveButton()).toBeDisabled();
  });

  it('shows the server’s refusal when saving the new card fails', async () => {
    sandboxAnswers(() => ({
      body: setupIntent('seti_1', 'succeeded', { payment_method: 'pm_1' }),
    }));
    const user = userEvent.setup();
    const onSaved = vi.fn(() =>
      Promise.reject(
        new ApiError(422, { errors: { base: ['This card cannot be used.'] } }, 'Request failed'),
      ),
    );
    renderAt(
      <CardForm
        mode="add"
        clientSecret={SECRET}
        stripeAccount="acct_coach"
        onSaved={onSaved}
        onCancel={vi.fn()}
      />,
    );

    await fillCard(user);
    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('pm_1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This card cannot be used.');
    expect(saveButton()).toBeEnabled();
  });

  it('goes back with Cancel', async () => {
    sandboxAnswers(() => ({ body: setupIntent('seti_1', 'succeeded') }));
    const user = userEvent.setup();
    const { onCancel } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
