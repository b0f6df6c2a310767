import type { Ctx } from '../../core/context.ts';
import { invalidRequest, StripeApiError } from '../../core/errors.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { Refusal, route, type Route } from '../../core/route.ts';
import {
  attemptInvoice,
  finalizeInvoice,
  markInvoicePaid,
  voidOpenInvoice,
} from './invoice-collect.ts';
import { FINALIZE_AFTER, INVOICE, type Invoice } from './invoice-shape.ts';
import { checkCustomerMethod } from './subscription-items.ts';

const statuses = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

async function lockInvoice(ctx: Ctx, id: string): Promise<Invoice> {
  return ctx.store.get<Invoice>(INVOICE, id, { forUpdate: true });
}

function refuseStatus(invoice: Invoice, action: string): never {
  throw invalidRequest(
    `You can only ${action} an invoice that is open. This invoice is ${invoice.status}.`,
    undefined,
    'invoice_not_editable',
  );
}

/** `POST /v1/invoices/:id/pay`: one attempt now; a draft is finalized first. */
async function payInvoice(
  ctx: Ctx,
  id: string,
  params: { payment_method?: string; off_session?: boolean; paid_out_of_band?: boolean },
): Promise<Invoice | Refusal> {
  let invoice = await lockInvoice(ctx, id);
  const now = await ctx.now(invoice.customer);
  if (invoice.status === 'paid') {
    throw invalidRequest('Invoice is already paid');
  }
  if (invoice.status === 'void') refuseStatus(invoice, 'pay');
  if (params.payment_method) {
    await checkCustomerMethod(ctx, invoice.customer, params.payment_method, 'payment_method');
  }
  if (invoice.status === 'draft') invoice = await finalizeInvoice(ctx, invoice, now);
  if (invoice.status === 'paid') return invoice;
  if (params.paid_out_of_band) return markInvoicePaid(ctx, invoice, null, now);
  const attempt = await attemptInvoice(ctx, invoice, {
    // Stripe pays an invoice off-session unless told the customer is present.
    off_session: params.off_session ?? true,
    payment_method: params.payment_method,
    now,
  });
  if (attempt.invoice.status === 'paid') return attempt.invoice;
  const error = attempt.error;
  if (!error || error.status !== 402) {
    return new Refusal(error ?? invalidRequest('This invoice could not be paid.'));
  }
  // The card's refusal, as Stripe answers `invoices.pay`: the attempt and its PaymentIntent stand.
  return new Refusal(
    new StripeApiError(error.status, error.type, error.message, {
      ...error.extra,
      payment_intent: attempt.intent ?? undefined,
    }),
  );
}

async function voidInvoice(ctx: Ctx, id: string): Promise<Invoice> {
  const invoice = await lockInvoice(ctx, id);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
    refuseStatus(invoice, 'void');
  }
  return voidOpenInvoice(ctx, invoice, await ctx.now(invoice.customer));
}

async function markUncollectible(ctx: Ctx, id: string): Promise<Invoice> {
  const invoice = await lockInvoice(ctx, id);
  if (invoice.status !== 'open') refuseStatus(invoice, 'mark uncollectible');
  const now = await ctx.now(invoice.customer);
  const marked: Invoice = {
    ...invoice,
    status: 'uncollectible',
    auto_advance: false,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, marked_uncollectible_at: now },
  };
  await ctx.store.save(marked);
  await ctx.emit('invoice.marked_uncollectible', marked);
  return marked;
}

export const invoiceRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/v1/invoices/:id',
    params: p.object({ expand: p.expand().optional() }),
    handler: (ctx, _params, path) => ctx.store.get(INVOICE, path.id!),
  }),
  route({
    method: 'GET',
    path: '/v1/invoices/:id/lines',
    params: p.object(listParams),
    handler: async (ctx, _params, path) => {
      const invoice = await ctx.store.get<Invoice>(INVOICE, path.id!);
      return invoice.lines;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/invoices',
    params: p.object({
      ...listParams,
      customer: p.string().optional(),
      subscription: p.string().optional(),
      status: p.oneOf(statuses).optional(),
      collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
    }),
    handler: (ctx, params) =>
      ctx.store.list<Invoice>(INVOICE, '/v1/invoices', {
        limit: params.limit,
        starting_after: params.starting_after,
        ending_before: params.ending_before,
        created: createdRange(params.created),
        where: {
          customer: params.customer,
          status: params.status,
          collection_method: params.collection_method,
          'parent.subscription_details.subscription': params.subscription,
        },
      }),
  }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id/pay',
    params: p.object({
      payment_method: p.string().optional(),
      off_session: p.boolean().optional(),
      paid_out_of_band: p.boolean().optional(),
      forgive: p.boolean().optional(),
      expand: p.expand().optional(),
    }),
    handler: (ctx, params, path) => payInvoice(ctx, path.id!, params),
  }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id/finalize',
    params: p.object({ auto_advance: p.boolean().optional(), expand: p.expand().optional() }),
    handler: async (ctx, params, path) => {
      const invoice = await lockInvoice(ctx, path.id!);
      if (invoice.status !== 'draft') {
        throw invalidRequest(
          "This invoice is already finalized, you can't re-finalize a non-draft invoice.",
          undefined,
          'invoice_not_editable',
        );
      }
      const now = await ctx.now(invoice.customer);
      const autoAdvance = params.auto_advance ?? invoice.auto_advance ?? false;
      const finalized = await finalizeInvoice(ctx, { ...invoice, auto_advance: autoAdvance }, now);
      if (finalized.status !== 'open' || !autoAdvance) return finalized;
      // Automatic collection charges a finalized invoice about an hour later.
      const scheduled = { ...finalized, next_payment_attempt: now + FINALIZE_AFTER };
      await ctx.store.save(scheduled);
      return scheduled;
    },
  }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id/void',
    params: p.object({ expand: p.expand().optional() }),
    handler: (ctx, _params, path) => voidInvoice(ctx, path.id!),
  }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id/mark_uncollectible',
    params: p.object({ expand: p.expand().optional() }),
    handler: (ctx, _params, path) => markUncollectible(ctx, path.id!),
  }),
];
