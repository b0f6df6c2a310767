import sharp from 'sharp';
import type { Storage } from '../../../platform/storage/storage.ts';
import { derivedKey } from '../media-keys.ts';
import type { CoverKeys } from '../media.tables.ts';

export type ImageRenditions = {
  width: number;
  height: number;
  thumbKey: string;
  thumbSmallKey: string;
  coverKeys: CoverKeys;
};

/** Spec 9: 64×64 (composer) and 50×50 (library) thumbnails. */
const THUMBS = { thumb: 64, thumb_small: 50 } as const;
/** Cover widths: small cards, the page, and large (2x) screens. */
const COVERS: Record<keyof CoverKeys, number> = { cover_sm: 480, cover: 960, cover_hd: 1920 };

/**
 * Thumbnails (WebP, cropped square) and covers (progressive JPEG, never enlarged, also used by
 * e-mails and link previews) of an image file, stored beside `baseKey`.
 */
export async function makeImageRenditions(
  storage: Storage,
  sourcePath: string,
  baseKey: string,
): Promise<ImageRenditions> {
  const meta = await sharp(sourcePath).metadata();
  if (!meta.width || !meta.height) throw new Error('the image has no size');
  // EXIF orientations 5-8 are a quarter turn: the picture as shown is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  const image = () => sharp(sourcePath, { limitInputPixels: 100_000_000 }).rotate();

  const thumbKey = derivedKey(baseKey, 'thumb.webp');
  const thumbSmallKey = derivedKey(baseKey, 'thumb_small.webp');
  const coverKeys = {
    cover_sm: derivedKey(baseKey, 'cover_sm.jpg'),
    cover: derivedKey(baseKey, 'cover.jpg'),
    cover_hd: derivedKey(baseKey, 'cover_hd.jpg'),
  };
  const thumb = (size: number) =>
    image()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  const cover = (width: number) =>
    image()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();

  const [t64, t50, sm, md, hd] = await Promise.all([
    thumb(THUMBS.thumb),
    thumb(THUMBS.thumb_small),
    cover(COVERS.cover_sm),
    cover(COVERS.cover),
    cover(COVERS.cover_hd),
  ]);
  await Promise.all([
    storage.putBuffer(thumbKey, t64, 'image/webp'),
    storage.putBuffer(thumbSmallKey, t50, 'image/webp'),
    storage.putBuffer(coverKeys.cover_sm, sm, 'image/jpeg'),
    storage.putBuffer(coverKeys.cover, md, 'image/jpeg'),
    storage.putBuffer(coverKeys.cover_hd, hd, 'image/jpeg'),
  ]);
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    thumbKey,
    thumbSmallKey,
    coverKeys,
  };
}
