import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { COVER_SIZES, type Cover } from '@forma/contract/programs/programs.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { lookUpMedia, mediaNotUsableMessage } from '../media/media.api.ts';
import { removeCoverFiles } from './cover-files.ts';
import { presentCover } from './programs.presenter.ts';
import { planCovers, type CropBox } from './programs.tables.ts';
import { coverErrors } from './programs.messages.ts';

export type CoverUpload = {
  coverType: 'table_view' | 'tiled_view';
  mediaId: number | null;
  crop: CropBox | null;
  /** The crop view's result (spec 2.3): the image as cut in the browser. */
  file: Buffer;
};

const SIZES = ['large', 'normal', 'small'] as const;

/** Product's own text: spec 2.3 forbids type other as a cover. */
export const coverTypeOtherMessage = 'A cover must be an image or a video.';

/**
 * POST coach/plans/{id}/covers: the cropped image of one cover type, cut into the sizes of
 * spec 9 (table_view 130×130, tiled_view 250×130, with larger versions for sharp screens).
 */
export async function saveCover(
  rc: RequestContext,
  planId: number,
  readUpload: () => Promise<CoverUpload>,
): Promise<Cover> {
  const { current, plan } = await requireAccess(rc, 'program.covers.update', planId);
  const upload = await readUpload();
  const user = { accountId: current.account.id, partnerAccess: current.account.race };
  const lookup = await lookUpMedia(rc, user, upload.mediaId === null ? [] : [upload.mediaId]);
  if (lookup.refused.length > 0) throw invalid('media_id', mediaNotUsableMessage);
  const item = upload.mediaId === null ? undefined : lookup.items.get(upload.mediaId);
  if (item?.type === 'other') throw invalid('media_id', coverTypeOtherMessage);
  const row = await storeCover(rc, plan.id, upload);
  return presentCover(rc.storage, row, lookup.items);
}

/** Cuts the image into the cover sizes, stores them and replaces the program's cover of that type. */
export async function storeCover(ctx: AppContext, planId: number, upload: CoverUpload) {
  let image: Sharp;
  try {
    image = sharp(upload.file, { failOn: 'error' }).rotate();
    const meta = await image.metadata();
    // Spec 9: a crop is at least 2×1.
    if (!meta.width || !meta.height || meta.width < 2 || meta.height < 1) throw new Error('tiny');
  } catch {
    throw invalid('file', coverErrors.notAnImage);
  }
  const stamp = randomBytes(6).toString('hex');
  const prefix = `plans/${planId}/covers/${upload.coverType}-${stamp}`;
  const keys: Record<(typeof SIZES)[number] | 'original', string> = {
    large: `${prefix}-large.jpg`,
    normal: `${prefix}-normal.jpg`,
    small: `${prefix}-small.jpg`,
    original: `${prefix}-original.jpg`,
  };
  const sizes = COVER_SIZES[upload.coverType];
  for (const size of SIZES) {
    const { width, height } = sizes[size];
    const body = await image
      .clone()
      .resize(width, height, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await ctx.storage.putBuffer(keys[size], body, 'image/jpeg');
  }
  const original = await image
    .clone()
    .resize(2000, 2000, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88 })
    .toBuffer();
  await ctx.storage.putBuffer(keys.original, original, 'image/jpeg');

  const [previous] = await ctx.db
    .select()
    .from(planCovers)
    .where(and(eq(planCovers.planId, planId), eq(planCovers.coverType, upload.coverType)));
  const values = {
    planId,
    coverType: upload.coverType,
    mediaId: upload.mediaId,
    crop: upload.crop,
    large: keys.large,
    normal: keys.normal,
    small: keys.small,
    original: keys.original,
    updatedAt: sql`now()`,
  };
  const [row] = await ctx.db
    .insert(planCovers)
    .values(values)
    .onConflictDoUpdate({ target: [planCovers.planId, planCovers.coverType], set: values })
    .returning();
  if (previous) await removeCoverFiles(ctx, [previous]);
  return row!;
}

/** DELETE coach/plans/{id}/covers/{cover_type}. */
export async function removeCover(
  rc: RequestContext,
  planId: number,
  coverType: 'table_view' | 'tiled_view',
) {
  const { plan } = await requireAccess(rc, 'program.covers.update', planId);
  const deleted = await rc.db
    .delete(planCovers)
    .where(and(eq(planCovers.planId, plan.id), eq(planCovers.coverType, coverType)))
    .returning();
  if (deleted.length === 0) throw new AppError('NOT_FOUND', errorMessages.notFound);
  await removeCoverFiles(rc, deleted);
}
