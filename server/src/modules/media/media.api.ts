// What other areas may use of media: the one file they import from it (eslint.config.js).
export { lookUpMedia, mediaItemsByIds, mediaNotUsableMessage } from './media-lookup.ts';
export { copyMediaToAccount } from './media-copy.ts';
