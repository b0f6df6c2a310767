import type Stripe from 'stripe';
import type { Ctx } from '../core/context.ts';
import { newId } from '../core/ids.ts';
import { createdRange, listParams, p } from '../core/params.ts';
import { route, type SandboxModule } from '../core/route.ts';

type BalanceTransaction = Stripe.BalanceTransaction & { object: 'balance_transaction' };

const OBJECT = 'balance_transaction';
const DAY = 86_400;

/** Funds from a charge become available after this many days (Stripe's first-payout delay). */
export const AVAILABLE_AFTER_DAYS = 7;

export type NewBalanceTransaction = {
  amount: number;
  currency: string;
  type: Stripe.BalanceTransaction.Type;
  source: string | null;
  description?: string | null;
  /** Fees the account pays out of this amount: Stripe's own and the platform's application fee. */
  fees?: Array<{ amount: number; type: 'stripe_fee' | 'application_fee'; application?: string }>;
  /** Unix seconds; default now (funds moving out, refunds and payouts, are available at once). */
  available_on?: number;
  /** Unix seconds; default now. A charge gives the second its `available_on` was counted from. */
  created?: number;
};

/** Writes one movement of the account's balance (`ctx.account`, or the platform's). */
export async function recordBalanceTransaction(
  ctx: Ctx,
  movement: NewBalanceTransaction,
): Promise<BalanceTransaction> {
  const now = movement.created ?? (await ctx.now());
  const fees = movement.fees ?? [];
  const fee = fees.reduce((sum, item) => sum + item.amount, 0);
  const availableOn = movement.available_on ?? now;
  const transaction = {
    id: newId('txn'),
    object: OBJECT,
    amount: movement.amount,
    available_on: availableOn,
    balance_type: 'payments',
    created: now,
    currency: movement.currency,
    description: movement.description ?? null,
    exchange_rate: null,
    fee,
    fee_details: fees.map((item) => ({
      amount: item.amount,
      application: item.application ?? null,
      currency: movement.currency,
      description: item.type === 'stripe_fee' ? 'Stripe processing fees' : 'Application fee',
      type: item.type,
    })),
    net: movement.amount - fee,
    reporting_category: reportingCategory(movement.type),
    source: movement.source,
    status: availableOn <= now ? 'available' : 'pending',
    type: movement.type,
  } as BalanceTransaction;
  await ctx.store.insert(transaction);
  return transaction;
}

function reportingCategory(type: Stripe.BalanceTransaction.Type): string {
  if (type === 'payment' || type === 'charge') return 'charge';
  if (type === 'payment_refund' || type === 'refund') return 'refund';
  if (type === 'payout') return 'payout';
  if (type === 'application_fee' || type === 'application_fee_refund') return 'platform_earning';
  return 'other_adjustment';
}

/** The processing fee the sandbox charges, as Stripe's standard card pricing: 2.9% + 30. */
export function processingFee(amount: number): number {
  return Math.round(amount * 0.029) + 30;
}

function withStatus(transaction: BalanceTransaction, now: number): BalanceTransaction {
  return {
    ...transaction,
    status: transaction.available_on <= now ? 'available' : 'pending',
  };
}

/** The account's balance: available and pending sums per currency. */
export async function readBalance(ctx: Ctx): Promise<Stripe.Balance> {
  const now = await ctx.now();
  const all = await ctx.store.all<BalanceTransaction>(OBJECT);
  const sums = new Map<string, { available: number; pending: number }>();
  for (const { account, data } of all) {
    if (account !== ctx.account) continue;
    const sum = sums.get(data.currency) ?? { available: 0, pending: 0 };
    if (data.available_on <= now) sum.available += data.net;
    else sum.pending += data.net;
    sums.set(data.currency, sum);
  }
  const currencies = [...sums.keys()].sort();
  const side = (key: 'available' | 'pending') =>
    currencies.map((currency) => ({
      amount: sums.get(currency)![key],
      currency,
      source_types: { card: sums.get(currency)![key] },
    }));
  return {
    object: 'balance',
    available: side('available'),
    pending: side('pending'),
    livemode: false,
  } as Stripe.Balance;
}

export const balance: SandboxModule = {
  routes: [
    route({
      method: 'GET',
      path: '/v1/balance',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx) => readBalance(ctx),
    }),
    route({
      method: 'GET',
      path: '/v1/balance_transactions/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: async (ctx, _params, path) =>
        withStatus(await ctx.store.get<BalanceTransaction>(OBJECT, path.id!), await ctx.now()),
    }),
    route({
      method: 'GET',
      path: '/v1/balance_transactions',
      params: p.object({
        ...listParams,
        type: p.string().optional(),
        source: p.string().optional(),
        payout: p.string().optional(),
        currency: p.string().optional(),
      }),
      handler: async (ctx, params) => {
        const page = await ctx.store.list<BalanceTransaction>(OBJECT, '/v1/balance_transactions', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { type: params.type, source: params.source, currency: params.currency },
        });
        const now = await ctx.now();
        return { ...page, data: page.data.map((item) => withStatus(item, now)) };
      },
    }),
  ],
};

export { DAY };
