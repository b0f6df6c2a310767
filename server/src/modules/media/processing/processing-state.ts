import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { mediaPrefix } from '../media-keys.ts';
import { media, type MediaRow } from '../media.tables.ts';

/** The item to process, or null when it was deleted meanwhile (nothing to do). */
export async function loadForProcessing(
  ctx: AppContext,
  id: number,
): Promise<(MediaRow & { originalKey: string }) | null> {
  const [row] = await ctx.db
    .select()
    .from(media)
    .where(and(eq(media.id, id), isNotNull(media.originalKey), isNotNull(media.uploadedAt)));
  return row ? (row as MediaRow & { originalKey: string }) : null;
}

/**
 * Records processing results. An item deleted while it was processed gets its new files
 * removed too, so nothing is left behind.
 */
export async function saveProcessing(
  ctx: AppContext,
  id: number,
  values: Partial<typeof media.$inferInsert>,
): Promise<boolean> {
  const updated = await ctx.db
    .update(media)
    .set(values)
    .where(eq(media.id, id))
    .returning({ id: media.id });
  if (updated.length === 0) await ctx.storage.removePrefix(mediaPrefix(id));
  return updated.length > 0;
}

export async function markFailed(ctx: AppContext, id: number, reason: string) {
  await ctx.db
    .update(media)
    .set({ state: 'failed', failureReason: reason })
    .where(eq(media.id, id));
}
