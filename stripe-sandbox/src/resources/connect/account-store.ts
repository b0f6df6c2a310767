import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { StripeApiError } from '../../core/errors.ts';
import { previousAttributes } from '../../core/previous-attributes.ts';
import type { Account } from './account-object.ts';
import type { BankAccount } from './bank-accounts.ts';
import { withRequirements } from './requirements.ts';

export const ACCOUNT = 'account';
export const BANK_ACCOUNT = 'bank_account';

/** Stripe's answer for an account the platform cannot see (or that does not exist). */
export function accountMissing(id: string, param?: string): StripeApiError {
  return new StripeApiError(
    403,
    'invalid_request_error',
    `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
    { code: 'account_invalid', ...(param ? { param } : {}) },
  );
}

/** Connected accounts belong to the platform, whoever asks. */
export async function getAccount(
  ctx: Ctx,
  id: string,
  options: { forUpdate?: boolean; param?: string } = {},
): Promise<Account> {
  const account = await ctx.as(null).store.find<Account>(ACCOUNT, id, options);
  if (!account) throw accountMissing(id, options.param);
  return account;
}

/** The account's bank accounts, newest first. */
export async function bankAccountsOf(ctx: Ctx, account: string): Promise<BankAccount[]> {
  const rows = await ctx.as(account).store.all<BankAccount>(BANK_ACCOUNT, { account });
  return rows.map((row) => row.data).reverse();
}

/**
 * The account as Stripe shows it to the platform: a standard account's holder deals with Stripe
 * directly, so its person, company, terms and bank accounts are not the platform's to read.
 */
export function presentAccount(account: Account): Stripe.Account {
  if (account.type !== 'standard') return account;
  const shown: Partial<Account> = { ...account };
  delete shown.individual;
  delete shown.company;
  delete shown.external_accounts;
  delete shown.tos_acceptance;
  return shown as Stripe.Account;
}

/**
 * Writes the account with its requirements recomputed from what it now holds (its fields, its
 * bank accounts), and tells the connected account's webhook endpoint what changed.
 */
export async function commitAccount(
  ctx: Ctx,
  before: Account | null,
  next: Account,
): Promise<Account> {
  const banks = await bankAccountsOf(ctx, next.id);
  const external: Stripe.ApiList<Stripe.BankAccount> = {
    object: 'list',
    data: banks,
    has_more: false,
    url: `/v1/accounts/${next.id}/external_accounts`,
  };
  const account = withRequirements(
    { ...next, external_accounts: external as Account['external_accounts'] },
    banks.length > 0,
    await ctx.now(),
  );
  await ctx.as(null).store.save(account);
  if (before) {
    const changed = previousAttributes(presentAccount(before), presentAccount(account));
    if (changed) await ctx.as(account.id).emit('account.updated', presentAccount(account), changed);
  }
  return account;
}
