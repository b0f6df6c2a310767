import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { MediaScope } from '@forma/contract/media/media.schemas';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireCoachAccount } from '../accounts/accounts.api.ts';
import { media } from './media.tables.ts';

/** Who is looking at the libraries, and what the partner flag lets them do. */
export type MediaViewer = {
  accountId: number;
  coach: boolean;
  /** The account has the race partner feature (accounts.race): it sees the partner library. */
  partnerAccess: boolean;
  /** Spec 6: an account owner with the partner feature may add to the partner library. */
  partnerEditor: boolean;
};

export async function coachViewer(
  ctx: AppContext,
  auth: Auth,
  options: { allowBlocked?: boolean } = {},
): Promise<MediaViewer> {
  const current = await requireCoachAccount(ctx.db, auth, options);
  const partner = current.account.race;
  return {
    accountId: current.account.id,
    coach: true,
    partnerAccess: partner,
    partnerEditor: partner && current.isOwner,
  };
}

/** Any signed-in person: a coach as above; a client sees the product library only. */
export async function anyViewer(ctx: AppContext, auth: Auth): Promise<MediaViewer> {
  if (auth.user.role === 'coach') return coachViewer(ctx, auth, { allowBlocked: true });
  return { accountId: auth.user.id, coach: false, partnerAccess: false, partnerEditor: false };
}

/** Where a new item of `scope` goes: the partner library needs a partner editor. */
export function targetLibrary(viewer: MediaViewer, scope: MediaScope) {
  if (scope === 'race') {
    if (!viewer.partnerEditor) throw new AppError('FORBIDDEN', errorMessages.forbidden);
    return { library: 'partner' as const, ownerAccountId: null, scope };
  }
  return { library: 'account' as const, ownerAccountId: viewer.accountId, scope };
}

/** Items the viewer may see (uploaded ones only). */
export function visibleTo(viewer: MediaViewer): SQL {
  const libraries = [
    eq(media.library, 'product'),
    viewer.coach
      ? and(eq(media.library, 'account'), eq(media.ownerAccountId, viewer.accountId))
      : undefined,
    viewer.partnerAccess ? eq(media.library, 'partner') : undefined,
  ].filter(Boolean) as SQL[];
  return and(isNotNull(media.uploadedAt), or(...libraries))!;
}

/** Items the viewer may delete: the account's own, and partner items the viewer added. */
export function deletableBy(viewer: MediaViewer): SQL {
  const own = and(eq(media.library, 'account'), eq(media.ownerAccountId, viewer.accountId))!;
  if (!viewer.partnerEditor) return own;
  return or(
    own,
    and(eq(media.library, 'partner'), eq(media.createdByAccountId, viewer.accountId)),
  )!;
}
