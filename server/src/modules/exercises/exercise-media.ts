import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { RequestContext } from '../../platform/request-context.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import type { CurrentAccount } from '../accounts/accounts.api.ts';
import { lookUpMedia, mediaItemsByIds, mediaNotUsableMessage } from '../media/media.api.ts';
import type { ExerciseRow } from './exercises.tables.ts';

const mediaUser = (current: CurrentAccount) => ({
  accountId: current.account.id,
  partnerAccess: current.account.race,
});

/** The media items of these exercises the account may see, in one query. */
export function mediaOfExercises(
  rc: RequestContext,
  current: CurrentAccount,
  rows: readonly ExerciseRow[],
): Promise<Map<number, MediaItem>> {
  const ids = rows.flatMap((row) => (row.mediaId ? [row.mediaId] : []));
  return mediaItemsByIds(rc, mediaUser(current), ids);
}

/** A media id sent with an exercise: a library item the account may use (422 otherwise). */
export async function usableMediaId(
  rc: RequestContext,
  current: CurrentAccount,
  mediaId: number | null,
): Promise<number | null> {
  if (mediaId === null) return null;
  const { items } = await lookUpMedia(rc, mediaUser(current), [mediaId]);
  if (!items.has(mediaId)) throw invalid('media_id', mediaNotUsableMessage);
  return mediaId;
}
