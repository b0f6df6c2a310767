import { createdRange, listParams, p } from '../../core/params.ts';
import { route, type Route } from '../../core/route.ts';
import type { Ctx } from '../../core/context.ts';
import type { ListOptions, ListPage } from '../../core/store.ts';
import { createSubscription, createSubscriptionParams } from './subscription-create.ts';
import { ENDED, SUBSCRIPTION, type Subscription } from './subscription-shape.ts';
import {
  cancelSubscription,
  cancelSubscriptionParams,
  updateSubscription,
  updateSubscriptionParams,
} from './subscription-update.ts';

const statuses = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;

/**
 * A list page of the subscriptions that pass `keep`, filled up to `limit` across stored pages
 * (the store filters by equality only).
 */
async function filteredList(
  ctx: Ctx,
  options: ListOptions,
  keep: (item: Subscription) => boolean,
): Promise<ListPage<Subscription>> {
  const url = '/v1/subscriptions';
  if (options.ending_before) {
    const page = await ctx.store.list<Subscription>(SUBSCRIPTION, url, options);
    return { ...page, data: page.data.filter(keep) };
  }
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 100);
  const data: Subscription[] = [];
  let after = options.starting_after;
  for (let more = true; more && data.length <= limit;) {
    const page = await ctx.store.list<Subscription>(SUBSCRIPTION, url, {
      ...options,
      limit: 100,
      starting_after: after,
    });
    data.push(...page.data.filter(keep));
    more = page.has_more;
    after = page.data.at(-1)?.id;
  }
  return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url };
}

export const subscriptionRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/v1/subscriptions',
    params: createSubscriptionParams,
    handler: (ctx, params) => createSubscription(ctx, params),
  }),
  route({
    method: 'GET',
    path: '/v1/subscriptions/:id',
    params: p.object({ expand: p.expand().optional() }),
    handler: (ctx, _params, path) => ctx.store.get(SUBSCRIPTION, path.id!),
  }),
  route({
    method: 'POST',
    path: '/v1/subscriptions/:id',
    params: updateSubscriptionParams,
    handler: (ctx, params, path) => updateSubscription(ctx, path.id!, params),
  }),
  route({
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    params: cancelSubscriptionParams,
    handler: (ctx, params, path) => cancelSubscription(ctx, path.id!, params),
  }),
  route({
    method: 'GET',
    path: '/v1/subscriptions',
    params: p.object({
      ...listParams,
      customer: p.string().optional(),
      price: p.string().optional(),
      status: p.oneOf(statuses).optional(),
      test_clock: p.string().optional(),
      collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
    }),
    handler: (ctx, params) => {
      const status = params.status;
      const exact = status && !['all', 'ended'].includes(status) ? status : undefined;
      // Without a status Stripe lists the subscriptions that have not been canceled.
      const keep = (item: Subscription) => {
        if (params.price && !item.items.data.some((entry) => entry.price.id === params.price)) {
          return false;
        }
        if (status === 'ended') return ENDED.includes(item.status);
        if (!status) return item.status !== 'canceled';
        return true;
      };
      return filteredList(
        ctx,
        {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: {
            customer: params.customer,
            status: exact,
            test_clock: params.test_clock,
            collection_method: params.collection_method,
          },
        },
        keep,
      );
    },
  }),
];
