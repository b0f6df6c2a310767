import { signedInSelf } from '../common/access.ts';
import { defineEndpoint, type Access } from '../common/endpoint.ts';
import {
  completeDirectUploadBodySchema,
  createMediaLinkBodySchema,
  directUploadBodySchema,
  directUploadResponseSchema,
  mediaFetchQuerySchema,
  mediaFetchResponseSchema,
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaUploadQuerySchema,
} from './media.schemas.ts';

const tags = ['media'];

/*
 * Coaches use the current account's library (adding needs it not blocked); a client has a
 * library of their own (docs/decisions/media.md 'Client media'), so every signed-in person may
 * list, add and delete.
 */
const addingToOwnLibrary: Access = { ...signedInSelf, blocked_owner: 406 };

/** An item of the business account's library (the matrix's): another account's gets 404. */
const businessItem: Access = {
  ...signedInSelf,
  stranger_client: 404,
  member_client: 404,
  other_member_client: 404,
  other_coach: 404,
};

/** GET media/fetch: one page of the account's, the partner's or the product's library (spec 7, 4.9). */
export const fetchMediaEndpoint = defineEndpoint({
  operationId: 'fetchMedia',
  summary: "List one page of a media library (the account's, the partner's or the product's)",
  method: 'GET',
  path: '/media/fetch',
  query: mediaFetchQuerySchema,
  response: mediaFetchResponseSchema,
  permission: 'media.list',
  access: signedInSelf,
  tags,
});

/*
 * POST media is one address for three calls (spec 7): a multipart file, a video link, or a
 * finished direct upload. The server tells them apart by the request (multipart, or a JSON
 * body with media.signed_id).
 */

/** POST media, multipart field `file` (the scope in the query or a field before the file). */
export const uploadMediaEndpoint = defineEndpoint({
  operationId: 'uploadMedia',
  summary: 'Upload a media file',
  method: 'POST',
  path: '/media',
  multipart: true,
  query: mediaUploadQuerySchema,
  response: mediaItemSchema,
  permission: 'media.add',
  access: addingToOwnLibrary,
  tags,
});

/** POST media {media: {video_url, title?}, scope}: a YouTube or Vimeo link becomes an item. */
export const createMediaLinkEndpoint = defineEndpoint({
  operationId: 'createMediaLink',
  summary: 'Add a YouTube or Vimeo link to the media library',
  method: 'POST',
  path: '/media',
  body: createMediaLinkBodySchema,
  response: mediaItemSchema,
  permission: 'media.add',
  access: addingToOwnLibrary,
  tags,
});

/** POST media {media: {signed_id}}: a file uploaded straight to storage is checked and listed. */
export const completeDirectUploadEndpoint = defineEndpoint({
  ...createMediaLinkEndpoint,
  operationId: 'completeDirectUpload',
  summary: 'Finish a direct upload: the stored file is checked and listed',
  body: completeDirectUploadBodySchema,
});

/** POST media/direct_upload: an item waiting for its file and a signed address to PUT it to. */
export const signDirectUploadEndpoint = defineEndpoint({
  operationId: 'signDirectUpload',
  summary: 'Start a direct upload: a media item and a signed address to send its file to',
  method: 'POST',
  path: '/media/direct_upload',
  body: directUploadBodySchema,
  response: directUploadResponseSchema,
  permission: 'media.add',
  access: addingToOwnLibrary,
  tags,
});

/** GET media/{id}: an item the caller may see, read again for its state and stream_src. */
export const getMediaEndpoint = defineEndpoint({
  operationId: 'getMedia',
  summary: 'Read a media item (its processing state and stream address)',
  method: 'GET',
  path: '/media/:id',
  params: mediaIdParamsSchema,
  response: mediaItemSchema,
  permission: 'media.read',
  access: businessItem,
  tags,
});

/** DELETE media/{id}: the account's own items (also a failed upload's row); 404 for others'. */
export const deleteMediaEndpoint = defineEndpoint({
  operationId: 'deleteMedia',
  summary: "Delete one of the account's media items",
  method: 'DELETE',
  path: '/media/:id',
  params: mediaIdParamsSchema,
  response: null,
  permission: 'media.delete',
  access: businessItem,
  tags,
});

export const mediaEndpoints = [
  fetchMediaEndpoint,
  uploadMediaEndpoint,
  createMediaLinkEndpoint,
  completeDirectUploadEndpoint,
  signDirectUploadEndpoint,
  getMediaEndpoint,
  deleteMediaEndpoint,
];
