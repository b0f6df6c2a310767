import { inArray } from 'drizzle-orm';
import { mediaMessages } from '@forma/contract/media/media.messages';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { AppContext } from '../../platform/context.ts';
import { presentMedia } from './media.presenter.ts';
import { media, type MediaRow } from './media.tables.ts';

/** Whose libraries an account's programs draw on. */
export type MediaUser = {
  accountId: number;
  /** The account has the race partner feature, so partner items are its to use. */
  partnerAccess: boolean;
};

/** Product's own text: an id of another account's library item sent with a program. */
export const mediaNotUsableMessage = mediaMessages.notUsable;

export type MediaLookup = {
  /** The items the account may use, as the media API shows them. */
  items: Map<number, MediaItem>;
  /** Ids of items that exist but are not the account's to use (another account's, unlisted). */
  refused: number[];
};

function usableBy(user: MediaUser, row: MediaRow): boolean {
  if (!row.uploadedAt) return false;
  if (row.library === 'product') return true;
  if (row.library === 'partner') return user.partnerAccess;
  return row.ownerAccountId === user.accountId;
}

/**
 * Library items by id in one query (covers, attachments, waivers of a program), split into the
 * ones `user` may use and the ones it may not. Unknown ids are in neither: an item deleted from
 * the library after it was attached simply has no media.
 */
export async function lookUpMedia(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  user: MediaUser,
  ids: readonly number[],
): Promise<MediaLookup> {
  const unique = [...new Set(ids)];
  const lookup: MediaLookup = { items: new Map(), refused: [] };
  if (unique.length === 0) return lookup;
  const rows = await ctx.db.select().from(media).where(inArray(media.id, unique));
  for (const row of rows) {
    if (usableBy(user, row)) lookup.items.set(row.id, presentMedia(ctx.storage, row));
    else lookup.refused.push(row.id);
  }
  return lookup;
}

/** The items among `ids` that `user` may use, keyed by id. */
export async function mediaItemsByIds(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  user: MediaUser,
  ids: readonly number[],
): Promise<Map<number, MediaItem>> {
  return (await lookUpMedia(ctx, user, ids)).items;
}
