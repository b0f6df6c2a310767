import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { p } from '../../core/params.ts';
import { route } from '../../core/route.ts';
import { getAccount } from './account-store.ts';

const OBJECT = 'account_link';
/** Stripe's account links expire five minutes after they are made. */
export const LINK_TTL_SECONDS = 300;
/** Once opened, the page may be sent for this long (a person takes a while to fill it in). */
export const SESSION_SECONDS = 3600;

/** An account link as the sandbox keeps it: Stripe's answer plus what the page needs. */
export type StoredAccountLink = Stripe.AccountLink & {
  id: string;
  account: string;
  type: 'account_onboarding' | 'account_update';
  refresh_url: string;
  return_url: string;
  collect: 'currently_due' | 'eventually_due';
  /** When the page was first opened: Stripe's links are single use. */
  opened_at: number | null;
  /** Set when the page was sent: the link is spent. */
  used: boolean;
};

const url = () =>
  p.string().refine((value) => /^https?:\/\/\S+$/.test(value), { error: 'Not a valid URL' });

function present(link: StoredAccountLink): Stripe.AccountLink {
  return {
    object: 'account_link',
    created: link.created,
    expires_at: link.expires_at,
    url: link.url,
  };
}

/** The link, locked: a page sent twice at once is saved once. */
export function findAccountLink(ctx: Ctx, id: string): Promise<StoredAccountLink | null> {
  return ctx.as(null).store.find<StoredAccountLink>(OBJECT, id, { forUpdate: true });
}

export async function saveAccountLink(ctx: Ctx, link: StoredAccountLink): Promise<void> {
  await ctx.as(null).store.save(link);
}

export const accountLinkRoutes = [
  route({
    method: 'POST',
    path: '/v1/account_links',
    params: p.object({
      account: p.string(),
      type: p.oneOf(['account_onboarding', 'account_update']),
      refresh_url: url(),
      return_url: url(),
      collect: p.oneOf(['currently_due', 'eventually_due']).optional(),
      collection_options: p
        .object({
          fields: p.oneOf(['currently_due', 'eventually_due']).optional(),
          future_requirements: p.oneOf(['include', 'omit']).optional(),
        })
        .optional(),
      expand: p.expand().optional(),
    }),
    handler: async (ctx, params) => {
      const account = await getAccount(ctx, params.account, { param: 'account' });
      if (params.type === 'account_update' && account.type !== 'custom') {
        throw invalidRequest(
          `You cannot create \`account_update\` type Account Links for ${account.type} accounts; use \`account_onboarding\`.`,
          'type',
        );
      }
      const now = await ctx.now();
      const id = newId('aclink');
      const link: StoredAccountLink = {
        id,
        object: OBJECT,
        account: account.id,
        created: now,
        expires_at: now + LINK_TTL_SECONDS,
        url: `${ctx.settings.publicUrl}/sandbox/connect/onboarding/${id}`,
        type: params.type,
        refresh_url: params.refresh_url,
        return_url: params.return_url,
        collect: params.collection_options?.fields ?? params.collect ?? 'currently_due',
        opened_at: null,
        used: false,
      };
      await ctx.as(null).store.insert(link);
      return present(link);
    },
  }),
];
