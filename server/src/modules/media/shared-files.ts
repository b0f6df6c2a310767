import { eq, like, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { mediaPrefix } from './media-keys.ts';
import { media, type MediaRow } from './media.tables.ts';

/**
 * An item's files live under its own prefix (`media/file/{id}/`); a copy made for another
 * account (a copied program) keeps showing its source's files. These are the rows showing the
 * files of item `id`: itself and its copies.
 */
export const showingFilesOf = (id: number): SQL =>
  or(eq(media.id, id), like(media.originalKey, `${mediaPrefix(id)}%`))!;

/** The folder of the files a row shows. */
function filesPrefixOf(row: Pick<MediaRow, 'id' | 'originalKey'>): string {
  return row.originalKey?.match(/^media\/file\/\d+\//)?.[0] ?? mediaPrefix(row.id);
}

/** After item `row` was deleted: its files go, unless another row (a copy, a source) shows them. */
export async function removeUnsharedFiles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  row: Pick<MediaRow, 'id' | 'originalKey'>,
): Promise<void> {
  const prefix = filesPrefixOf(row);
  const [other] = await ctx.db
    .select({ id: media.id })
    .from(media)
    .where(like(media.originalKey, `${prefix}%`))
    .limit(1);
  if (!other) await ctx.storage.removePrefix(prefix);
}
