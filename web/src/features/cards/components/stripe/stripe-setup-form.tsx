import { useEffect, useState, type FormEvent } from 'react';
import { Stack } from '@mantine/core';
import {
  AddressElement,
  Elements,
  ExpressCheckoutElement,
  PaymentElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { CardProviderError, paymentMethodIdOf } from '../../api/stripe-api';
import { expressCheckoutOptions, FORM_LOADED_AFTER_READY_MS } from '../../card.constants';
import { CARD_LIBRARY_MISSING, cardFormTexts as t } from '../../cards.messages';
import { useBillingCountry } from '../billing-country';
import { CardFormFooter } from '../card-form-footer';
import { useCardSubmission } from '../use-card-submission';

// This module and Stripe's React bindings are loaded only in stripe mode (stripe-card-form.tsx).

/**
 * spec 7: "mode subscription; future usage off-session; payment method type card". The form
 * saves a card on a SetupIntent, so its mode is setup (docs/decisions/cards.md, "Stripe Elements").
 */
const elementsOptions: StripeElementsOptions = {
  mode: 'setup',
  setupFutureUsage: 'off_session',
  allowedPaymentMethodTypes: ['card'],
};

export type StripeSetupFormProps = {
  stripe: Stripe;
  clientSecret: string;
  /** Absolute. */
  returnUrl: string;
  onSaved: (paymentMethodId: string) => unknown;
  onCancel: () => void;
};

/** Stripe mode's card form: Stripe's express wallets, Payment Element and billing address. */
export function StripeSetupForm({ stripe, ...props }: StripeSetupFormProps) {
  return (
    <Elements stripe={stripe} options={elementsOptions}>
      <SetupFields {...props} />
    </Elements>
  );
}

const providerError = (error: { message?: string }) =>
  new CardProviderError(error.message || t.setupFailed);

function SetupFields({
  clientSecret,
  returnUrl,
  onSaved,
  onCancel,
}: Omit<StripeSetupFormProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const submission = useCardSubmission();
  const country = useBillingCountry();
  const [ready, setReady] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [paymentComplete, setPaymentComplete] = useState(false);
  const [walletType, setWalletType] = useState('card');
  const [addressComplete, setAddressComplete] = useState(false);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setLoaded(true), FORM_LOADED_AFTER_READY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  // spec 4.6: "the setup is confirmed with the return address ... and redirects only if required".
  const confirm = () =>
    submission.run(async () => {
      if (!stripe || !elements) throw new CardProviderError(CARD_LIBRARY_MISSING);
      const submitted = await elements.submit();
      if (submitted.error) throw providerError(submitted.error);
      const result = await stripe.confirmSetup({
        elements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) throw providerError(result.error);
      const intent = result.setupIntent;
      const paymentMethodId = paymentMethodIdOf(intent.payment_method);
      if (intent.status !== 'succeeded' || !paymentMethodId) {
        throw providerError({ message: intent.last_setup_error?.message });
      }
      await onSaved(paymentMethodId);
      return true;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  // spec 5: complete when the payment element is filled, the address is filled (or the wallet
  // type is not card), and the form has loaded.
  const complete = loaded && paymentComplete && (addressComplete || walletType !== 'card');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ExpressCheckoutElement options={expressCheckoutOptions} onConfirm={() => void confirm()} />
        <PaymentElement
          onReady={() => setReady(true)}
          onChange={(event) => {
            setPaymentComplete(event.complete);
            setWalletType(event.value.type);
          }}
          onLoadError={(event) => submission.setError(event.error.message || t.setupFailed)}
        />
        <AddressElement
          options={{
            mode: 'billing',
            ...(country ? { defaultValues: { address: { country } } } : {}),
          }}
          onChange={(event) => setAddressComplete(event.complete)}
        />
        <CardFormFooter
          error={submission.error}
          busy={submission.busy}
          complete={complete}
          submitLabel={t.saveCard}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
