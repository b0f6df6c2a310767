import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { MediaScope } from '@forma/contract/media/media.schemas';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { signedIn } from '../../platform/permissions/basic-rules.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import {
  coachOnActiveAccount,
  coachOnUsableAccount,
  type CurrentAccount,
} from '../accounts/accounts.api.ts';
import { media, type MediaRow } from './media.tables.ts';

/**
 * Who is looking at the libraries, and what the partner flag lets them do. `accountId` is whose
 * library is "My Library": a coach's current account, or a client's private account (the same
 * id as the person, docs/decisions/media.md 'Client media').
 */
export type MediaViewer = {
  accountId: number;
  /** The account has the race partner feature (accounts.race): it sees the partner library. */
  partnerAccess: boolean;
  /** Spec 6: an account owner with the partner feature may add to the partner library. */
  partnerEditor: boolean;
};

/** The grant of the media rules: the caller and who they look at the libraries as. */
export type MediaGrant = { caller: Auth; viewer: MediaViewer };

function viewerOf(current: CurrentAccount): MediaViewer {
  const partner = current.account.race;
  return {
    accountId: current.account.id,
    partnerAccess: partner,
    partnerEditor: partner && current.isOwner,
  };
}

/** A client's own library: their private account's, which has their id; no partner library. */
const clientViewer = (caller: Auth): MediaViewer => ({
  accountId: caller.user.id,
  partnerAccess: false,
  partnerEditor: false,
});

/** A coach of the current account, also while it is blocked (listing and deleting). */
async function mediaCoach(rc: RequestContext): Promise<MediaGrant> {
  const { caller, current } = await coachOnUsableAccount(rc);
  return { caller, viewer: viewerOf(current) };
}

/** A coach of the current account while it is not blocked (adding items). */
async function mediaCoachOnActiveAccount(rc: RequestContext): Promise<MediaGrant> {
  const { caller, current } = await coachOnActiveAccount(rc);
  return { caller, viewer: viewerOf(current) };
}

/** Listing and deleting: a coach as mediaCoach; a client in their own library. */
export async function mediaLibraryUser(rc: RequestContext): Promise<MediaGrant> {
  const { caller } = await signedIn(rc);
  if (caller.user.role === 'coach') return mediaCoach(rc);
  return { caller, viewer: clientViewer(caller) };
}

/** Adding items: a coach as mediaCoachOnActiveAccount; a client to their own library. */
export async function mediaLibraryAdder(rc: RequestContext): Promise<MediaGrant> {
  const { caller } = await signedIn(rc);
  if (caller.user.role === 'coach') return mediaCoachOnActiveAccount(rc);
  return { caller, viewer: clientViewer(caller) };
}

/**
 * Any signed-in person may see item `id` when it is theirs to see: a coach as above (also
 * blocked); a client sees their own library and the product's. 404 for any other item.
 */
export async function mediaItemViewer(
  rc: RequestContext,
  id?: number | string,
): Promise<MediaGrant & { row: MediaRow }> {
  const { caller, viewer } = await mediaLibraryUser(rc);
  const [row] = await rc.db
    .select()
    .from(media)
    .where(and(eq(media.id, Number(id)), visibleTo(viewer)));
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return { caller, viewer, row };
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
    and(eq(media.library, 'account'), eq(media.ownerAccountId, viewer.accountId)),
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
