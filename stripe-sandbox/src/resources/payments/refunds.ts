import { mergeMetadata } from '../../core/metadata.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { route, type SandboxModule } from '../../core/route.ts';
import { refundCharge, type Refund } from './refund.ts';

const OBJECT = 'refund';

/** Refunds of succeeded charges, whole or in parts. */
export const refunds: SandboxModule = {
  routes: [
    route({
      method: 'POST',
      path: '/v1/refunds',
      params: p.object({
        charge: p.string().optional(),
        payment_intent: p.string().optional(),
        amount: p.amount().optional(),
        refund_application_fee: p.boolean().optional(),
        reason: p.oneOf(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
        metadata: p.metadata().optional(),
        expand: p.expand().optional(),
      }),
      handler: (ctx, params) => refundCharge(ctx, params),
    }),
    route({
      method: 'GET',
      path: '/v1/refunds/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get(OBJECT, path.id!),
    }),
    route({
      method: 'POST',
      path: '/v1/refunds/:id',
      params: p.object({ metadata: p.metadata().optional(), expand: p.expand().optional() }),
      handler: async (ctx, params, path) => {
        const refund = await ctx.store.get<Refund>(OBJECT, path.id!, { forUpdate: true });
        if (params.metadata === undefined) return refund;
        const updated: Refund = {
          ...refund,
          metadata: mergeMetadata(refund.metadata ?? {}, params.metadata),
        };
        await ctx.store.save(updated);
        await ctx.emit('refund.updated', updated, { metadata: refund.metadata });
        return updated;
      },
    }),
    route({
      method: 'GET',
      path: '/v1/refunds',
      params: p.object({
        ...listParams,
        charge: p.string().optional(),
        payment_intent: p.string().optional(),
      }),
      handler: (ctx, params) =>
        ctx.store.list(OBJECT, '/v1/refunds', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { charge: params.charge, payment_intent: params.payment_intent },
        }),
    }),
  ],
};
