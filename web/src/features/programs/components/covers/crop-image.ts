import { COVER_SIZES } from '@forma/contract/programs/programs.schemas';
import type { CropArea, EditableCoverType } from '../../api/covers';

/** Spec 9: the crop is sent as a JPEG of quality 0.4, at least 2×1 pixels. */
export const CROP_JPEG_QUALITY = 0.4;
export const CROP_MIN = { width: 2, height: 1 } as const;

/** Twice the largest cover size, for sharp screens; the server cuts the sizes from it. */
const maxWidthOf = (type: EditableCoverType) => COVER_SIZES[type].large.width * 2;

export class CropError extends Error {
  constructor(readonly reason: 'load' | 'small') {
    super(reason);
  }
}

/** Whole pixels inside the image, as the server's crop schema takes them. */
export function roundArea(area: CropArea): CropArea {
  return {
    x: Math.max(0, Math.round(area.x)),
    y: Math.max(0, Math.round(area.y)),
    width: Math.round(area.width),
    height: Math.round(area.height),
  };
}

/** The output size: the crop scaled down (never up) to the cover type's upload width. */
export function outputSize(area: CropArea, type: EditableCoverType) {
  const scale = Math.min(1, maxWidthOf(type) / area.width);
  return { width: Math.round(area.width * scale), height: Math.round(area.height * scale) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Storage on another origin (S3) must allow it, or the canvas could not be read.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new CropError('load'));
    image.src = src;
  });
}

/** Cuts `area` (pixels of the original image) out of `src` as a JPEG blob. */
export async function cropToJpeg(
  src: string,
  area: CropArea,
  type: EditableCoverType,
): Promise<Blob> {
  const size = outputSize(area, type);
  if (size.width < CROP_MIN.width || size.height < CROP_MIN.height) throw new CropError('small');
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new CropError('load');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new CropError('load'))),
        'image/jpeg',
        CROP_JPEG_QUALITY,
      );
    } catch {
      // A canvas tainted by an image from another origin refuses to export.
      reject(new CropError('load'));
    }
  });
}
