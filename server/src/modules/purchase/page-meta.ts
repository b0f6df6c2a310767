import { mainCoverLarge, publicPlanMeta } from '@forma/contract/purchase/public-plan.rules';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import type { AppContext } from '../../platform/context.ts';
import type { PageMeta } from '../../platform/web/index-html.ts';
import { findAccount, findUser } from '../accounts/accounts.api.ts';
import { coversOfPlans, findPlanByRef } from '../programs/programs.api.ts';

const PUBLIC_PLAN_PATH = /^\/(?:p|plan)\/([^/?#]+)\/?(?:[?#].*)?$/;

/**
 * The meta of /p/:plan_id (id or custom URL; spec 2.7) for the served HTML. Drafts and
 * private programs get none: their content is not for link previews.
 */
export async function publicPageMeta(ctx: AppContext, url: string): Promise<PageMeta | null> {
  const match = PUBLIC_PLAN_PATH.exec(url);
  if (!match) return null;
  let ref: string;
  try {
    ref = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  if (ref.length > 50) return null;
  const plan = await findPlanByRef(ctx.db, ref);
  if (!plan || plan.state !== 'published' || plan.isPrivate) return null;
  const [account, covers] = await Promise.all([
    findAccount(ctx.db, plan.accountId),
    coversOfPlans(ctx.db, [plan.id]),
  ]);
  const owner = account?.kind === 'private' ? await findUser(ctx.db, account.id) : null;
  const coachName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : (account?.title ?? '');
  const image = mainCoverLarge(
    covers.map((c) => ({ cover_type: c.coverType, large: ctx.storage.publicUrl(c.large) })),
  );
  const meta = publicPlanMeta({
    title: plan.title,
    descriptionHtml: plan.description,
    coachName,
    productName: ctx.config.productName,
    mainCoverLarge: image,
  });
  return { ...meta, url: publicPlanPath({ id: plan.id, custom_url: plan.customUrl }) };
}
