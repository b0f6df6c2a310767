import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { bankAccountsOf } from './account-store.ts';
import { newBankAccount, type BankAccount, type BankAccountInput } from './bank-accounts.ts';

async function setDefault(ctx: Ctx, bank: BankAccount, isDefault: boolean): Promise<BankAccount> {
  if (!!bank.default_for_currency === isDefault) return bank;
  const next = { ...bank, default_for_currency: isDefault };
  await ctx.as(bank.account).store.save(next);
  await ctx
    .as(bank.account)
    .emit('account.external_account.updated', next, { default_for_currency: !isDefault });
  return next;
}

export async function removeBankAccount(ctx: Ctx, bank: BankAccount): Promise<void> {
  await ctx.as(bank.account).store.remove(bank.id);
  await ctx.as(bank.account).emit('account.external_account.deleted', bank);
}

/**
 * Adds a bank account for payouts. The first of a currency is its default. `replace` is the
 * account update's `external_account`: Stripe makes it the default and deletes the old default.
 */
export async function attachBankAccount(
  ctx: Ctx,
  account: string,
  input: BankAccountInput,
  options: { replace?: boolean; defaultForCurrency?: boolean; param?: string } = {},
): Promise<BankAccount> {
  const bank = newBankAccount(account, input, options.param);
  const sameCurrency = (await bankAccountsOf(ctx, account)).filter(
    (other) => other.currency === bank.currency,
  );
  const becomesDefault =
    sameCurrency.length === 0 || !!options.replace || !!options.defaultForCurrency;
  for (const other of sameCurrency) {
    if (!other.default_for_currency || !becomesDefault) continue;
    if (options.replace) await removeBankAccount(ctx, other);
    else await setDefault(ctx, other, false);
  }
  const stored = { ...bank, default_for_currency: becomesDefault };
  await ctx.as(account).store.insert(stored);
  await ctx.as(account).emit('account.external_account.created', stored);
  return stored;
}

/** Makes the bank account the default for its currency (the former default is no longer). */
export async function makeDefault(ctx: Ctx, bank: BankAccount): Promise<BankAccount> {
  for (const other of await bankAccountsOf(ctx, bank.account)) {
    if (other.id !== bank.id && other.currency === bank.currency) {
      await setDefault(ctx, other, false);
    }
  }
  return setDefault(ctx, bank, true);
}

/**
 * Deletes a bank account. As Stripe, the default of the account's default currency cannot go
 * while another bank account of that currency could take its place: make that one the default.
 */
export async function deleteBankAccount(
  ctx: Ctx,
  bank: BankAccount,
  defaultCurrency: string,
): Promise<void> {
  const others = (await bankAccountsOf(ctx, bank.account)).filter(
    (other) => other.id !== bank.id && other.currency === bank.currency,
  );
  if (bank.default_for_currency && bank.currency === defaultCurrency && others.length) {
    throw invalidRequest(
      'You cannot delete the default external account for your default currency. Please make another external account the default using the `default_for_currency` param, and then delete this one.',
    );
  }
  await removeBankAccount(ctx, bank);
  if (bank.default_for_currency && others[0]) await setDefault(ctx, others[0], true);
}
