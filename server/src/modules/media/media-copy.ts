import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reserveIds } from '../../db/raw-rows.ts';
import { media, type MediaRow } from './media.tables.ts';

/** The same stored file, or the same video link: one library item, whichever row holds it. */
function sameItem(a: MediaRow, b: MediaRow): boolean {
  if (a.originalKey !== null) return a.originalKey === b.originalKey;
  return (
    b.originalKey === null &&
    a.type === b.type &&
    a.provider === b.provider &&
    a.videoId === b.videoId &&
    a.videoHash === b.videoHash
  );
}

/**
 * Other accounts' library items among `ids` (a program copied into `accountId` uses them) made
 * `accountId`'s: the account's own rows that share the stored files, so its coaches see, pick
 * and keep them as their own. An item the account already holds (same file or link) is reused.
 * Product and partner items are every account's to reference and stay as they are. With `from`,
 * only that account's items are copied (a program takes its own account's items, never an id of
 * a third account's item it should not hold). Answers old id → new id.
 */
export async function copyMediaToAccount(
  db: Db,
  ids: readonly number[],
  accountId: number,
  from?: number,
): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  const mapped = new Map<number, number>();
  if (unique.length === 0) return mapped;
  const rows = await db
    .select()
    .from(media)
    .where(
      and(
        inArray(media.id, unique),
        eq(media.library, 'account'),
        ne(media.ownerAccountId, accountId),
        from === undefined ? undefined : eq(media.ownerAccountId, from),
        isNotNull(media.uploadedAt),
      ),
    );
  if (rows.length === 0) return mapped;
  const keys = rows.flatMap((row) => (row.originalKey ? [row.originalKey] : []));
  const videos = rows.flatMap((row) => (row.videoId ? [row.videoId] : []));
  const held = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.library, 'account'),
        eq(media.ownerAccountId, accountId),
        isNotNull(media.uploadedAt),
        or(
          keys.length ? inArray(media.originalKey, keys) : undefined,
          videos.length ? inArray(media.videoId, videos) : undefined,
        ),
      ),
    );
  const fresh: MediaRow[] = [];
  for (const row of rows) {
    const same = held.find((h) => sameItem(row, h));
    if (same) mapped.set(row.id, same.id);
    else fresh.push(row);
  }
  if (fresh.length === 0) return mapped;
  const newIds = await reserveIds(db, 'media', fresh.length);
  await db.insert(media).values(
    fresh.map(({ id: _id, createdAt: _c, ...row }, i) => ({
      ...row,
      id: newIds[i]!,
      ownerAccountId: accountId,
      createdByAccountId: accountId,
    })),
  );
  fresh.forEach((row, i) => mapped.set(row.id, newIds[i]!));
  return mapped;
}
