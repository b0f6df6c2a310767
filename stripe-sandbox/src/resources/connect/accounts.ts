import { createdRange, listParams, p } from '../../core/params.ts';
import { route } from '../../core/route.ts';
import { blankAccount, type Account } from './account-object.ts';
import { accountCreateParams, accountUpdateParams } from './account-params.ts';
import { createAccount, deleteAccount, updateAccount } from './account-service.ts';
import { ACCOUNT, getAccount, presentAccount } from './account-store.ts';

const retrieveParams = p.object({ expand: p.expand().optional() });

/** The platform's own account (`GET /v1/account` without `Stripe-Account`): complete. */
const platformAccount = (): Account => {
  const account = blankAccount('standard', 'US', 0);
  return {
    ...account,
    id: 'acct_sandbox_platform',
    business_profile: { ...account.business_profile, name: 'Forma', mcc: '7997' },
    business_type: 'company',
    capabilities: { card_payments: 'active', transfers: 'active' },
    charges_enabled: true,
    details_submitted: true,
    payouts_enabled: true,
    settings: {
      ...account.settings,
      dashboard: { display_name: 'Forma', timezone: 'Etc/UTC' },
    },
  };
};

export const accountRoutes = [
  route({
    method: 'POST',
    path: '/v1/accounts',
    params: accountCreateParams,
    handler: async (ctx, params) => presentAccount(await createAccount(ctx, params)),
  }),
  route({
    method: 'GET',
    path: '/v1/accounts/:id',
    params: retrieveParams,
    handler: async (ctx, _params, path) => presentAccount(await getAccount(ctx, path.id!)),
  }),
  route({
    method: 'GET',
    path: '/v1/account',
    params: retrieveParams,
    handler: async (ctx) =>
      ctx.account ? presentAccount(await getAccount(ctx, ctx.account)) : platformAccount(),
  }),
  route({
    method: 'POST',
    path: '/v1/accounts/:id',
    params: accountUpdateParams,
    handler: async (ctx, params, path) =>
      presentAccount(await updateAccount(ctx, path.id!, params, 'api')),
  }),
  route({
    method: 'DELETE',
    path: '/v1/accounts/:id',
    params: p.object({}),
    handler: (ctx, _params, path) => deleteAccount(ctx, path.id!),
  }),
  route({
    method: 'GET',
    path: '/v1/accounts',
    params: p.object(listParams),
    handler: async (ctx, params) => {
      const page = await ctx.as(null).store.list<Account>(ACCOUNT, '/v1/accounts', {
        limit: params.limit,
        starting_after: params.starting_after,
        ending_before: params.ending_before,
        created: createdRange(params.created),
      });
      return { ...page, data: page.data.map(presentAccount) };
    },
  }),
];
