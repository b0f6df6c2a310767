import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { blankAccount, typeOf, type Account } from './account-object.ts';
import type { AccountCreate, AccountUpdate } from './account-params.ts';
import { ACCOUNT, bankAccountsOf, commitAccount, getAccount } from './account-store.ts';
import { applyAccountUpdate } from './account-update.ts';
import { attachBankAccount } from './bank-account-service.ts';
import { BANK_COUNTRIES } from './bank-countries.ts';

/** What the platform may change on a standard account: its holder manages the rest. */
const STANDARD_EDITABLE = new Set(['metadata', 'settings', 'expand']);

function refuseTos(type: Account['type'], update: Pick<AccountUpdate, 'tos_acceptance'>): void {
  if (type !== 'custom' && update.tos_acceptance) {
    throw invalidRequest(
      'You cannot accept the Terms of Service on behalf of Standard and Express connected accounts.',
      'tos_acceptance',
    );
  }
}

function refuseForType(account: Account, update: AccountUpdate): void {
  if (account.type === 'standard') {
    const refused = Object.keys(update).find((key) => !STANDARD_EDITABLE.has(key));
    if (refused) {
      throw invalidRequest(
        `You cannot update \`${refused}\` on a standard account: only \`metadata\` and \`settings\`. The account holder manages the rest with Stripe.`,
        refused,
      );
    }
  }
  refuseTos(account.type, update);
}

export async function createAccount(ctx: Ctx, params: AccountCreate): Promise<Account> {
  const type = typeOf(params);
  const country = (params.country ?? 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    throw invalidRequest(
      `Country '${params.country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`,
      'country',
    );
  }
  const requested = Object.values(params.capabilities ?? {}).some((item) => item?.requested);
  if (type === 'custom' && !requested) {
    throw invalidRequest(
      'You must request at least one capability for a custom account, e.g. `capabilities[card_payments][requested]=true` and `capabilities[transfers][requested]=true`.',
      'capabilities',
    );
  }
  refuseTos(type, params);
  const now = await ctx.now();
  const {
    type: _type,
    country: _country,
    controller: _controller,
    external_account: external,
    ...fields
  } = params;
  const account = applyAccountUpdate(blankAccount(type, country, now), fields, now);
  await ctx.as(null).store.insert(account);
  if (external !== undefined) await attachBankAccount(ctx, account.id, external);
  return commitAccount(ctx, null, account);
}

/**
 * Updates an account, through the API (`via: 'api'`, with Stripe's limits on what a platform
 * may change) or through the sandbox's hosted onboarding, where the holder fills it in.
 */
export async function updateAccount(
  ctx: Ctx,
  id: string,
  update: AccountUpdate,
  via: 'api' | 'onboarding',
): Promise<Account> {
  const account = await getAccount(ctx, id, { forUpdate: true });
  if (via === 'api') refuseForType(account, update);
  const { external_account: external, ...fields } = update;
  const next = applyAccountUpdate(account, fields, await ctx.now());
  if (external) await attachBankAccount(ctx, id, external, { replace: true });
  return commitAccount(ctx, account, next);
}

/** Recomputes an account after something of its own changed (a bank account came or went). */
export async function refreshAccount(ctx: Ctx, id: string): Promise<Account> {
  const account = await getAccount(ctx, id, { forUpdate: true });
  return commitAccount(ctx, account, account);
}

export async function deleteAccount(ctx: Ctx, id: string) {
  const account = await getAccount(ctx, id, { forUpdate: true });
  for (const bank of await bankAccountsOf(ctx, id)) await ctx.as(id).store.remove(bank.id);
  await ctx.as(null).store.remove(account.id);
  return { id: account.id, object: ACCOUNT, deleted: true as const };
}

/**
 * A standard account's holder connects the Stripe account they already have: Stripe knows
 * their details and bank account, so the account is complete (the sandbox gives it a test bank
 * account of its country for payouts).
 */
export async function connectStandardAccount(
  ctx: Ctx,
  id: string,
  holder: { email: string; ip: string; userAgent: string | null },
): Promise<Account> {
  const account = await getAccount(ctx, id, { forUpdate: true });
  const now = await ctx.now();
  const next: Account = {
    ...account,
    email: holder.email,
    details_submitted: true,
    tos_acceptance: { date: now, ip: holder.ip, user_agent: holder.userAgent },
  };
  if (!(await bankAccountsOf(ctx, id)).length) {
    const country = BANK_COUNTRIES[account.country] ? account.country : 'US';
    await attachBankAccount(ctx, id, `btok_${country.toLowerCase()}_verified`);
  }
  return commitAccount(ctx, account, next);
}
