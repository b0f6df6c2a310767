import type Stripe from 'stripe';
import type { RequestContext } from '../../platform/request-context.ts';
import { onAccount, type CustomerRef } from './stripe-customer.ts';

/** A SetupIntent the card form can still confirm with a card. */
const OPEN: readonly Stripe.SetupIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/**
 * The customer's open SetupIntent for the card form, or a new one when none is open. Racing
 * calls see the same newest intent and so send the same idempotency key: Stripe makes one.
 */
export async function openSetupIntent(
  rc: RequestContext,
  customer: CustomerRef,
): Promise<Stripe.SetupIntent> {
  const { data } = await rc.stripe.setupIntents.list(
    { customer: customer.customerId, limit: 20 },
    onAccount(customer),
  );
  const open = data.find((intent) => OPEN.includes(intent.status));
  if (open) return open;
  // `payment_method_types` is what the sandbox takes (this API version's types name it
  // `allowed_payment_method_types`); cards only, kept for payments off session (renewals).
  const params = {
    customer: customer.customerId,
    usage: 'off_session' as const,
    payment_method_types: ['card'],
  };
  const after = data[0]?.id ?? 'none';
  return rc.stripe.setupIntents.create(params, {
    ...onAccount(customer),
    idempotencyKey: `forma-setup-${customer.customerId}-after-${after}`,
  });
}
