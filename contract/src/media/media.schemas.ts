import { z } from 'zod';
import { idTextSchema, pageQuerySchema, perPageQuerySchema } from '../common/ids.ts';

/** What a library item is (programs-and-commerce.md 3, "Media item"); `kind` filters by it. */
export const mediaTypeSchema = z.enum(['video', 'image', 'video_link', 'other']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** Whose library: the current account's, the race partner's, or the product's own videos. */
export const mediaOwnerSchema = z.enum(['current', 'partner', 'product']);
export type MediaOwner = z.infer<typeof mediaOwnerSchema>;

export const mediaScopeSchema = z.enum(['user', 'race']);
export type MediaScope = z.infer<typeof mediaScopeSchema>;

/** `created` until processing is done (a video's stream is ready), then `published`. */
export const mediaStateSchema = z.enum(['created', 'published', 'failed']);
export type MediaState = z.infer<typeof mediaStateSchema>;

export const MEDIA_PAGE_SIZE = 15;
export const MEDIA_MAX_UPLOAD_BYTES = 500 * 1024 * 1024;
export const MEDIA_RESOURCE_LIMIT = 50;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: mediaTypeSchema,
  kind: mediaTypeSchema,
  owner: mediaOwnerSchema,
  scope: mediaScopeSchema,
  /** 64×64 (composer) thumbnail; `thumb_small` is the 50×50 library one. */
  thumb: z.string().nullable(),
  thumb_small: z.string().nullable(),
  src: z.string().nullable(),
  /** HLS master playlist of a processed video. */
  stream_src: z.string().nullable(),
  /** For video links: `youtube` or `vimeo`, the site's video id and the embed address. */
  provider: z.enum(['youtube', 'vimeo']).nullable(),
  video_id: z.string().nullable(),
  embed_url: z.string().nullable(),
  images: z.object({ cover_sm: z.string(), cover: z.string(), cover_hd: z.string() }).nullable(),
  state: mediaStateSchema,
  failure_reason: z.string().nullable(),
  /** Seconds, for videos. */
  duration: z.number().nullable(),
  /** Display text, e.g. '2.4 MB'. */
  file_size: z.string().nullable(),
  content_type: z.string().nullable(),
  /** The download name of a file. */
  caption: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.number().int(),
  /** Set on attachments (position within its group, one title media per list). */
  position: z.number().int().nullable(),
  title_media: z.boolean(),
  /** Added in this session (set by the web app, false from the server). */
  is_new: z.boolean(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

const kindList = z.preprocess(
  (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
  z.array(mediaTypeSchema).optional(),
);

/** GET media/fetch (query keys as the web client sends them). */
export const mediaFetchQuerySchema = z.object({
  owner: mediaOwnerSchema.default('current'),
  page: pageQuerySchema,
  per_page: perPageQuerySchema(MEDIA_PAGE_SIZE),
  'q[kind_in][]': kindList,
  'q[title_cont_any]': z.string().trim().max(200).optional(),
  'q[s]': z
    .enum(['created_at desc', 'created_at asc', 'title asc', 'title desc'])
    .default('created_at desc'),
});
export type MediaFetchQuery = z.infer<typeof mediaFetchQuerySchema>;

export const mediaFetchResponseSchema = z.object({
  items: z.array(mediaItemSchema),
  pagination: z.object({
    page: z.number().int(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
  }),
  partner_access: z.boolean(),
});
export type MediaFetchResponse = z.infer<typeof mediaFetchResponseSchema>;

/** POST media with a YouTube or Vimeo link. */
export const createMediaLinkBodySchema = z.object({
  media: z.object({
    video_url: z.string().trim().min(1, 'Enter a video link.').max(2000),
    /** Optional; without it the title names the site and the video id. */
    title: z.string().trim().min(1).max(255).optional(),
  }),
  scope: mediaScopeSchema.default('user'),
});

/** POST media multipart (field `file`): the scope as a query parameter or a field before the file. */
export const mediaUploadQuerySchema = z.object({ scope: mediaScopeSchema.default('user') });

export const mediaIdParamsSchema = z.object({ id: idTextSchema });

/** POST media/direct_upload: signs an upload straight to storage (S3, or the server's own endpoint). */
export const directUploadBodySchema = z.object({
  scope: mediaScopeSchema.default('user'),
  filename: z.string().min(1).max(255),
  content_type: z.string().min(1).max(255),
  byte_size: z.number().int().positive(),
});
export type DirectUploadBody = z.infer<typeof directUploadBodySchema>;

export const directUploadResponseSchema = z.object({
  upload_url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  /** Sent back in POST media {media: {signed_id}} once the file is uploaded. */
  signed_id: z.string(),
  /** The item the upload becomes; DELETE media/{media_id} discards a failed upload. */
  media_id: z.number().int(),
});
export type DirectUploadResponse = z.infer<typeof directUploadResponseSchema>;

export const completeDirectUploadBodySchema = z.object({
  media: z.object({ signed_id: z.string().min(1) }),
  scope: mediaScopeSchema.default('user'),
});

/** 'File is too big ({filesize}Mb). Max filesize: {maxFilesize}Mb.' (spec 5, "Composition and media"). */
export function fileTooBigMessage(bytes: number, maxBytes = MEDIA_MAX_UPLOAD_BYTES): string {
  const mb = (n: number) => Math.round((n / (1024 * 1024)) * 100) / 100;
  return `File is too big (${mb(bytes)}Mb). Max filesize: ${mb(maxBytes)}Mb.`;
}

export const mediaMessages = {
  processing:
    'This video has recently been uploaded and is still processing. Depending on the size it can take several minutes to process. Please try again later.',
  resourceLimit: 'Maximum number of resources added',
  unsavedChanges: 'There are unsaved changes. Do you want to leave anyway?',
  timeout: 'Whoops! Timeout error.',
  badLink: 'Enter a YouTube or Vimeo video link.',
  forbiddenType: 'This type of file cannot be uploaded. Upload images, videos, PDFs or documents.',
  missingFile: 'Choose a file to upload.',
  emptyFile: 'The file is empty.',
  uploadExpired: 'This upload has expired. Please upload the file again.',
  notUploaded: 'The file has not been uploaded yet.',
  imageFailed:
    'This image could not be processed. The file may be damaged or in an unsupported format.',
  videoFailed:
    'This video could not be processed. The file may be damaged or in an unsupported format.',
  noVideoTrack: 'This file has no video track.',
  videoToolsMissing: 'Videos cannot be processed on this server at the moment (ffmpeg is missing).',
  processingFailed: 'Processing failed. Please upload the file again.',
} as const;
