import type { Ctx } from '../core/context.ts';
import type { StoredObject } from '../core/store.ts';

type AccountNames = StoredObject & {
  business_profile?: { name?: string | null } | null;
  settings?: { dashboard?: { display_name?: string | null } | null } | null;
};

/** The name a customer sees for the business charging them: the account's, or the platform's. */
export async function merchantName(ctx: Ctx, account: string | null): Promise<string> {
  if (!account) return 'Forma';
  const found = await ctx.store.findAnywhere<AccountNames>(account);
  const data = found?.data;
  return data?.business_profile?.name || data?.settings?.dashboard?.display_name || account;
}
