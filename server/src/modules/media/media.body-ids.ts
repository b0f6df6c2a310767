import { idsRule, type UsableIds } from '../../platform/permissions/body-ids.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { callerCurrentAccount } from '../accounts/accounts.api.ts';
import { lookUpMedia, type MediaUser } from './media-lookup.ts';

/** A coach's current account's libraries: its own, the product's, the partner's with the feature. */
async function coachLibraries(rc: RequestContext): Promise<MediaUser> {
  const current = await callerCurrentAccount(rc.db, rc.caller!);
  return { accountId: current.account.id, partnerAccess: current.account.race };
}

/** The items the libraries hold for the caller. */
const usableFrom =
  (librariesOf: (rc: RequestContext) => Promise<MediaUser>): UsableIds =>
  async (rc, ids) =>
    new Set((await lookUpMedia(rc, await librariesOf(rc), ids)).items.keys());

/**
 * As usableFrom, but an id that names no item passes: a program, note or template keeps the id
 * of an item deleted from the library since (shown without media, docs/decisions/platform.md 'Body
 * ids'), and a copy takes only the source account's own items.
 */
const notRefusedFrom =
  (librariesOf: (rc: RequestContext) => Promise<MediaUser>): UsableIds =>
  async (rc, ids) => {
    const { refused } = await lookUpMedia(rc, await librariesOf(rc), ids);
    return new Set(ids.filter((id) => !refused.includes(id)));
  };

/** The library items a body may name (contract/src/common/body-ids.ts). */
export const mediaBodyIdRules = {
  // What a coach puts in the current account's programs, exercises, notes and templates.
  'media.attach': idsRule(notRefusedFrom(coachLibraries)),
  // A comment's photos: a client's own uploads (their private account's library, which has their
  // id) and the product's; a coach's as above.
  'comment.media.attach': idsRule(
    usableFrom(async (rc) =>
      rc.caller!.user.role === 'coach'
        ? coachLibraries(rc)
        : { accountId: rc.caller!.user.id, partnerAccess: false },
    ),
  ),
};
