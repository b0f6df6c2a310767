import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { Refusal, route, type SandboxModule } from '../../core/route.ts';
import { paymentMethodDataParam } from '../payment-methods/params.ts';
import { resolvePaymentMethod } from '../payment-methods/resolve.ts';
import { checkChargeAmount } from './amounts.ts';
import { checkClientSecret } from './client-secret.ts';
import { confirmPaymentIntent } from './confirm-payment.ts';
import {
  cancelPaymentIntent,
  checkApplicationFee,
  createPaymentIntent,
  OBJECT,
  type Outcome,
  type PaymentIntent,
} from './payment-intent.ts';

const futureUsage = p.oneOf(['on_session', 'off_session']);
/** `off_session=true` or Stripe's `one_off` / `recurring`, all meaning the customer is away. */
const offSession = p.boolean().or(p.oneOf(['one_off', 'recurring']).transform(() => true));

/** The answer of a confirmation: the intent, or Stripe's 402 with the intent in the error. */
export function answer(outcome: Outcome): PaymentIntent | Refusal {
  return outcome.error ? new Refusal(outcome.error) : outcome.intent;
}

async function intentFor(ctx: Ctx, id: string, clientSecret: string | undefined) {
  const intent = await ctx.store.get<PaymentIntent>(OBJECT, id, { forUpdate: true });
  checkClientSecret(ctx, intent, clientSecret);
  return intent;
}

function refuseUpdate(intent: PaymentIntent, field: string) {
  return invalidRequest(
    `This PaymentIntent's ${field} could not be updated because it has a status of ${intent.status}. You may only update the ${field} of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
    field,
    'payment_intent_unexpected_state',
  );
}

/** PaymentIntents with Stripe's status machine; cards succeed synchronously (no `processing`). */
export const paymentIntents: SandboxModule = {
  routes: [
    route({
      method: 'POST',
      path: '/v1/payment_intents',
      params: p.object({
        amount: p.amount(),
        currency: p.currency(),
        customer: p.string().optional(),
        payment_method: p.string().optional(),
        payment_method_data: paymentMethodDataParam.optional(),
        payment_method_types: p.array(p.oneOf(['card'])).optional(),
        automatic_payment_methods: p
          .object({
            enabled: p.boolean(),
            allow_redirects: p.oneOf(['always', 'never']).optional(),
          })
          .optional(),
        confirm: p.boolean().optional(),
        off_session: offSession.optional(),
        setup_future_usage: futureUsage.optional(),
        application_fee_amount: p.amount().optional(),
        capture_method: p.oneOf(['automatic', 'automatic_async']).optional(),
        description: p.string().optional(),
        metadata: p.metadata().optional(),
        receipt_email: p.string().optional(),
        return_url: p.string().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params) => {
        const intent = await createPaymentIntent(ctx, params);
        if (!params.confirm) return intent;
        return answer(
          await confirmPaymentIntent(ctx, intent, {
            return_url: params.return_url,
            off_session: params.off_session,
          }),
        );
      },
    }),
    route({
      method: 'GET',
      path: '/v1/payment_intents/:id',
      publishable: true,
      params: p.object({ client_secret: p.string().optional(), expand: p.expand().optional() }),
      handler: async (ctx, params, path) => {
        const intent = await ctx.store.get<PaymentIntent>(OBJECT, path.id!);
        checkClientSecret(ctx, intent, params.client_secret);
        return intent;
      },
    }),
    route({
      method: 'POST',
      path: '/v1/payment_intents/:id',
      params: p.object({
        amount: p.amount().optional(),
        currency: p.currency().optional(),
        customer: p.string().optional(),
        payment_method: p.string().optional(),
        payment_method_types: p.array(p.oneOf(['card'])).optional(),
        setup_future_usage: futureUsage.or(p.oneOf([''])).optional(),
        application_fee_amount: p.amount().optional(),
        description: p.string().optional(),
        metadata: p.metadata().optional(),
        receipt_email: p.string().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const intent = await ctx.store.get<PaymentIntent>(OBJECT, path.id!, { forUpdate: true });
        const open = !['succeeded', 'canceled', 'processing'].includes(intent.status);
        const next: PaymentIntent = { ...intent };
        const guarded = [
          'amount',
          'currency',
          'customer',
          'payment_method',
          'payment_method_types',
          'setup_future_usage',
          'application_fee_amount',
        ] as const;
        for (const field of guarded) {
          if (params[field] !== undefined && !open) throw refuseUpdate(intent, field);
        }
        if (params.amount !== undefined || params.currency !== undefined) {
          checkChargeAmount(params.amount ?? intent.amount, params.currency ?? intent.currency);
        }
        checkApplicationFee(ctx, params.application_fee_amount, params.amount ?? intent.amount);
        if (params.customer !== undefined) {
          await ctx.store.get<Stripe.Customer>('customer', params.customer, { param: 'customer' });
        }
        if (params.payment_method !== undefined) {
          const method = await resolvePaymentMethod(ctx, params.payment_method);
          next.payment_method = method.id;
          next.status = 'requires_confirmation';
          next.next_action = null;
        }
        if (params.amount !== undefined) next.amount = params.amount;
        if (params.currency !== undefined) next.currency = params.currency;
        if (params.customer !== undefined) next.customer = params.customer;
        if (params.payment_method_types) next.payment_method_types = params.payment_method_types;
        if (params.setup_future_usage !== undefined) {
          next.setup_future_usage = params.setup_future_usage || null;
        }
        if (params.application_fee_amount !== undefined) {
          next.application_fee_amount = params.application_fee_amount;
        }
        if (params.description !== undefined) next.description = params.description || null;
        if (params.receipt_email !== undefined) next.receipt_email = params.receipt_email || null;
        if (params.metadata !== undefined) {
          next.metadata = mergeMetadata(intent.metadata, params.metadata);
        }
        await ctx.store.save(next);
        return next;
      },
    }),
    route({
      method: 'POST',
      path: '/v1/payment_intents/:id/confirm',
      publishable: true,
      params: p.object({
        client_secret: p.string().optional(),
        payment_method: p.string().optional(),
        payment_method_data: paymentMethodDataParam.optional(),
        return_url: p.string().optional(),
        off_session: offSession.optional(),
        setup_future_usage: futureUsage.or(p.oneOf([''])).optional(),
        receipt_email: p.string().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const intent = await intentFor(ctx, path.id!, params.client_secret);
        return answer(await confirmPaymentIntent(ctx, intent, params));
      },
    }),
    route({
      method: 'POST',
      path: '/v1/payment_intents/:id/cancel',
      params: p.object({
        cancellation_reason: p
          .oneOf(['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'])
          .optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const intent = await ctx.store.get<PaymentIntent>(OBJECT, path.id!, { forUpdate: true });
        return cancelPaymentIntent(ctx, intent, params.cancellation_reason);
      },
    }),
    route({
      method: 'GET',
      path: '/v1/payment_intents',
      params: p.object({ ...listParams, customer: p.string().optional() }),
      handler: (ctx, params) =>
        ctx.store.list(OBJECT, '/v1/payment_intents', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { customer: params.customer },
        }),
    }),
  ],
};
