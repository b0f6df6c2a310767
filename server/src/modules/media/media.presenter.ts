import type { MediaItem, MediaOwner } from '@forma/contract/media/media.schemas';
import type { Storage } from '../../platform/storage/storage.ts';
import { formatFileSize } from './file-size.ts';
import type { MediaRow } from './media.tables.ts';
import { videoLinkAddresses } from './video-links.ts';

const OWNER: Record<MediaRow['library'], MediaOwner> = {
  account: 'current',
  partner: 'partner',
  product: 'product',
};

/** A library item as the contract shows it (MediaItem). */
export function presentMedia(storage: Storage, row: MediaRow): MediaItem {
  const url = (key: string | null) => (key ? storage.publicUrl(key) : null);
  const base = {
    id: row.id,
    title: row.title,
    type: row.type,
    kind: row.type,
    owner: OWNER[row.library],
    scope: row.scope,
    state: row.state,
    failure_reason: row.failureReason,
    duration: row.duration,
    width: row.width,
    height: row.height,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
    position: null,
    title_media: false,
    is_new: false,
  };

  if (row.type === 'video_link' && row.provider && row.videoId) {
    const link = videoLinkAddresses({
      provider: row.provider,
      videoId: row.videoId,
      hash: row.videoHash,
    });
    return {
      ...base,
      thumb: link.thumb,
      thumb_small: link.thumb,
      src: link.page,
      stream_src: null,
      provider: row.provider,
      video_id: row.videoId,
      embed_url: link.embed,
      images: { cover_sm: link.thumb, cover: link.thumb, cover_hd: link.thumb },
      file_size: null,
      content_type: null,
      caption: null,
    };
  }

  const covers = row.coverKeys;
  return {
    ...base,
    thumb: url(row.thumbKey),
    thumb_small: url(row.thumbSmallKey),
    src: url(row.originalKey),
    // The stream is only offered once it is complete (spec 4.8: plays once published).
    stream_src: row.state === 'published' ? url(row.streamKey) : null,
    provider: null,
    video_id: null,
    embed_url: null,
    images: covers
      ? {
          cover_sm: storage.publicUrl(covers.cover_sm),
          cover: storage.publicUrl(covers.cover),
          cover_hd: storage.publicUrl(covers.cover_hd),
        }
      : null,
    file_size: row.byteSize === null ? null : formatFileSize(row.byteSize),
    content_type: row.contentType,
    caption: row.fileName,
  };
}
