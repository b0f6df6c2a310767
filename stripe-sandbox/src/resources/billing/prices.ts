import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { route, type SandboxModule } from '../../core/route.ts';
import { createProduct, PRODUCT, type Product } from './products.ts';

export type Price = Stripe.Price;
export type Interval = 'day' | 'week' | 'month' | 'year';

export const PRICE = 'price';

/** Stripe's longest billing interval: one year (1 year, 12 months, 52 weeks or 365 days). */
const MAX_COUNT: Record<Interval, number> = { day: 365, week: 52, month: 12, year: 1 };

const recurringParams = p.object({
  interval: p.oneOf(['day', 'week', 'month', 'year']),
  interval_count: p.integer().optional(),
  usage_type: p.oneOf(['licensed']).optional(),
  trial_period_days: p.integer().optional(),
});

export const createPriceParams = p.object({
  currency: p.currency(),
  unit_amount: p.amount().optional(),
  product: p.string().optional(),
  product_data: p
    .object({
      name: p.string(),
      id: p.string().optional(),
      active: p.boolean().optional(),
      metadata: p.metadata().optional(),
      statement_descriptor: p.string().optional(),
      unit_label: p.string().optional(),
    })
    .optional(),
  recurring: recurringParams.optional(),
  active: p.boolean().optional(),
  nickname: p.string().optional(),
  lookup_key: p.string().optional(),
  metadata: p.metadata().optional(),
  billing_scheme: p.oneOf(['per_unit']).optional(),
  tax_behavior: p.oneOf(['exclusive', 'inclusive', 'unspecified']).optional(),
  expand: p.expand().optional(),
});

type CreatePrice = z.output<typeof createPriceParams>;

async function productFor(ctx: Ctx, params: CreatePrice): Promise<Product> {
  if (params.product && params.product_data) {
    throw invalidRequest(
      'You may only specify one of these parameters: product, product_data.',
      'product',
      'parameters_exclusive',
    );
  }
  if (params.product_data) return createProduct(ctx, params.product_data);
  if (!params.product) {
    throw invalidRequest(
      'You must specify either `product` or `product_data` when creating a price.',
      'product',
      'parameter_missing',
    );
  }
  const product = await ctx.store.find<Product>(PRODUCT, params.product);
  if (!product) throw resourceMissing('product', params.product, 'product');
  return product;
}

function recurringOf(recurring: CreatePrice['recurring']): Stripe.Price.Recurring | null {
  if (!recurring) return null;
  const count = recurring.interval_count ?? 1;
  if (count < 1 || count > MAX_COUNT[recurring.interval]) {
    throw invalidRequest(
      'The maximum interval is one year (1 year, 12 months, 52 weeks or 365 days).',
      'recurring[interval_count]',
    );
  }
  return {
    interval: recurring.interval,
    interval_count: count,
    meter: null,
    trial_period_days: recurring.trial_period_days ?? null,
    usage_type: 'licensed',
  };
}

export async function createPrice(ctx: Ctx, params: CreatePrice): Promise<Price> {
  if (params.unit_amount === undefined) {
    throw invalidRequest(
      'Missing required param: unit_amount.',
      'unit_amount',
      'parameter_missing',
    );
  }
  const recurring = recurringOf(params.recurring);
  const product = await productFor(ctx, params);
  const price = {
    id: newId('price'),
    object: 'price',
    active: params.active ?? true,
    billing_scheme: 'per_unit',
    created: await ctx.now(),
    currency: params.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: params.lookup_key ?? null,
    metadata: mergeMetadata({}, params.metadata),
    nickname: params.nickname ?? null,
    product: product.id,
    recurring,
    tax_behavior: params.tax_behavior ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: params.unit_amount,
    // Stripe sends decimals as strings; the SDK turns them into its Decimal.
    unit_amount_decimal: String(params.unit_amount),
  } as unknown as Price;
  await ctx.store.insert(price);
  await ctx.emit('price.created', price);
  return price;
}

/** The legacy `plan` a subscription item still carries beside its price. */
export function planOf(price: Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product as string,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: price.recurring?.trial_period_days ?? null,
    usage_type: 'licensed',
  };
}

export const prices: SandboxModule = {
  routes: [
    route({
      method: 'POST',
      path: '/v1/prices',
      params: createPriceParams,
      handler: (ctx, params) => createPrice(ctx, params),
    }),
    route({
      method: 'GET',
      path: '/v1/prices/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get(PRICE, path.id!),
    }),
    route({
      method: 'POST',
      path: '/v1/prices/:id',
      params: p.object({
        active: p.boolean().optional(),
        metadata: p.metadata().optional(),
        nickname: p.string().optional(),
        lookup_key: p.string().optional(),
        tax_behavior: p.oneOf(['exclusive', 'inclusive', 'unspecified']).optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const price = await ctx.store.get<Price>(PRICE, path.id!, { forUpdate: true });
        const next: Price = { ...price };
        const previous: Record<string, unknown> = {};
        if (params.active !== undefined) {
          previous.active = price.active;
          next.active = params.active;
        }
        if (params.nickname !== undefined) {
          previous.nickname = price.nickname;
          next.nickname = params.nickname || null;
        }
        if (params.lookup_key !== undefined) {
          previous.lookup_key = price.lookup_key;
          next.lookup_key = params.lookup_key || null;
        }
        if (params.tax_behavior !== undefined) {
          previous.tax_behavior = price.tax_behavior;
          next.tax_behavior = params.tax_behavior;
        }
        if (params.metadata !== undefined) {
          previous.metadata = price.metadata;
          next.metadata = mergeMetadata(price.metadata, params.metadata);
        }
        await ctx.store.save(next);
        await ctx.emit('price.updated', next, previous);
        return next;
      },
    }),
    route({
      method: 'GET',
      path: '/v1/prices',
      params: p.object({
        ...listParams,
        active: p.boolean().optional(),
        product: p.string().optional(),
        currency: p.currency().optional(),
        type: p.oneOf(['one_time', 'recurring']).optional(),
        lookup_keys: p.array(p.string()).optional(),
        recurring: p
          .object({
            interval: p.oneOf(['day', 'week', 'month', 'year']).optional(),
            usage_type: p.oneOf(['licensed', 'metered']).optional(),
            meter: p.string().optional(),
          })
          .optional(),
      }),
      handler: async (ctx, params) => {
        const options = {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: {
            active: params.active,
            product: params.product,
            currency: params.currency,
            type: params.type,
            'recurring.interval': params.recurring?.interval,
          },
        };
        if (!params.lookup_keys) return ctx.store.list<Price>(PRICE, '/v1/prices', options);
        const pages = await Promise.all(
          params.lookup_keys.map((key) =>
            ctx.store.list<Price>(PRICE, '/v1/prices', {
              ...options,
              where: { ...options.where, lookup_key: key },
            }),
          ),
        );
        return {
          object: 'list',
          data: pages.flatMap((page) => page.data),
          has_more: false,
          url: '/v1/prices',
        };
      },
    }),
  ],
};
