import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { StripeApiError } from '../../core/errors.ts';
import { authenticationFor } from '../payment-methods/authentication.ts';
import {
  cardBehind,
  cardError,
  type PaymentMethod,
  type PaymentMethodData,
} from '../payment-methods/card.ts';
import { resolvePaymentMethod } from '../payment-methods/resolve.ts';
import { methodToConfirm, unexpectedStateOf } from '../payment-methods/method-to-confirm.ts';
import { DECLINES, type Decline } from '../payment-methods/test-cards.ts';
import { recordCharge } from './charges.ts';
import type { Outcome, PaymentIntent } from './payment-intent.ts';

/** Stripe's refusal of an action the PaymentIntent's status does not allow. */
export const unexpectedState = (message: string) => unexpectedStateOf('payment_intent', message);

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
  const method = await methodToConfirm(
    ctx,
    { name: 'PaymentIntent', code: 'payment_intent' },
    current,
    options,
  );
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
    await ctx.emit('payment_method.attached', saved);
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
