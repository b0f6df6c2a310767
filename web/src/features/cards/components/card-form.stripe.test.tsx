import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import { renderAt } from '../../../test/render';
import { mockStripeApi } from '../test/mock-stripe-api';
import { RETURN_URL, setupIntent } from '../test/stripe-objects';
import { stripeStub } from '../test/stripe-stub';
import { CardForm } from './card-form';

// Stripe.js cannot load here (no network, and tests must not reach Stripe): loadStripe answers a
// stub, and @stripe/react-stripe-js runs for real on it.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

const SECRET = 'seti_1_secret_NXDICkPqPeiBTAFqWmkbff09lRmSVXe';
const PAYMENTS = { mode: 'stripe', publishable_key: 'pk_test_51Forma' } as const;

let stub: ReturnType<typeof stripeStub>;

beforeEach(() => {
  stub = stripeStub();
  vi.mocked(loadStripe).mockResolvedValue(stub.stripe as never);
  mockStripeApi({}, { payments: PAYMENTS });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const saveButton = () => screen.getByRole('button', { name: 'Save card' });

async function renderForm(stripeAccount: string | null = 'acct_coach') {
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
  await screen.findByRole('button', { name: 'Save card' });
  return { onSaved, onCancel };
}

/** Stripe's elements say they are ready and filled in, as their iframes would. */
async function fillElements({ wallet = 'card', address = true } = {}) {
  stub.element('payment').emit('ready');
  stub.element('payment').emit('change', {
    elementType: 'payment',
    complete: true,
    empty: false,
    collapsed: false,
    value: { type: wallet },
  });
  if (address) {
    stub.element('address').emit('change', {
      elementType: 'address',
      complete: true,
      isNewAddress: true,
      value: { name: 'Ada Client', address: { country: 'GB', postal_code: 'E1 6AN' } },
    });
  }
  // spec 9: the form counts as loaded 1500 ms after the elements are ready.
  await waitFor(() => expect(saveButton()).toBeEnabled(), { timeout: 3000 });
}

describe('the card form in stripe mode', () => {
  it('loads Stripe.js on the coach’s connected account with Stripe’s elements for a card setup', async () => {
    await renderForm();

    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Forma', { stripeAccount: 'acct_coach' });
    expect(stub.stripe.elements).toHaveBeenCalledWith({
      mode: 'setup',
      setupFutureUsage: 'off_session',
      allowedPaymentMethodTypes: ['card'],
    });
    expect(stub.element('payment').mounted).toBe(true);
    // Signed out in this test: the address starts at the browser's country (en-US).
    expect(stub.element('address').options).toEqual({
      mode: 'billing',
      defaultValues: { address: { country: 'US' } },
    });
    expect(stub.element('expressCheckout').options).toEqual({
      buttonHeight: 40,
      layout: { maxColumns: 3, maxRows: 3 },
      paymentMethods: { applePay: 'always', googlePay: 'auto', link: 'never' },
    });
    // Nothing of the sandbox's form.
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
  });

  it('loads Stripe.js on the platform’s account when no connected account is given', async () => {
    await renderForm(null);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Forma', undefined);
  });

  it('keeps Save card off until the elements are loaded and filled', async () => {
    await renderForm();
    expect(saveButton()).toBeDisabled();

    stub.element('payment').emit('ready');
    stub.element('payment').emit('change', {
      elementType: 'payment',
      complete: true,
      value: { type: 'card' },
    });
    // The address is missing.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(saveButton()).toBeDisabled();

    stub.element('address').emit('change', { elementType: 'address', complete: true, value: {} });
    expect(saveButton()).toBeEnabled();

    stub.element('payment').emit('change', {
      elementType: 'payment',
      complete: false,
      value: { type: 'card' },
    });
    expect(saveButton()).toBeDisabled();
  });

  it('needs no address when a wallet other than a card is chosen', async () => {
    await renderForm();
    await fillElements({ wallet: 'apple_pay', address: false });
    expect(saveButton()).toBeEnabled();
  });

  it('confirms the setup with the return address and reports the new payment method', async () => {
    stub.stripe.confirmSetup.mockResolvedValue({
      setupIntent: setupIntent('seti_1', 'succeeded', { payment_method: 'pm_card_1' }),
    });
    const user = userEvent.setup();
    const { onSaved } = await renderForm();
    await fillElements();

    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('pm_card_1'));
    expect(stub.elements.submit).toHaveBeenCalled();
    expect(stub.stripe.confirmSetup).toHaveBeenCalledWith({
      elements: stub.elements,
      clientSecret: SECRET,
      redirect: 'if_required',
      confirmParams: { return_url: RETURN_URL },
    });
  });

  it('confirms the setup from the express wallet buttons too', async () => {
    stub.stripe.confirmSetup.mockResolvedValue({
      setupIntent: setupIntent('seti_1', 'succeeded', { payment_method: 'pm_wallet' }),
    });
    const { onSaved } = await renderForm();

    stub.element('expressCheckout').emit('confirm', { expressPaymentType: 'apple_pay' });

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('pm_wallet'));
  });

  it('shows the provider’s message under the form when the setup fails', async () => {
    stub.stripe.confirmSetup.mockResolvedValue({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    const user = userEvent.setup();
    const { onSaved } = await renderForm();
    await fillElements();

    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveButton()).toBeEnabled();
  });

  it('shows the provider’s message when the elements refuse what was typed', async () => {
    stub.elements.submit.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    } as never);
    const user = userEvent.setup();
    await renderForm();
    await fillElements();

    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(stub.stripe.confirmSetup).not.toHaveBeenCalled();
  });

  it('says the Stripe library is not loaded when Stripe.js cannot load', async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderAt(
      <CardForm
        mode="add"
        clientSecret={SECRET}
        stripeAccount="acct_coach"
        onSaved={vi.fn()}
        onCancel={onCancel}
      />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe library not loaded!');
    expect(screen.queryByRole('button', { name: 'Save card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says the Stripe library is not loaded when loadStripe answers nothing', async () => {
    vi.mocked(loadStripe).mockResolvedValue(null);
    renderAt(
      <CardForm
        mode="add"
        clientSecret={SECRET}
        stripeAccount={null}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe library not loaded!');
  });
});
