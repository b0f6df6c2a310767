import type Stripe from 'stripe';
import { invalidRequest } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { Refusal, route, type SandboxModule } from '../../core/route.ts';
import { paymentMethodDataParam } from '../payment-methods/params.ts';
import { resolvePaymentMethod } from '../payment-methods/resolve.ts';
import { checkClientSecret } from '../payments/client-secret.ts';
import {
  cancelSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  OBJECT,
  type SetupIntent,
  type SetupOutcome,
} from './setup-intent.ts';

const usage = p.oneOf(['on_session', 'off_session']);

function answer(outcome: SetupOutcome): SetupIntent | Refusal {
  return outcome.error ? new Refusal(outcome.error) : outcome.intent;
}

/** SetupIntents: a card saved for later, authenticated once when its bank asks. */
export const setupIntents: SandboxModule = {
  routes: [
    route({
      method: 'POST',
      path: '/v1/setup_intents',
      params: p.object({
        customer: p.string().optional(),
        payment_method: p.string().optional(),
        payment_method_data: paymentMethodDataParam.optional(),
        payment_method_types: p.array(p.oneOf(['card'])).optional(),
        usage: usage.optional(),
        confirm: p.boolean().optional(),
        return_url: p.string().optional(),
        description: p.string().optional(),
        metadata: p.metadata().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params) => {
        const intent = await createSetupIntent(ctx, params);
        if (!params.confirm) return intent;
        return answer(await confirmSetupIntent(ctx, intent, { return_url: params.return_url }));
      },
    }),
    route({
      method: 'GET',
      path: '/v1/setup_intents/:id',
      publishable: true,
      params: p.object({ client_secret: p.string().optional(), expand: p.expand().optional() }),
      handler: async (ctx, params, path) => {
        const intent = await ctx.store.get<SetupIntent>(OBJECT, path.id!);
        checkClientSecret(ctx, intent, params.client_secret);
        return intent;
      },
    }),
    route({
      method: 'POST',
      path: '/v1/setup_intents/:id',
      params: p.object({
        customer: p.string().optional(),
        payment_method: p.string().optional(),
        payment_method_types: p.array(p.oneOf(['card'])).optional(),
        description: p.string().optional(),
        metadata: p.metadata().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const intent = await ctx.store.get<SetupIntent>(OBJECT, path.id!, { forUpdate: true });
        const next: SetupIntent = { ...intent };
        if (['succeeded', 'canceled'].includes(intent.status)) {
          const changed = ['customer', 'payment_method', 'payment_method_types'].find(
            (field) => params[field as keyof typeof params] !== undefined,
          );
          if (changed) {
            throw invalidRequest(
              `You cannot update this SetupIntent's ${changed} because it has a status of ${intent.status}.`,
              changed,
              'setup_intent_unexpected_state',
            );
          }
        }
        if (params.customer !== undefined) {
          await ctx.store.get<Stripe.Customer>('customer', params.customer, { param: 'customer' });
          next.customer = params.customer;
        }
        if (params.payment_method !== undefined) {
          next.payment_method = (await resolvePaymentMethod(ctx, params.payment_method)).id;
          next.status = 'requires_confirmation';
          next.next_action = null;
        }
        if (params.payment_method_types) next.payment_method_types = params.payment_method_types;
        if (params.description !== undefined) next.description = params.description || null;
        if (params.metadata !== undefined) {
          next.metadata = mergeMetadata(intent.metadata ?? {}, params.metadata);
        }
        await ctx.store.save(next);
        return next;
      },
    }),
    route({
      method: 'POST',
      path: '/v1/setup_intents/:id/confirm',
      publishable: true,
      params: p.object({
        client_secret: p.string().optional(),
        payment_method: p.string().optional(),
        payment_method_data: paymentMethodDataParam.optional(),
        return_url: p.string().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const intent = await ctx.store.get<SetupIntent>(OBJECT, path.id!, { forUpdate: true });
        checkClientSecret(ctx, intent, params.client_secret);
        return answer(await confirmSetupIntent(ctx, intent, params));
      },
    }),
    route({
      method: 'POST',
      path: '/v1/setup_intents/:id/cancel',
      params: p.object({
        cancellation_reason: p
          .oneOf(['abandoned', 'duplicate', 'requested_by_customer'])
          .optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const intent = await ctx.store.get<SetupIntent>(OBJECT, path.id!, { forUpdate: true });
        return cancelSetupIntent(ctx, intent, params.cancellation_reason);
      },
    }),
    route({
      method: 'GET',
      path: '/v1/setup_intents',
      params: p.object({
        ...listParams,
        customer: p.string().optional(),
        payment_method: p.string().optional(),
      }),
      handler: (ctx, params) =>
        ctx.store.list(OBJECT, '/v1/setup_intents', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { customer: params.customer, payment_method: params.payment_method },
        }),
    }),
    route({
      method: 'GET',
      path: '/v1/setup_attempts',
      params: p.object({ ...listParams, setup_intent: p.string() }),
      handler: (ctx, params) =>
        ctx.store.list('setup_attempt', '/v1/setup_attempts', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { setup_intent: params.setup_intent },
        }),
    }),
  ],
};
