import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, StripeApiError } from '../../core/errors.ts';
import { newClientSecret, newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { authenticationFor } from '../payment-methods/authentication.ts';
import {
  cardBehind,
  cardError,
  newCardPaymentMethod,
  type BillingInput,
  type CardInput,
  type PaymentMethod,
} from '../payment-methods/card.ts';
import { resolvePaymentMethod } from '../payment-methods/resolve.ts';
import { DECLINES, type Decline } from '../payment-methods/test-cards.ts';
import { checkChargeAmount } from './amounts.ts';
import { recordCharge } from './charges.ts';

export type PaymentIntent = Stripe.PaymentIntent & {
  customer: string | null;
  payment_method: string | null;
  latest_charge: string | null;
};

export const OBJECT = 'payment_intent';

/** What confirming did: the intent as it now stands, and the card's refusal if there was one. */
export type Outcome = { intent: PaymentIntent; error: StripeApiError | null };

export type PaymentMethodData = {
  type: 'card';
  card: CardInput;
  billing_details?: BillingInput | undefined;
  metadata?: Record<string, string> | '' | undefined;
};

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

export async function paymentMethodFromData(
  ctx: Ctx,
  data: PaymentMethodData,
): Promise<PaymentMethod> {
  return newCardPaymentMethod(
    ctx,
    data.card,
    data.billing_details,
    mergeMetadata({}, data.metadata),
  );
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

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

function unexpectedState(message: string): StripeApiError {
  return invalidRequest(message, undefined, 'payment_intent_unexpected_state');
}

export type ConfirmOptions = {
  payment_method?: string | undefined;
  payment_method_data?: PaymentMethodData | undefined;
  return_url?: string | undefined;
  off_session?: boolean | undefined;
  setup_future_usage?: 'on_session' | 'off_session' | '' | undefined;
  receipt_email?: string | undefined;
};

/**
 * Stripe's confirmation: the card is authenticated when 3-D Secure asks (on session the intent
 * waits in `requires_action` for the challenge page; off session it is refused with
 * `authentication_required`), then charged. A decline leaves the intent in
 * `requires_payment_method` with `last_payment_error` and a failed charge.
 */
export async function confirmPaymentIntent(
  ctx: Ctx,
  current: PaymentIntent,
  options: ConfirmOptions,
): Promise<Outcome> {
  if (current.status === 'succeeded') {
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
  }
  if (!CONFIRMABLE.includes(current.status)) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${current.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
    );
  }
  let method: PaymentMethod | null = null;
  if (options.payment_method) method = await resolvePaymentMethod(ctx, options.payment_method);
  else if (options.payment_method_data) {
    method = await paymentMethodFromData(ctx, options.payment_method_data);
  } else if (current.payment_method) {
    method = await resolvePaymentMethod(ctx, current.payment_method);
  }
  if (!method) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    );
  }
  if (method.customer && current.customer && method.customer !== current.customer) {
    throw invalidRequest(
      `The provided PaymentMethod ${method.id} belongs to a different Customer than ${current.customer}.`,
      'payment_method',
      'payment_intent_invalid_parameter',
    );
  }
  const intent: PaymentIntent = {
    ...current,
    payment_method: method.id,
    receipt_email: options.receipt_email ?? current.receipt_email,
    setup_future_usage:
      options.setup_future_usage === undefined
        ? current.setup_future_usage
        : options.setup_future_usage || null,
  };
  const authentication = await authenticationFor(
    ctx,
    method,
    options.off_session ? 'off_session' : 'on_session',
  );
  if (authentication === 'challenge') {
    return { intent: await requireAction(ctx, intent, options.return_url ?? null), error: null };
  }
  if (authentication === 'refuse') {
    return charge(ctx, intent, method, DECLINES.authenticationRequired, false);
  }
  const card = cardBehind(method);
  return charge(ctx, intent, method, card.declineOnSetup ?? card.declineOnCharge ?? null, false);
}

async function requireAction(
  ctx: Ctx,
  intent: PaymentIntent,
  returnUrl: string | null,
): Promise<PaymentIntent> {
  const waiting: PaymentIntent = {
    ...intent,
    status: 'requires_action',
    last_payment_error: null,
    next_action: {
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `${ctx.settings.publicUrl}/sandbox/3ds/${intent.id}`,
        return_url: returnUrl,
      },
    },
  };
  await ctx.store.save(waiting);
  await ctx.emit('payment_intent.requires_action', waiting);
  return waiting;
}

/** Charges the card now (after any authentication): the intent succeeds or fails with it. */
async function charge(
  ctx: Ctx,
  intent: PaymentIntent,
  method: PaymentMethod,
  decline: Decline | null,
  authenticated: boolean,
): Promise<Outcome> {
  const made = await recordCharge(
    ctx,
    {
      amount: intent.amount,
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      metadata: intent.metadata,
      receipt_email: intent.receipt_email,
      application_fee_amount: intent.application_fee_amount,
      payment_intent: intent.id,
    },
    method,
    decline,
    authenticated,
  );
  if (decline) {
    const error = cardError(decline, { charge: made.id, payment_method: method });
    const failed: PaymentIntent = {
      ...intent,
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      latest_charge: made.id,
      last_payment_error: {
        ...(error.toJSON().error as Stripe.PaymentIntent.LastPaymentError),
        type: 'card_error',
      },
    };
    await ctx.store.save(failed);
    await ctx.emit('payment_intent.payment_failed', failed);
    return {
      intent: failed,
      error: cardError(decline, { ...error.extra, payment_intent: failed }),
    };
  }
  if (intent.setup_future_usage && intent.customer && !method.customer) {
    const saved: PaymentMethod = { ...method, customer: intent.customer };
    await ctx.store.save(saved);
    await ctx.emit('payment_method.attached', saved, { customer: null });
  }
  const succeeded: PaymentIntent = {
    ...intent,
    status: 'succeeded',
    amount_received: intent.amount,
    application: made.application as string | null,
    next_action: null,
    last_payment_error: null,
    latest_charge: made.id,
  };
  await ctx.store.save(succeeded);
  await ctx.emit('payment_intent.succeeded', succeeded);
  return { intent: succeeded, error: null };
}

/**
 * The customer answered the 3-D Secure challenge: completed, the card is charged; failed, the
 * intent goes back to `requires_payment_method` with `payment_intent_authentication_failure`.
 */
export async function finishAuthentication(
  ctx: Ctx,
  intent: PaymentIntent,
  completed: boolean,
): Promise<Outcome> {
  const method = await resolvePaymentMethod(ctx, intent.payment_method!);
  if (completed) {
    const card = cardBehind(method);
    return charge(ctx, intent, method, card.declineOnSetup ?? card.declineOnCharge ?? null, true);
  }
  const message =
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';
  const failed: PaymentIntent = {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: {
      code: 'payment_intent_authentication_failure',
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
      message,
      payment_method: method,
      type: 'invalid_request_error',
    },
  };
  await ctx.store.save(failed);
  await ctx.emit('payment_intent.payment_failed', failed);
  return {
    intent: failed,
    error: new StripeApiError(400, 'invalid_request_error', message, {
      code: 'payment_intent_authentication_failure',
      payment_intent: failed,
    }),
  };
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
