// The media area's entry: what other features use of it. Its pages load through routes.ts.
export { mergeSelection, splitAttachments } from './components/attachments';
export { AttachmentsList } from './components/attachments-list';
export { HlsVideo } from './components/hls-video';
export { MediaLibraryModal } from './components/media-library-modal';
export { MediaLightbox, toLightboxMedia, type LightboxMedia } from './components/media-lightbox';
export { MediaThumb } from './components/media-thumb';
export { mediaTexts } from './media.messages';
