import { useAppConfig } from '../../auth';
import { absoluteUrl } from '../browser-location';
import type { CardFormProps } from '../card-form.types';
import { BillingDetailsForm } from './billing-details-form';
import { CardFormLoading } from './card-form-loading';
import { SandboxCardForm } from './sandbox/sandbox-card-form';
import { StripeCardForm } from './stripe/stripe-card-form';

/**
 * The card form (spec 2.8 "Payment method"): adds a card on a SetupIntent, with Stripe.js in
 * stripe mode and the sandbox's own form in sandbox mode (GET config `stripe.mode`), or edits a
 * saved card's billing details.
 */
export function CardForm(props: CardFormProps) {
  const payments = useAppConfig().data?.stripe;
  if (props.mode === 'edit') return <BillingDetailsForm {...props} />;
  if (!payments) return <CardFormLoading />;

  const form = {
    publishableKey: payments.publishable_key,
    stripeAccount: props.stripeAccount,
    clientSecret: props.clientSecret,
    returnUrl: absoluteUrl(props.returnUrl ?? window.location.href),
    onSaved: props.onSaved,
    onCancel: props.onCancel,
  };
  return payments.mode === 'stripe' ? <StripeCardForm {...form} /> : <SandboxCardForm {...form} />;
}
