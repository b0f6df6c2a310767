import { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { previousAttributes } from '../../core/previous-attributes.ts';
import { listParams, p } from '../../core/params.ts';
import { route } from '../../core/route.ts';
import { refreshAccount } from './account-service.ts';
import { BANK_ACCOUNT, getAccount } from './account-store.ts';
import { attachBankAccount, deleteBankAccount, makeDefault } from './bank-account-service.ts';
import { bankAccountParam, type BankAccount } from './bank-accounts.ts';

const withExpand = { expand: p.expand().optional() };

async function getBankAccount(ctx: Ctx, account: string, id: string): Promise<BankAccount> {
  const bank = await ctx.as(account).store.find<BankAccount>(BANK_ACCOUNT, id, { forUpdate: true });
  if (!bank || bank.account !== account) throw resourceMissing('external account', id);
  return bank;
}

/** `/v1/accounts/:id/external_accounts`: the bank accounts a connected account is paid out to. */
export const externalAccountRoutes = [
  route({
    method: 'POST',
    path: '/v1/accounts/:id/external_accounts',
    params: p.object({
      external_account: z.union([p.string(), bankAccountParam]),
      default_for_currency: p.boolean().optional(),
      metadata: p.metadata().optional(),
      ...withExpand,
    }),
    handler: async (ctx, params, path) => {
      const account = await getAccount(ctx, path.id!, { forUpdate: true });
      const bank = await attachBankAccount(ctx, account.id, params.external_account, {
        defaultForCurrency: params.default_for_currency,
      });
      if (params.metadata) {
        bank.metadata = mergeMetadata(bank.metadata, params.metadata);
        await ctx.as(account.id).store.save(bank);
      }
      await refreshAccount(ctx, account.id);
      return bank;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/accounts/:id/external_accounts',
    params: p.object({ ...listParams, object: p.oneOf(['bank_account', 'card']).optional() }),
    handler: async (ctx, params, path) => {
      const account = await getAccount(ctx, path.id!);
      const url = `/v1/accounts/${account.id}/external_accounts`;
      if (params.object === 'card') return { object: 'list', data: [], has_more: false, url };
      return ctx.as(account.id).store.list(BANK_ACCOUNT, url, {
        limit: params.limit,
        starting_after: params.starting_after,
        ending_before: params.ending_before,
        where: { account: account.id },
      });
    },
  }),
  route({
    method: 'GET',
    path: '/v1/accounts/:id/external_accounts/:bank',
    params: p.object(withExpand),
    handler: async (ctx, _params, path) => {
      const account = await getAccount(ctx, path.id!);
      return getBankAccount(ctx, account.id, path.bank!);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/accounts/:id/external_accounts/:bank',
    params: p.object({
      default_for_currency: p.boolean().optional(),
      account_holder_name: p.string().optional(),
      account_holder_type: z.union([p.oneOf(['individual', 'company']), z.literal('')]).optional(),
      metadata: p.metadata().optional(),
      ...withExpand,
    }),
    handler: async (ctx, params, path) => {
      const account = await getAccount(ctx, path.id!, { forUpdate: true });
      let bank = await getBankAccount(ctx, account.id, path.bank!);
      if (params.default_for_currency === false && bank.default_for_currency) {
        throw invalidRequest(
          'To stop using this external account as the default for its currency, make another external account the default with `default_for_currency=true`.',
          'default_for_currency',
        );
      }
      if (params.default_for_currency) bank = await makeDefault(ctx, bank);
      const next: BankAccount = {
        ...bank,
        account_holder_name:
          params.account_holder_name === undefined
            ? bank.account_holder_name
            : params.account_holder_name || null,
        account_holder_type:
          params.account_holder_type === undefined
            ? bank.account_holder_type
            : params.account_holder_type || null,
        metadata: mergeMetadata(bank.metadata, params.metadata),
      };
      const changed = previousAttributes(bank, next);
      if (changed) {
        await ctx.as(account.id).store.save(next);
        await ctx.as(account.id).emit('account.external_account.updated', next, changed);
      }
      await refreshAccount(ctx, account.id);
      return next;
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/accounts/:id/external_accounts/:bank',
    params: p.object({}),
    handler: async (ctx, _params, path) => {
      const account = await getAccount(ctx, path.id!, { forUpdate: true });
      const bank = await getBankAccount(ctx, account.id, path.bank!);
      await deleteBankAccount(ctx, bank, account.default_currency);
      await refreshAccount(ctx, account.id);
      return { ...bank, deleted: true };
    },
  }),
];
