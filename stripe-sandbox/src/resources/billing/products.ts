import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { route, type SandboxModule } from '../../core/route.ts';

export type Product = Stripe.Product;

export const PRODUCT = 'product';

export type NewProduct = {
  id?: string;
  name: string;
  active?: boolean;
  description?: string;
  metadata?: Record<string, string> | '';
  statement_descriptor?: string;
  unit_label?: string;
  url?: string;
};

/** Creates a product on `ctx.account` (also used by a price's `product_data`). */
export async function createProduct(ctx: Ctx, params: NewProduct): Promise<Product> {
  if (!params.name.trim()) {
    throw invalidRequest('You must supply a non-empty value for name.', 'name');
  }
  if (params.id && (await ctx.store.find(PRODUCT, params.id))) {
    throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
  }
  const now = await ctx.now();
  const product: Product = {
    id: params.id ?? newId('prod', 14),
    object: 'product',
    active: params.active ?? true,
    created: now,
    default_price: null,
    description: params.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata({}, params.metadata),
    name: params.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: params.statement_descriptor ?? null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: params.unit_label ?? null,
    updated: now,
    url: params.url ?? null,
  };
  await ctx.store.insert(product);
  await ctx.emit('product.created', product);
  return product;
}

const productFields = {
  description: p.string().optional(),
  metadata: p.metadata().optional(),
  statement_descriptor: p.string().optional(),
  unit_label: p.string().optional(),
  url: p.string().optional(),
  expand: p.expand().optional(),
};

export const products: SandboxModule = {
  routes: [
    route({
      method: 'POST',
      path: '/v1/products',
      params: p.object({
        ...productFields,
        name: p.string(),
        id: p.string().optional(),
        active: p.boolean().optional(),
      }),
      handler: (ctx, params) => createProduct(ctx, params),
    }),
    route({
      method: 'GET',
      path: '/v1/products/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get(PRODUCT, path.id!),
    }),
    route({
      method: 'POST',
      path: '/v1/products/:id',
      params: p.object({
        ...productFields,
        name: p.string().optional(),
        active: p.boolean().optional(),
        default_price: p.string().optional(),
      }),
      handler: async (ctx, params, path) => {
        const product = await ctx.store.get<Product>(PRODUCT, path.id!, { forUpdate: true });
        const next: Product = { ...product, updated: await ctx.now() };
        const previous: Record<string, unknown> = {};
        const set = <K extends keyof Product>(field: K, value: Product[K] | undefined) => {
          if (value === undefined) return;
          previous[field] = product[field];
          next[field] = value;
        };
        if (params.name !== undefined && !params.name.trim()) {
          throw invalidRequest('You must supply a non-empty value for name.', 'name');
        }
        set('name', params.name);
        set('active', params.active);
        set('description', params.description === '' ? null : params.description);
        set('statement_descriptor', params.statement_descriptor);
        set('unit_label', params.unit_label === '' ? null : params.unit_label);
        set('url', params.url === '' ? null : params.url);
        if (params.default_price !== undefined) {
          const price = await ctx.store.find<Stripe.Price>('price', params.default_price);
          if (!price || price.product !== product.id) {
            throw invalidRequest(
              `No such price: '${params.default_price}'`,
              'default_price',
              'resource_missing',
            );
          }
          set('default_price', price.id);
        }
        if (params.metadata !== undefined) {
          set('metadata', mergeMetadata(product.metadata, params.metadata));
        }
        await ctx.store.save(next);
        await ctx.emit('product.updated', next, previous);
        return next;
      },
    }),
    route({
      method: 'DELETE',
      path: '/v1/products/:id',
      params: p.object({}),
      handler: async (ctx, _params, path) => {
        const product = await ctx.store.get<Product>(PRODUCT, path.id!, { forUpdate: true });
        const prices = await ctx.store.list('price', '/v1/prices', {
          limit: 1,
          where: { product: product.id },
        });
        if (prices.data.length) {
          throw invalidRequest(
            'This product cannot be deleted because it has one or more user-created prices.',
          );
        }
        await ctx.store.remove(product.id);
        await ctx.emit('product.deleted', product);
        return { id: product.id, object: 'product', deleted: true };
      },
    }),
    route({
      method: 'GET',
      path: '/v1/products',
      params: p.object({
        ...listParams,
        active: p.boolean().optional(),
        ids: p.array(p.string()).optional(),
        url: p.string().optional(),
      }),
      handler: async (ctx, params) => {
        if (params.ids) {
          const found = await Promise.all(
            params.ids.map((id) => ctx.store.find<Product>(PRODUCT, id)),
          );
          const data = found.filter((item): item is Product => item !== null);
          return { object: 'list', data, has_more: false, url: '/v1/products' };
        }
        return ctx.store.list<Product>(PRODUCT, '/v1/products', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { active: params.active, url: params.url },
        });
      },
    }),
  ],
};
