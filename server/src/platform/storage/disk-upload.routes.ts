import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, invalid } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import { typed } from '../http.ts';
import { byteCounter, TooLargeError } from './byte-counter.ts';
import { DISK_UPLOAD_PATH, DISK_UPLOAD_PURPOSE, type DiskUploadToken } from './disk-storage.ts';

/**
 * The disk storage's stand-in for a presigned S3 PUT: the signed token in the address is the
 * permission (no session needed, like S3). The body streams to disk, never held in memory.
 */
export async function diskUploadRoutes(app: FastifyInstance) {
  const { storage, signer } = app.ctx;
  // Any content type, passed through unread: the handler streams the raw request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  typed(app).put(
    `${DISK_UPLOAD_PATH}/*`,
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        querystring: z.object({ token: z.string().max(4096) }),
      },
    },
    async (request, reply) => {
      const upload = signer.verify<DiskUploadToken>(DISK_UPLOAD_PURPOSE, request.query.token);
      if (!upload || upload.key !== request.params['*']) {
        throw new AppError('FORBIDDEN', errorMessages.invalidToken);
      }
      const contentType = request.headers['content-type'] ?? '';
      if (contentType !== upload.contentType) {
        throw invalid('content_type', `The upload must be sent as ${upload.contentType}.`);
      }
      const declared = Number(request.headers['content-length']);
      if (declared > upload.byteSize) throw invalid('file', uploadTooLarge);
      const counter = byteCounter(upload.byteSize);
      request.raw.pipe(counter.stream);
      request.raw.on('error', (error) => counter.stream.destroy(error));
      try {
        await storage.putStream(upload.key, counter.stream, { contentType });
      } catch (error) {
        if (error instanceof TooLargeError) throw invalid('file', uploadTooLarge);
        throw error;
      }
      return reply.code(204).send();
    },
  );
}

const uploadTooLarge = 'The file is larger than the size given when the upload was signed.';
