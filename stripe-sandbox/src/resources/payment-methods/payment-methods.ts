import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { listParams, p } from '../../core/params.ts';
import { route, type SandboxModule } from '../../core/route.ts';
import { billingDetails, checkExpiry, newCardPaymentMethod, type PaymentMethod } from './card.ts';
import { billingDetailsParam, cardParam } from './params.ts';
import { attachPaymentMethod, detachPaymentMethod, resolvePaymentMethod } from './resolve.ts';

const OBJECT = 'payment_method';

const listQuery = {
  ...listParams,
  type: p.oneOf(['card']).optional(),
  allow_redisplay: p.oneOf(['always', 'limited', 'unspecified']).optional(),
};

async function listForCustomer(
  ctx: Ctx,
  customer: string,
  url: string,
  params: { limit?: number; starting_after?: string; ending_before?: string },
) {
  await ctx.store.get<Stripe.Customer>('customer', customer, { param: 'customer' });
  return ctx.store.list<PaymentMethod>(OBJECT, url, {
    limit: params.limit,
    starting_after: params.starting_after,
    ending_before: params.ending_before,
    where: { customer, type: 'card' },
  });
}

/** Card PaymentMethods: made from Stripe's test numbers, attached to customers, detached. */
export const paymentMethods: SandboxModule = {
  routes: [
    route({
      method: 'POST',
      path: '/v1/payment_methods',
      publishable: true,
      params: p.object({
        type: p.oneOf(['card']),
        card: cardParam.optional(),
        billing_details: billingDetailsParam.optional(),
        metadata: p.metadata().optional(),
        allow_redisplay: p.oneOf(['always', 'limited', 'unspecified']).optional(),
        payment_user_agent: p.string().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params) => {
        if (!params.card) {
          throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing');
        }
        const method = await newCardPaymentMethod(
          ctx,
          params.card,
          params.billing_details,
          mergeMetadata({}, params.metadata),
        );
        const shown: PaymentMethod = params.allow_redisplay
          ? await ctx.store.save({ ...method, allow_redisplay: params.allow_redisplay })
          : method;
        return shown;
      },
    }),
    route({
      method: 'GET',
      path: '/v1/payment_methods/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get(OBJECT, path.id!),
    }),
    route({
      method: 'POST',
      path: '/v1/payment_methods/:id',
      params: p.object({
        billing_details: billingDetailsParam.optional(),
        card: p
          .object({ exp_month: p.integer().optional(), exp_year: p.integer().optional() })
          .optional(),
        metadata: p.metadata().optional(),
        allow_redisplay: p.oneOf(['always', 'limited', 'unspecified']).optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const method = await ctx.store.get<PaymentMethod>(OBJECT, path.id!, { forUpdate: true });
        if (!method.customer) {
          throw invalidRequest(
            'You must save this PaymentMethod to a customer before you can update it.',
          );
        }
        const previous: Record<string, unknown> = {};
        const next: PaymentMethod = { ...method };
        if (params.billing_details) {
          previous.billing_details = method.billing_details;
          next.billing_details = billingDetails(method.billing_details, params.billing_details);
        }
        if (params.card) {
          const month = params.card.exp_month ?? method.card.exp_month;
          const year = params.card.exp_year ?? method.card.exp_year;
          previous.card = method.card;
          next.card = {
            ...method.card,
            exp_month: month,
            exp_year: checkExpiry(month, year, await ctx.now()),
          };
        }
        if (params.metadata !== undefined) {
          previous.metadata = method.metadata;
          next.metadata = mergeMetadata(method.metadata ?? {}, params.metadata);
        }
        if (params.allow_redisplay) {
          previous.allow_redisplay = method.allow_redisplay;
          next.allow_redisplay = params.allow_redisplay;
        }
        await ctx.store.save(next);
        await ctx.emit('payment_method.updated', next, previous);
        return next;
      },
    }),
    route({
      method: 'POST',
      path: '/v1/payment_methods/:id/attach',
      params: p.object({ customer: p.string(), expand: p.expand().optional() }),
      handler: async (ctx, params, path) => {
        const method = await resolvePaymentMethod(ctx, path.id!, 'payment_method');
        return attachPaymentMethod(ctx, method, params.customer);
      },
    }),
    route({
      method: 'POST',
      path: '/v1/payment_methods/:id/detach',
      params: p.object({ expand: p.expand().optional() }),
      handler: async (ctx, _params, path) => {
        const method = await ctx.store.get<PaymentMethod>(OBJECT, path.id!, { forUpdate: true });
        return detachPaymentMethod(ctx, method);
      },
    }),
    route({
      method: 'GET',
      path: '/v1/payment_methods',
      params: p.object({ ...listQuery, customer: p.string().optional() }),
      handler: async (ctx, params) => {
        if (params.customer) {
          return listForCustomer(ctx, params.customer, '/v1/payment_methods', params);
        }
        return ctx.store.list<PaymentMethod>(OBJECT, '/v1/payment_methods', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          where: { type: 'card' },
        });
      },
    }),
    route({
      method: 'GET',
      path: '/v1/customers/:customer/payment_methods',
      params: p.object(listQuery),
      handler: (ctx, params, path) =>
        listForCustomer(
          ctx,
          path.customer!,
          `/v1/customers/${path.customer}/payment_methods`,
          params,
        ),
    }),
    route({
      method: 'GET',
      path: '/v1/customers/:customer/payment_methods/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: async (ctx, _params, path) => {
        const method = await ctx.store.get<PaymentMethod>(OBJECT, path.id!);
        if (method.customer !== path.customer) {
          throw invalidRequest(
            `No such PaymentMethod: '${path.id}'`,
            'payment_method',
            'resource_missing',
          );
        }
        return method;
      },
    }),
  ],
};
