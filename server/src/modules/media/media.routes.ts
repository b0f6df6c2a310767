import type { FastifyInstance } from 'fastify';
import {
  completeDirectUploadEndpoint,
  createMediaLinkEndpoint,
  deleteMediaEndpoint,
  fetchMediaEndpoint,
  getMediaEndpoint,
  signDirectUploadEndpoint,
  uploadMediaEndpoint,
} from '@forma/contract/media/media.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { routeShared, sharedCall } from '../../platform/http/register-shared-address.ts';
import { createVideoLink, deleteMedia, fetchMedia, getMedia } from './media.service.ts';
import { completeDirectUpload, signDirectUpload } from './direct-uploads.service.ts';
import { uploadMedia } from './media-uploads.service.ts';

/** A JSON body naming a finished direct upload: {media: {signed_id}}. */
const hasSignedId = (body: unknown) =>
  (body as { media?: { signed_id?: unknown } } | undefined)?.media?.signed_id !== undefined;

export async function mediaRoutes(app: FastifyInstance) {
  route(app, fetchMediaEndpoint, (rc, { query }) => fetchMedia(rc, query));
  // One address, three calls (spec 7): a multipart file, a finished direct upload, a video link.
  routeShared(app, [
    sharedCall(
      uploadMediaEndpoint,
      (request) => request.isMultipart(),
      (rc, { query, file, contentLength }) =>
        uploadMedia(rc, {
          scope: query.scope,
          contentLength,
          readFile: (limits) => file({ limits }),
        }),
    ),
    sharedCall(
      completeDirectUploadEndpoint,
      (request) => hasSignedId(request.body),
      (rc, { body }) => completeDirectUpload(rc, body.media.signed_id),
    ),
    sharedCall(
      createMediaLinkEndpoint,
      () => true,
      (rc, { body }) =>
        createVideoLink(rc, {
          videoUrl: body.media.video_url,
          title: body.media.title,
          scope: body.scope,
        }),
    ),
  ]);
  route(app, signDirectUploadEndpoint, (rc, { body }) => signDirectUpload(rc, body));
  route(app, getMediaEndpoint, (rc, { params }) => getMedia(rc, params.id));
  route(app, deleteMediaEndpoint, (rc, { params }) => deleteMedia(rc, params.id));
}
