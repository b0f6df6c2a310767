import { and, eq, isNull } from 'drizzle-orm';
import {
  fileTooBigMessage,
  mediaMessages,
  type DirectUploadBody,
  type DirectUploadResponse,
  type MediaItem,
} from '@forma/contract/media/media.schemas';
import { now } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { readSample, sniffFile, SNIFF_BYTES } from './file-sniffing.ts';
import { deletableBy, targetLibrary } from './media-access.ts';
import { mediaPrefix, newIncomingKey, newOriginalKey } from './media-keys.ts';
import { presentMedia } from './media.presenter.ts';
import { cleanFileName, finishUpload, titleFromFileName } from './media-store.ts';
import { media } from './media.tables.ts';
import { discardUploadJob } from './processing/discard-upload.job.ts';
import { mediaErrors } from './media.messages.ts';

const SIGNED_UPLOAD_SECONDS = 60 * 60;
const SIGNED_ID_SECONDS = 24 * 60 * 60;
const SIGNED_ID_PURPOSE = 'media-upload';

/**
 * POST media/direct_upload: an item waiting for its file (unlisted) and a signed address to
 * PUT the file to, in S3 or the server's own endpoint. Its key carries the item's id
 * (`media/file/{id}/`, spec 7); a signed upload never completed is removed after a day.
 */
export async function signDirectUpload(
  rc: RequestContext,
  body: DirectUploadBody,
): Promise<DirectUploadResponse> {
  const { viewer } = await requireAccess(rc, 'media.add');
  const target = targetLibrary(viewer, body.scope);
  const max = rc.config.mediaMaxUploadBytes;
  if (body.byte_size > max) throw invalid('file', fileTooBigMessage(body.byte_size, max));

  const { row, key } = await rc.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(media)
      .values({
        ...target,
        createdByAccountId: viewer.accountId,
        type: 'other',
        title: titleFromFileName(body.filename),
        fileName: cleanFileName(body.filename),
        byteSize: body.byte_size,
      })
      .returning();
    const incoming = newIncomingKey(inserted!.id);
    await tx.update(media).set({ originalKey: incoming }).where(eq(media.id, inserted!.id));
    await enqueueJob(
      tx,
      discardUploadJob.kind,
      { mediaId: inserted!.id },
      { runAt: new Date(now().getTime() + SIGNED_ID_SECONDS * 1000) },
    );
    return { row: inserted!, key: incoming };
  });
  const signed = await rc.storage.signUpload(key, {
    contentType: body.content_type,
    byteSize: body.byte_size,
    expiresInSeconds: SIGNED_UPLOAD_SECONDS,
  });
  return {
    upload_url: signed.url,
    method: signed.method,
    headers: signed.headers,
    signed_id: rc.signer.sign(SIGNED_ID_PURPOSE, { id: row.id, key }, SIGNED_ID_SECONDS),
    media_id: row.id,
  };
}

/** POST media {media: {signed_id}}: the uploaded file is checked by its bytes and listed. */
export async function completeDirectUpload(
  rc: RequestContext,
  signedId: string,
): Promise<MediaItem> {
  const { viewer } = await requireAccess(rc, 'media.add');
  const signed = rc.signer.verify<{ id: number; key: string }>(SIGNED_ID_PURPOSE, signedId);
  if (!signed) throw invalid('signed_id', mediaMessages.uploadExpired);
  const [row] = await rc.db
    .select()
    .from(media)
    .where(and(eq(media.id, signed.id), deletableBy(viewer)));
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  // Sent twice (a retry after a lost answer): the item as it is.
  if (row.uploadedAt) return presentMedia(rc.storage, row);
  const completing = `${signed.key}${COMPLETING}`;
  if (row.originalKey === completing) throw stillCompleting();
  if (row.originalKey !== signed.key) throw new AppError('NOT_FOUND', errorMessages.notFound);
  // Sent twice at once: the first request takes the file; the others must not read or move it.
  const [claimed] = await rc.db
    .update(media)
    .set({ originalKey: completing })
    .where(and(eq(media.id, row.id), eq(media.originalKey, signed.key), isNull(media.uploadedAt)))
    .returning({ id: media.id });
  if (!claimed) throw stillCompleting();
  try {
    return await completeClaimed(rc, row, signed.key);
  } catch (error) {
    await rc.db
      .update(media)
      .set({ originalKey: signed.key })
      .where(and(eq(media.id, row.id), eq(media.originalKey, completing)));
    throw error;
  }
}

const COMPLETING = '.completing';
const stillCompleting = () => new AppError('CONFLICT', mediaErrors.uploadCompleting);

/** Checks the uploaded file, gives it its final name and queues its processing. */
async function completeClaimed(
  ctx: AppContext,
  row: typeof media.$inferSelect,
  incomingKey: string,
): Promise<MediaItem> {
  const stored = await ctx.storage.stat(incomingKey);
  if (!stored) throw invalid('signed_id', mediaMessages.notUploaded);
  const discard = async (message: string) => {
    await ctx.db.delete(media).where(and(eq(media.id, row.id), isNull(media.uploadedAt)));
    await ctx.storage.removePrefix(mediaPrefix(row.id));
    return invalid('file', message);
  };
  const max = ctx.config.mediaMaxUploadBytes;
  if (stored.size > max) throw await discard(fileTooBigMessage(stored.size, max));
  if (stored.size === 0) throw await discard(mediaMessages.emptyFile);
  const head = await readSample(
    await ctx.storage.getStream(incomingKey, { start: 0, end: SNIFF_BYTES - 1 }),
  );
  const sniffed = await sniffFile(head);
  if (!sniffed) throw await discard(mediaMessages.forbiddenType);

  const key = newOriginalKey(row.id, sniffed.ext);
  await ctx.storage.move(incomingKey, key, sniffed.contentType);
  const done = await finishUpload(ctx, row.id, { key, sniffed, byteSize: stored.size });
  return presentMedia(ctx.storage, done);
}
