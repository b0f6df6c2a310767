import type Stripe from 'stripe';
import { newId } from '../core/ids.ts';
import { mergeMetadata } from '../core/metadata.ts';
import { createdRange, listParams, p } from '../core/params.ts';
import { route, type SandboxModule } from '../core/route.ts';
import {
  attachPaymentMethod,
  defaultPaymentMethodFor,
  resolvePaymentMethod,
} from './payment-methods/resolve.ts';

const address = p.object({
  city: p.string().optional(),
  country: p.string().optional(),
  line1: p.string().optional(),
  line2: p.string().optional(),
  postal_code: p.string().optional(),
  state: p.string().optional(),
});

const editable = {
  name: p.string().optional(),
  email: p.string().optional(),
  phone: p.string().optional(),
  description: p.string().optional(),
  address: address.optional(),
  metadata: p.metadata().optional(),
  invoice_settings: p.object({ default_payment_method: p.string().optional() }).optional(),
  expand: p.expand().optional(),
};

type Customer = Stripe.Customer;

export const customers: SandboxModule = {
  routes: [
    route({
      method: 'POST',
      path: '/v1/customers',
      params: p.object({
        ...editable,
        payment_method: p.string().optional(),
        test_clock: p.string().optional(),
      }),
      handler: async (ctx, params) => {
        if (params.test_clock)
          await ctx.store.get('test_helpers.test_clock', params.test_clock, {
            param: 'test_clock',
          });
        const created = params.test_clock
          ? (
              await ctx.store.get<Stripe.TestHelpers.TestClock & { id: string }>(
                'test_helpers.test_clock',
                params.test_clock,
              )
            ).frozen_time
          : await ctx.now();
        const customer = {
          id: newId('cus', 14),
          object: 'customer',
          address: params.address
            ? {
                city: null,
                country: null,
                line1: null,
                line2: null,
                postal_code: null,
                state: null,
                ...params.address,
              }
            : null,
          balance: 0,
          created,
          currency: null,
          default_source: null,
          delinquent: false,
          description: params.description ?? null,
          discount: null,
          email: params.email ?? null,
          invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
          invoice_settings: {
            custom_fields: null,
            default_payment_method: null,
            footer: null,
            rendering_options: null,
          },
          livemode: false,
          metadata: mergeMetadata({}, params.metadata),
          name: params.name ?? null,
          next_invoice_sequence: 1,
          phone: params.phone ?? null,
          preferred_locales: [],
          shipping: null,
          tax_exempt: 'none',
          test_clock: params.test_clock ?? null,
        } satisfies Partial<Customer> & { id: string; object: 'customer' };
        await ctx.store.insert(customer);
        // Stripe attaches `payment_method` on creation; a default must be the customer's.
        const attached = params.payment_method
          ? await attachPaymentMethod(
              ctx,
              await resolvePaymentMethod(ctx, params.payment_method),
              customer.id,
              'payment_method',
            )
          : null;
        const defaultMethod = params.invoice_settings?.default_payment_method;
        const saved = defaultMethod
          ? await ctx.store.save({
              ...customer,
              invoice_settings: {
                ...customer.invoice_settings,
                default_payment_method:
                  defaultMethod === params.payment_method && attached
                    ? attached.id
                    : await defaultPaymentMethodFor(ctx, customer.id, defaultMethod),
              },
            })
          : customer;
        await ctx.emit('customer.created', saved);
        return saved;
      },
    }),
    route({
      method: 'GET',
      path: '/v1/customers/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get('customer', path.id!),
    }),
    route({
      method: 'POST',
      path: '/v1/customers/:id',
      params: p.object(editable),
      handler: async (ctx, params, path) => {
        const customer = await ctx.store.get<Customer>('customer', path.id!, { forUpdate: true });
        const previous: Record<string, unknown> = {};
        const next = { ...customer };
        for (const field of ['name', 'email', 'phone', 'description'] as const) {
          if (params[field] !== undefined) {
            previous[field] = customer[field];
            next[field] = params[field] ?? null;
          }
        }
        if (params.address) {
          previous.address = customer.address;
          next.address = {
            city: null,
            country: null,
            line1: null,
            line2: null,
            postal_code: null,
            state: null,
            ...customer.address,
            ...params.address,
          };
        }
        if (params.metadata !== undefined) {
          previous.metadata = customer.metadata;
          next.metadata = mergeMetadata(customer.metadata, params.metadata);
        }
        const defaultMethod = params.invoice_settings?.default_payment_method;
        if (defaultMethod !== undefined) {
          previous.invoice_settings = customer.invoice_settings;
          next.invoice_settings = {
            ...customer.invoice_settings,
            default_payment_method: defaultMethod
              ? await defaultPaymentMethodFor(ctx, customer.id, defaultMethod)
              : null,
          };
        }
        await ctx.store.save(next);
        await ctx.emit('customer.updated', next, previous);
        return next;
      },
    }),
    route({
      method: 'DELETE',
      path: '/v1/customers/:id',
      params: p.object({}),
      handler: async (ctx, _params, path) => {
        const customer = await ctx.store.get<Customer>('customer', path.id!, { forUpdate: true });
        await ctx.store.remove(customer.id);
        await ctx.emit('customer.deleted', customer);
        return { id: customer.id, object: 'customer', deleted: true };
      },
    }),
    route({
      method: 'GET',
      path: '/v1/customers',
      params: p.object({
        ...listParams,
        email: p.string().optional(),
        test_clock: p.string().optional(),
      }),
      handler: (ctx, params) =>
        ctx.store.list('customer', '/v1/customers', {
          ...params,
          created: createdRange(params.created),
          where: { email: params.email, test_clock: params.test_clock },
        }),
    }),
  ],
};
