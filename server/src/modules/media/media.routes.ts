import type { FastifyInstance } from 'fastify';
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
} from '@forma/contract/media/media.schemas';
import { requireAuth } from '../../platform/auth/auth-plugin.ts';
import { parseWith, typed } from '../../platform/http.ts';
import { createVideoLink, deleteMedia, fetchMedia, getMedia } from './media.service.ts';
import { completeDirectUpload, signDirectUpload } from './direct-uploads.service.ts';
import { uploadMedia } from './media-uploads.service.ts';

export async function mediaRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['media'];
  const { ctx } = app;

  r.get(
    '/media/fetch',
    {
      schema: {
        tags,
        querystring: mediaFetchQuerySchema,
        response: { 200: mediaFetchResponseSchema },
      },
    },
    (request) => fetchMedia(ctx, requireAuth(request), request.query),
  );

  // One address, three calls (spec 7): a multipart file, a video link, or a finished direct upload.
  r.post(
    '/media',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        querystring: mediaUploadQuerySchema,
        response: { 200: mediaItemSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (request.isMultipart()) {
        return uploadMedia(ctx, auth, {
          scope: request.query.scope,
          contentLength: Number(request.headers['content-length']) || undefined,
          readFile: (limits) => request.file({ limits }),
        });
      }
      const body = request.body as { media?: { signed_id?: unknown } } | undefined;
      if (body?.media?.signed_id !== undefined) {
        const { media } = parseWith(completeDirectUploadBodySchema, body);
        return completeDirectUpload(ctx, auth, media.signed_id);
      }
      const { media, scope } = parseWith(createMediaLinkBodySchema, body);
      return createVideoLink(ctx, auth, { videoUrl: media.video_url, title: media.title, scope });
    },
  );

  r.post(
    '/media/direct_upload',
    {
      schema: { tags, body: directUploadBodySchema, response: { 200: directUploadResponseSchema } },
    },
    (request) => signDirectUpload(ctx, requireAuth(request), request.body),
  );

  r.get(
    '/media/:id',
    { schema: { tags, params: mediaIdParamsSchema, response: { 200: mediaItemSchema } } },
    (request) => getMedia(ctx, requireAuth(request), request.params.id),
  );

  r.delete(
    '/media/:id',
    { schema: { tags, params: mediaIdParamsSchema } },
    async (request, reply) => {
      await deleteMedia(ctx, requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
