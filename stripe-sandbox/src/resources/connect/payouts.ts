import { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { previousAttributes } from '../../core/previous-attributes.ts';
import { route } from '../../core/route.ts';
import { cancelPayout, createPayout, PAYOUT, type Payout } from './payout-service.ts';

type Range = { gt?: number; gte?: number; lt?: number; lte?: number };

const range = z.union([
  p.integer(),
  p.object({
    gt: p.integer().optional(),
    gte: p.integer().optional(),
    lt: p.integer().optional(),
    lte: p.integer().optional(),
  }),
]);

const within = (value: number, bounds: Range | undefined) =>
  !bounds ||
  ((bounds.gt === undefined || value > bounds.gt) &&
    (bounds.gte === undefined || value >= bounds.gte) &&
    (bounds.lt === undefined || value < bounds.lt) &&
    (bounds.lte === undefined || value <= bounds.lte));

const asRange = (value: number | Range | undefined): Range | undefined =>
  typeof value === 'number' ? { gte: value, lte: value } : value;

/** A page of items already filtered, newest first, with Stripe's cursors. */
function page<T extends { id: string }>(
  items: T[],
  options: { limit?: number; starting_after?: string; ending_before?: string },
  url: string,
) {
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 100);
  if (options.ending_before) {
    const end = items.findIndex((item) => item.id === options.ending_before);
    const before = items.slice(0, Math.max(end, 0));
    return {
      object: 'list' as const,
      data: before.slice(-limit),
      has_more: before.length > limit,
      url,
    };
  }
  const start = options.starting_after
    ? items.findIndex((item) => item.id === options.starting_after) + 1
    : 0;
  const rest = items.slice(start);
  return {
    object: 'list' as const,
    data: rest.slice(0, limit),
    has_more: rest.length > limit,
    url,
  };
}

const getPayout = (ctx: Ctx, id: string) => ctx.store.get<Payout>(PAYOUT, id, { forUpdate: true });

export const payoutRoutes = [
  route({
    method: 'POST',
    path: '/v1/payouts',
    params: p.object({
      amount: p.amount(),
      currency: p.currency(),
      description: p.string().optional(),
      destination: p.string().optional(),
      metadata: p.metadata().optional(),
      method: p.oneOf(['standard', 'instant']).optional(),
      source_type: p.oneOf(['bank_account', 'card']).optional(),
      statement_descriptor: p.string().optional(),
      expand: p.expand().optional(),
    }),
    handler: (ctx, params) => createPayout(ctx, params),
  }),
  route({
    method: 'GET',
    path: '/v1/payouts/:id',
    params: p.object({ expand: p.expand().optional() }),
    handler: (ctx, _params, path) => ctx.store.get(PAYOUT, path.id!),
  }),
  route({
    method: 'POST',
    path: '/v1/payouts/:id',
    params: p.object({ metadata: p.metadata().optional(), expand: p.expand().optional() }),
    handler: async (ctx, params, path) => {
      const payout = await getPayout(ctx, path.id!);
      const next = { ...payout, metadata: mergeMetadata(payout.metadata, params.metadata) };
      const changed = previousAttributes(payout, next);
      if (changed) {
        await ctx.store.save(next);
        await ctx.emit('payout.updated', next, changed);
      }
      return next;
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payouts/:id/cancel',
    params: p.object({ expand: p.expand().optional() }),
    handler: async (ctx, _params, path) => cancelPayout(ctx, await getPayout(ctx, path.id!)),
  }),
  route({
    method: 'GET',
    path: '/v1/payouts',
    params: p.object({
      ...listParams,
      status: p.oneOf(['pending', 'in_transit', 'paid', 'failed', 'canceled']).optional(),
      arrival_date: range.optional(),
      destination: p.string().optional(),
    }),
    handler: async (ctx, params) => {
      const created = createdRange(params.created);
      const arrival = asRange(params.arrival_date);
      const payouts = (await ctx.store.all<Payout>(PAYOUT))
        .filter((row) => row.account === ctx.account)
        .map((row) => row.data)
        .filter(
          (payout) =>
            (!params.status || payout.status === params.status) &&
            (!params.destination || payout.destination === params.destination) &&
            within(payout.created, created) &&
            within(payout.arrival_date, arrival),
        )
        .reverse();
      return page(payouts, params, '/v1/payouts');
    },
  }),
];
