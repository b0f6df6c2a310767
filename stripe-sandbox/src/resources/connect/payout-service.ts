import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing, StripeApiError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { readBalance, recordBalanceTransaction } from '../balance.ts';
import { BANK_ACCOUNT, bankAccountsOf, getAccount } from './account-store.ts';
import type { BankAccount } from './bank-accounts.ts';
import { FAILING_ACCOUNTS } from './bank-countries.ts';

export type Payout = Stripe.Payout & { destination: string; metadata: Stripe.Metadata };

export const PAYOUT = 'payout';
const DAY = 86_400;

/** A standard payout arrives two business days after it is made, at midnight UTC. */
export function arrivalDate(created: number): number {
  let day = Math.floor(created / DAY) * DAY;
  let businessDays = 0;
  while (businessDays < 2) {
    day += DAY;
    const weekday = new Date(day * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) businessDays++;
  }
  return day;
}

export type NewPayout = {
  amount: number;
  currency: string;
  description?: string;
  destination?: string;
  metadata?: Record<string, string> | '';
  method?: string;
  statement_descriptor?: string;
  automatic?: boolean;
};

async function destinationOf(ctx: Ctx, currency: string, id?: string): Promise<BankAccount> {
  const banks = ctx.account ? await bankAccountsOf(ctx, ctx.account) : [];
  if (id) {
    const bank = banks.find((candidate) => candidate.id === id);
    if (!bank) throw resourceMissing('external account', id, 'destination');
    return bank;
  }
  const bank = banks.find(
    (candidate) => candidate.currency === currency && candidate.default_for_currency,
  );
  if (!bank) {
    throw invalidRequest(
      `Sorry, you don't have any external accounts in that currency (${currency}).`,
      'currency',
    );
  }
  return bank;
}

/**
 * Pays out from the available balance of the account the context acts as, to its bank account:
 * a `payout` balance transaction takes the amount out at once.
 */
export async function createPayout(ctx: Ctx, input: NewPayout): Promise<Payout> {
  if (ctx.account) {
    // Locked: two payouts at once must not both spend the same balance.
    const account = await getAccount(ctx, ctx.account, { forUpdate: true });
    if (!account.payouts_enabled) {
      throw invalidRequest(
        'Payouts are not enabled on this account: provide what its `requirements` list as due first.',
        undefined,
        'payouts_not_allowed',
      );
    }
  }
  if (input.amount < 1)
    throw invalidRequest('Invalid positive integer', 'amount', 'parameter_invalid_integer');
  if (input.method === 'instant') {
    throw invalidRequest(
      'This bank account is not eligible for Instant Payouts. Try a debit card from a supported bank.',
      'method',
      'instant_payouts_unsupported',
    );
  }
  const destination = await destinationOf(ctx, input.currency, input.destination);
  const available =
    (await readBalance(ctx)).available.find((side) => side.currency === input.currency)?.amount ??
    0;
  if (input.amount > available) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'You have insufficient funds in your Stripe account. One likely reason you have insufficient funds is that your funds are automatically being paid out; try enabling manual payouts by going to https://dashboard.stripe.com/account/balance/settings/payouts.',
      { code: 'balance_insufficient', param: 'amount' },
    );
  }
  const now = await ctx.now();
  const id = newId('po');
  const transaction = await recordBalanceTransaction(ctx, {
    amount: -input.amount,
    currency: input.currency,
    type: 'payout',
    source: id,
    description: input.description ?? 'STRIPE PAYOUT',
  });
  const payout: Payout = {
    id,
    object: 'payout',
    amount: input.amount,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: arrivalDate(now),
    automatic: !!input.automatic,
    balance_transaction: transaction.id,
    created: now,
    currency: input.currency,
    description: input.description ?? (input.automatic ? 'STRIPE PAYOUT' : null),
    destination: destination.id,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: mergeMetadata({}, input.metadata),
    method: 'standard',
    original_payout: null,
    payout_method: null,
    reconciliation_status: 'not_applicable',
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: input.statement_descriptor ?? null,
    status: 'pending',
    trace_id: { status: 'pending', value: null },
    type: 'bank_account',
  };
  await ctx.store.insert(payout);
  await ctx.emit('payout.created', payout);
  return payout;
}

async function changeStatus(
  ctx: Ctx,
  payout: Payout,
  changes: Partial<Payout>,
  events: string[],
): Promise<Payout> {
  const next = { ...payout, ...changes };
  await ctx.store.save(next);
  const previous = Object.fromEntries(
    Object.keys(changes).map((key) => [key, payout[key as keyof Payout] ?? null]),
  );
  await ctx.emit('payout.updated', next, previous);
  for (const type of events) await ctx.emit(type, next);
  return next;
}

/** The money goes back to the balance: a payout that failed or was canceled. */
async function returnFunds(ctx: Ctx, payout: Payout, type: 'payout_failure' | 'payout_cancel') {
  return recordBalanceTransaction(ctx, {
    amount: payout.amount,
    currency: payout.currency,
    type,
    source: payout.id,
    description: type === 'payout_cancel' ? 'Payout canceled' : 'Payout failure',
  });
}

export async function cancelPayout(ctx: Ctx, payout: Payout): Promise<Payout> {
  if (payout.status !== 'pending') {
    throw invalidRequest(
      `This payout cannot be canceled because it is ${payout.status}: only pending payouts can be.`,
    );
  }
  const transaction = await returnFunds(ctx, payout, 'payout_cancel');
  return changeStatus(
    ctx,
    payout,
    { status: 'canceled', failure_balance_transaction: transaction.id },
    ['payout.canceled'],
  );
}

/** A payout is submitted to the bank an hour after it is made (until then it can be canceled). */
const IN_TRANSIT_AFTER_SECONDS = 3600;

/**
 * Moves a payout along as time passes: `pending` → `in_transit` → `paid` on its arrival date,
 * or `failed` when the bank account is one of Stripe's failing test numbers (the money returns
 * to the balance and the bank account is marked `errored`).
 */
export async function progressPayout(ctx: Ctx, payout: Payout, now: number): Promise<void> {
  let current = payout;
  if (current.status === 'pending' && now >= current.created + IN_TRANSIT_AFTER_SECONDS) {
    current = await changeStatus(ctx, current, { status: 'in_transit' }, []);
  }
  if (current.status !== 'in_transit' || now < current.arrival_date) return;
  const bank = await ctx.store.find<BankAccount>(BANK_ACCOUNT, current.destination);
  const failure =
    bank && bank.country === 'US' && bank.routing_number === '110000000'
      ? FAILING_ACCOUNTS[bank.last4]
      : undefined;
  if (!failure) {
    await changeStatus(
      ctx,
      current,
      { status: 'paid', trace_id: { status: 'supported', value: newId('TRACE', 12).slice(6) } },
      ['payout.paid'],
    );
    return;
  }
  const transaction = await returnFunds(ctx, current, 'payout_failure');
  await changeStatus(
    ctx,
    current,
    {
      status: 'failed',
      failure_code: failure.code,
      failure_message: failure.message,
      failure_balance_transaction: transaction.id,
    },
    ['payout.failed'],
  );
  if (bank && bank.status !== 'errored') {
    const errored = { ...bank, status: 'errored' };
    await ctx.store.save(errored);
    await ctx.emit('account.external_account.updated', errored, { status: bank.status });
  }
}
