import { and, desc, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { media, type MediaRow } from '../media.tables.ts';
import { removeUnsharedFiles, showingFilesOf } from '../shared-files.ts';

/**
 * The item to process, or null when it was deleted meanwhile (nothing to do). A copy made for
 * another account stands in for a source deleted before its files were processed.
 */
export async function loadForProcessing(
  ctx: AppContext,
  id: number,
): Promise<(MediaRow & { originalKey: string }) | null> {
  const [row] = await ctx.db
    .select()
    .from(media)
    .where(and(showingFilesOf(id), isNotNull(media.originalKey), isNotNull(media.uploadedAt)))
    .orderBy(desc(sql`${media.id} = ${id}`))
    .limit(1);
  return row ? (row as MediaRow & { originalKey: string }) : null;
}

/**
 * Records processing results on the item and its copies. An item deleted while it was
 * processed (with no copy left) gets its new files removed too, so nothing is left behind.
 */
export async function saveProcessing(
  ctx: AppContext,
  id: number,
  values: Partial<typeof media.$inferInsert>,
): Promise<boolean> {
  const updated = await ctx.db
    .update(media)
    .set(values)
    .where(showingFilesOf(id))
    .returning({ id: media.id });
  if (updated.length === 0) await removeUnsharedFiles(ctx, { id, originalKey: null });
  return updated.length > 0;
}

export async function markFailed(ctx: AppContext, id: number, reason: string) {
  await ctx.db
    .update(media)
    .set({ state: 'failed', failureReason: reason })
    .where(showingFilesOf(id));
}
