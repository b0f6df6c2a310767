import type { EditableCoverType } from '../../api/covers';

/** Texts of the cover editor (spec 2.3 word for word; the rest is the product's own). */
export const coverMessages = {
  heading: 'Edit cover media',
  upload: 'Upload',
  edit: 'Edit',
  remove: 'Remove',
  back: 'Back',
  cancel: 'Cancel',
  saveCrop: 'Save crop',
  uploadNewCover: 'Upload new cover',
  // Product's own.
  noCover: 'No cover yet',
  zoom: 'Zoom',
  preview: (title: string) => `${title} cover`,
  removed: 'Cover removed.',
  saved: 'Cover saved.',
  videoCover: 'Video cover: it plays on the program page once processed.',
  videoNotReady:
    'This video is still processing, so there is no image to crop yet. Try again in a few minutes or choose another file.',
  imageFailed: 'This image could not be loaded for cropping. Choose another one.',
  cropTooSmall: 'The crop is too small. Zoom out or choose a larger image.',
} as const;

export type CoverTypeTexts = { title: string; description: string; hint: string };

/** Spec 2.3 cover guidance: table/desktop 1:1 (500×500 px), tiled/mobile 1.94:1 (360×186 px). */
export const coverTypeTexts: Record<EditableCoverType, CoverTypeTexts> = {
  table_view: {
    title: 'Table / desktop view',
    description: 'Shown in program lists and on desktop screens.',
    hint: 'Optimum ratio 1:1 (500×500 px)',
  },
  tiled_view: {
    title: 'Tiled / mobile view',
    description: 'Shown on program tiles and on phones.',
    hint: 'Optimum ratio 1.94:1 (360×186 px)',
  },
};
