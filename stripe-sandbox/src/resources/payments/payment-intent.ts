import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, type StripeApiError } from '../../core/errors.ts';
import { newClientSecret, newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { paymentMethodFromData, type PaymentMethodData } from '../payment-methods/card.ts';
import { resolvePaymentMethod } from '../payment-methods/resolve.ts';
import { checkChargeAmount } from './amounts.ts';
import { unexpectedState } from './confirm-payment.ts';

// Confirmation has its own file; other modules (billing) reach the whole intent from here.
export { confirmPaymentIntent, finishAuthentication } from './confirm-payment.ts';
export type { ConfirmOptions } from './confirm-payment.ts';

export type PaymentIntent = Stripe.PaymentIntent & {
  customer: string | null;
  payment_method: string | null;
  latest_charge: string | null;
};

export const OBJECT = 'payment_intent';

/** What confirming did: the intent as it now stands, and the card's refusal if there was one. */
export type Outcome = { intent: PaymentIntent; error: StripeApiError | null };

export type NewPaymentIntent = {
  amount: number;
  currency: string;
  customer?: string | undefined;
  payment_method?: string | undefined;
  payment_method_data?: PaymentMethodData | undefined;
  payment_method_types?: string[] | undefined;
  automatic_payment_methods?: { enabled: boolean } | undefined;
  setup_future_usage?: 'on_session' | 'off_session' | undefined;
  application_fee_amount?: number | undefined;
  description?: string | undefined;
  metadata?: Record<string, string> | '' | undefined;
  receipt_email?: string | undefined;
  capture_method?: 'automatic' | 'automatic_async' | undefined;
};

/** Stripe refuses an application fee outside a direct charge on a connected account. */
export function checkApplicationFee(ctx: Ctx, fee: number | undefined, amount: number): void {
  if (fee === undefined) return;
  if (!ctx.account) {
    throw invalidRequest(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'application_fee_amount',
    );
  }
  if (fee > amount) {
    throw invalidRequest(
      'The application fee amount cannot be greater than the amount.',
      'application_fee_amount',
    );
  }
}

/** A new PaymentIntent (`payment_intent.created`), not yet confirmed. */
export async function createPaymentIntent(
  ctx: Ctx,
  input: NewPaymentIntent,
): Promise<PaymentIntent> {
  checkChargeAmount(input.amount, input.currency);
  checkApplicationFee(ctx, input.application_fee_amount, input.amount);
  if (input.customer) {
    await ctx.store.get<Stripe.Customer>('customer', input.customer, { param: 'customer' });
  }
  let methodId: string | null = null;
  if (input.payment_method) {
    methodId = (await resolvePaymentMethod(ctx, input.payment_method)).id;
  } else if (input.payment_method_data) {
    methodId = (await paymentMethodFromData(ctx, input.payment_method_data)).id;
  }
  const id = newId('pi');
  const automatic = input.automatic_payment_methods?.enabled && !input.payment_method_types;
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: input.application_fee_amount ?? null,
    automatic_payment_methods: automatic ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: input.capture_method ?? 'automatic',
    client_secret: newClientSecret(id),
    confirmation_method: 'automatic',
    created: await ctx.now(input.customer),
    currency: input.currency,
    customer: input.customer ?? null,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: mergeMetadata({}, input.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: methodId,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: {
        installments: null,
        mandate_options: null,
        network: null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: input.payment_method_types ?? ['card'],
    payment_record: null,
    processing: null,
    receipt_email: input.receipt_email ?? null,
    review: null,
    setup_future_usage: input.setup_future_usage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: methodId ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  await ctx.store.insert(intent);
  await ctx.emit('payment_intent.created', intent);
  return intent;
}

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export async function cancelPaymentIntent(
  ctx: Ctx,
  intent: PaymentIntent,
  reason: Stripe.PaymentIntent.CancellationReason | undefined,
): Promise<PaymentIntent> {
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  const canceled: PaymentIntent = {
    ...intent,
    status: 'canceled',
    canceled_at: await ctx.now(intent.customer),
    cancellation_reason: reason ?? null,
    next_action: null,
  };
  await ctx.store.save(canceled);
  await ctx.emit('payment_intent.canceled', canceled);
  return canceled;
}
