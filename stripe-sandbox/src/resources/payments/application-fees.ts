import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { listParams, p } from '../../core/params.ts';
import { route, type SandboxModule } from '../../core/route.ts';
import { recordBalanceTransaction } from '../balance.ts';

export type ApplicationFee = Stripe.ApplicationFee & { charge: string };

/** The platform's Connect application, named on connected accounts' charges and fees. */
export const PLATFORM_APPLICATION = 'ca_sandboxplatform';

const OBJECT = 'application_fee';

/**
 * The platform's share of a direct charge on a connected account (`ctx.account`): an
 * `application_fee` on the platform and the platform's balance transaction for it.
 */
export async function recordApplicationFee(
  ctx: Ctx,
  charge: { id: string; amount: number; currency: string },
  amount: number,
  availableOn: number,
): Promise<ApplicationFee> {
  const platform = ctx.as(null);
  const id = newId('fee');
  const transaction = await recordBalanceTransaction(platform, {
    amount,
    currency: charge.currency,
    type: 'application_fee',
    source: id,
    description: null,
    available_on: availableOn,
  });
  const fee: ApplicationFee = {
    id,
    object: 'application_fee',
    account: ctx.account!,
    amount,
    amount_refunded: 0,
    application: PLATFORM_APPLICATION,
    balance_transaction: transaction.id,
    charge: charge.id,
    created: transaction.created,
    currency: charge.currency,
    fee_source: { charge: charge.id, type: 'charge' },
    livemode: false,
    originating_transaction: null,
    refunded: false,
    refunds: {
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/application_fees/${id}/refunds`,
    },
  };
  await platform.store.insert(fee);
  await platform.emit('application_fee.created', fee);
  return fee;
}

/** The platform's application fees (a connected account has none of its own). */
export const applicationFees: SandboxModule = {
  routes: [
    route({
      method: 'GET',
      path: '/v1/application_fees/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get(OBJECT, path.id!),
    }),
    route({
      method: 'GET',
      path: '/v1/application_fees',
      params: p.object({ ...listParams, charge: p.string().optional() }),
      handler: (ctx, params) =>
        ctx.store.list(OBJECT, '/v1/application_fees', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          where: { charge: params.charge },
        }),
    }),
    route({
      method: 'GET',
      path: '/v1/application_fees/:id/refunds',
      params: p.object(listParams),
      handler: async (ctx, _params, path) => {
        const fee = await ctx.store.get<ApplicationFee>(OBJECT, path.id!);
        return fee.refunds;
      },
    }),
  ],
};
