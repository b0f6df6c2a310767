import fs from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { now } from '../../platform/clock.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { wakeJobWorkers } from '../../platform/jobs/job-worker.ts';
import type { SniffedFile } from './file-sniffing.ts';
import { mediaPrefix, newOriginalKey } from './media-keys.ts';
import { media, type MediaRow } from './media.tables.ts';
import { processImageJob } from './processing/process-image.job.ts';
import { processVideoJob } from './processing/process-video.job.ts';

export type MediaOwnerRef = {
  library: MediaRow['library'];
  ownerAccountId: number | null;
  scope: MediaRow['scope'];
};

export type NewMediaFile = MediaOwnerRef & {
  createdByAccountId: number | null;
  /** The uploaded file's own name (the download name). */
  fileName: string;
  title?: string;
  /** A local file, consumed: it becomes the stored original. */
  tempPath: string;
  sniffed: SniffedFile;
  byteSize: number;
};

/** A checked local file becomes a library item: row, stored original, processing queued. */
export async function storeMediaFile(ctx: AppContext, file: NewMediaFile): Promise<MediaRow> {
  const [row] = await ctx.db
    .insert(media)
    .values({
      library: file.library,
      ownerAccountId: file.ownerAccountId,
      createdByAccountId: file.createdByAccountId,
      scope: file.scope,
      type: file.sniffed.type,
      title: file.title ?? titleFromFileName(file.fileName),
      fileName: cleanFileName(file.fileName),
      contentType: file.sniffed.contentType,
      byteSize: file.byteSize,
    })
    .returning();
  const key = newOriginalKey(row!.id, file.sniffed.ext);
  try {
    await ctx.storage.putFile(key, file.tempPath, file.sniffed.contentType);
  } catch (error) {
    await ctx.db.delete(media).where(eq(media.id, row!.id));
    await fs.rm(file.tempPath, { force: true });
    throw error;
  }
  return finishUpload(ctx, row!.id, { key, sniffed: file.sniffed, byteSize: file.byteSize });
}

/**
 * The original is in storage under `key`: the item is listed from now on, published at once
 * when nothing needs processing, otherwise queued for the image or video job.
 */
export async function finishUpload(
  ctx: AppContext,
  id: number,
  stored: { key: string; sniffed: SniffedFile; byteSize: number },
): Promise<MediaRow> {
  const { type, contentType } = stored.sniffed;
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(media)
      .set({
        originalKey: stored.key,
        type,
        contentType,
        byteSize: stored.byteSize,
        uploadedAt: now(),
        state: type === 'other' ? 'published' : 'created',
      })
      .where(and(eq(media.id, id), isNull(media.uploadedAt)))
      .returning();
    if (!updated) return null;
    const job = type === 'image' ? processImageJob : type === 'video' ? processVideoJob : null;
    if (job) await enqueueJob(tx, job.kind, { mediaId: id }, { maxAttempts: job.maxAttempts });
    return updated;
  });
  if (!row) {
    // Deleted while it was being uploaded.
    await ctx.storage.removePrefix(mediaPrefix(id));
    throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  wakeJobWorkers();
  return row;
}

/** 'Leg day warm-up.mp4' -> 'Leg day warm-up'. */
export function titleFromFileName(fileName: string): string {
  const title = cleanFileName(fileName)
    .replace(/\.[^.]{1,8}$/, '')
    .trim();
  return title || 'Untitled';
}

/** The name as given, without folders or control characters, at most 255 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 255);
}
