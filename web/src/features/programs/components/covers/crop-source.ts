import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { Cover } from '@forma/contract/programs/programs.schemas';
import type { CropArea } from '../../api/covers';

/** What the crop view cuts: an image address, the library item and where the last crop was. */
export type CropSource = { src: string; media: MediaItem | null; crop: CropArea | null };

/** The types a cover may be (spec 2.3: type other is forbidden; see decisions on video links). */
export const COVER_MEDIA_TYPES = ['image', 'video'] as const;

/**
 * The image to crop for a library item: an image's original, a video's poster (the video plays on
 * the program page, the cut poster shows until then). Null while a video has no poster yet.
 */
export function cropImageOf(item: MediaItem): string | null {
  if (item.type === 'image') return item.src ?? item.images?.cover_hd ?? null;
  if (item.type === 'video') return item.images?.cover_hd ?? null;
  return null;
}

/**
 * Edit reopens the crop on the cover's library item with its saved crop; a cover whose item is
 * gone from the library reopens on its own stored image.
 */
export function editSourceOf(cover: Cover): CropSource | null {
  const src = cover.media ? cropImageOf(cover.media) : null;
  if (src) return { src, media: cover.media, crop: cover.crop };
  return cover.original ? { src: cover.original, media: null, crop: null } : null;
}
