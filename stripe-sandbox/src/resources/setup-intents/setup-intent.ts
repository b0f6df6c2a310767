import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { StripeApiError } from '../../core/errors.ts';
import { newClientSecret, newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { authenticationFor } from '../payment-methods/authentication.ts';
import {
  cardBehind,
  cardError,
  paymentMethodFromData,
  type PaymentMethod,
  type PaymentMethodData,
} from '../payment-methods/card.ts';
import { resolvePaymentMethod } from '../payment-methods/resolve.ts';
import { methodToConfirm, unexpectedStateOf } from '../payment-methods/method-to-confirm.ts';
import type { Decline } from '../payment-methods/test-cards.ts';

export type SetupIntent = Stripe.SetupIntent & {
  customer: string | null;
  payment_method: string | null;
};

export const OBJECT = 'setup_intent';

export type SetupOutcome = { intent: SetupIntent; error: StripeApiError | null };

export type NewSetupIntent = {
  customer?: string | undefined;
  payment_method?: string | undefined;
  payment_method_data?: PaymentMethodData | undefined;
  payment_method_types?: string[] | undefined;
  usage?: 'on_session' | 'off_session' | undefined;
  description?: string | undefined;
  metadata?: Record<string, string> | '' | undefined;
};

export async function createSetupIntent(ctx: Ctx, input: NewSetupIntent): Promise<SetupIntent> {
  if (input.customer) {
    await ctx.store.get<Stripe.Customer>('customer', input.customer, { param: 'customer' });
  }
  let methodId: string | null = null;
  if (input.payment_method) {
    methodId = (await resolvePaymentMethod(ctx, input.payment_method)).id;
  } else if (input.payment_method_data) {
    methodId = (await paymentMethodFromData(ctx, input.payment_method_data)).id;
  }
  const id = newId('seti');
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: newClientSecret(id),
    created: await ctx.now(input.customer),
    customer: input.customer ?? null,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: mergeMetadata({}, input.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: methodId,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: input.payment_method_types ?? ['card'],
    single_use_mandate: null,
    status: methodId ? 'requires_confirmation' : 'requires_payment_method',
    usage: input.usage ?? 'off_session',
  };
  await ctx.store.insert(intent);
  await ctx.emit('setup_intent.created', intent);
  return intent;
}

const unexpectedState = (message: string) => unexpectedStateOf('setup_intent', message);

export type SetupConfirmOptions = {
  payment_method?: string | undefined;
  payment_method_data?: PaymentMethodData | undefined;
  return_url?: string | undefined;
};

/**
 * Sets the card up for later: 3-D Secure challenges the cards that ask for it (the intent waits
 * in `requires_action`), a card that declines fails the attempt, anything else succeeds and is
 * attached to the intent's customer.
 */
export async function confirmSetupIntent(
  ctx: Ctx,
  current: SetupIntent,
  options: SetupConfirmOptions,
): Promise<SetupOutcome> {
  const method = await methodToConfirm(
    ctx,
    { name: 'SetupIntent', code: 'setup_intent' },
    current,
    options,
  );
  const intent: SetupIntent = { ...current, payment_method: method.id };
  const decline = cardBehind(method).declineOnSetup;
  if (decline) return fail(ctx, intent, method, decline);
  if ((await authenticationFor(ctx, method, 'setup')) === 'challenge') {
    const waiting: SetupIntent = {
      ...intent,
      status: 'requires_action',
      last_setup_error: null,
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${ctx.settings.publicUrl}/sandbox/3ds/${intent.id}`,
          return_url: options.return_url ?? null,
        },
      },
    };
    await ctx.store.save(waiting);
    await ctx.emit('setup_intent.requires_action', waiting);
    return { intent: waiting, error: null };
  }
  return succeed(ctx, intent, method);
}

async function recordAttempt(
  ctx: Ctx,
  intent: SetupIntent,
  method: PaymentMethod,
  error: Stripe.SetupAttempt.SetupError | null,
): Promise<Stripe.SetupAttempt> {
  const attempt: Stripe.SetupAttempt = {
    id: newId('setatt'),
    object: 'setup_attempt',
    application: null,
    created: await ctx.now(intent.customer),
    customer: intent.customer,
    customer_account: null,
    flow_directions: null,
    livemode: false,
    on_behalf_of: null,
    payment_method: method.id,
    payment_method_details: {
      card: {
        brand: method.card.brand,
        checks: null,
        country: method.card.country,
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
        fingerprint: method.card.fingerprint ?? null,
        funding: method.card.funding,
        last4: method.card.last4,
        network: method.card.brand,
        three_d_secure: null,
        wallet: null,
      },
      type: 'card',
    },
    setup_error: error,
    setup_intent: intent.id,
    status: error ? 'failed' : 'succeeded',
    usage: intent.usage,
  };
  await ctx.store.insert(attempt);
  return attempt;
}

async function succeed(
  ctx: Ctx,
  intent: SetupIntent,
  method: PaymentMethod,
): Promise<SetupOutcome> {
  const attempt = await recordAttempt(ctx, intent, method, null);
  if (intent.customer && method.customer !== intent.customer) {
    const attached: PaymentMethod = { ...method, customer: intent.customer };
    await ctx.store.save(attached);
    await ctx.emit('payment_method.attached', attached);
  }
  const succeeded: SetupIntent = {
    ...intent,
    status: 'succeeded',
    latest_attempt: attempt.id,
    last_setup_error: null,
    next_action: null,
  };
  await ctx.store.save(succeeded);
  await ctx.emit('setup_intent.succeeded', succeeded);
  return { intent: succeeded, error: null };
}

async function fail(
  ctx: Ctx,
  intent: SetupIntent,
  method: PaymentMethod,
  decline: Decline,
): Promise<SetupOutcome> {
  const error = cardError(decline, { payment_method: method });
  const setupError = error.toJSON().error as Stripe.SetupIntent.LastSetupError;
  const attempt = await recordAttempt(ctx, intent, method, setupError);
  const failed: SetupIntent = {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    latest_attempt: attempt.id,
    next_action: null,
    last_setup_error: setupError,
  };
  await ctx.store.save(failed);
  await ctx.emit('setup_intent.setup_failed', failed);
  return { intent: failed, error: cardError(decline, { ...error.extra, setup_intent: failed }) };
}

/** The customer answered the challenge: completed, the card is set up; failed, it is not. */
export async function finishSetupAuthentication(
  ctx: Ctx,
  intent: SetupIntent,
  completed: boolean,
): Promise<SetupOutcome> {
  const method = await resolvePaymentMethod(ctx, intent.payment_method!);
  if (completed) return succeed(ctx, intent, method);
  const message =
    'The latest attempt to set up the payment method has failed because authentication failed.';
  const setupError: Stripe.SetupIntent.LastSetupError = {
    code: 'setup_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
    message,
    payment_method: method,
    type: 'invalid_request_error',
  };
  const attempt = await recordAttempt(ctx, intent, method, setupError);
  const failed: SetupIntent = {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    latest_attempt: attempt.id,
    next_action: null,
    last_setup_error: setupError,
  };
  await ctx.store.save(failed);
  await ctx.emit('setup_intent.setup_failed', failed);
  return {
    intent: failed,
    error: new StripeApiError(400, 'invalid_request_error', message, {
      code: 'setup_intent_authentication_failure',
      setup_intent: failed,
    }),
  };
}

const CANCELABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export async function cancelSetupIntent(
  ctx: Ctx,
  intent: SetupIntent,
  reason: Stripe.SetupIntent.CancellationReason | undefined,
): Promise<SetupIntent> {
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  const canceled: SetupIntent = {
    ...intent,
    status: 'canceled',
    cancellation_reason: reason ?? null,
    next_action: null,
  };
  await ctx.store.save(canceled);
  await ctx.emit('setup_intent.canceled', canceled);
  return canceled;
}
