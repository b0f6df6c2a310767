import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, statusOf } from './app-error.ts';
import { classifyDatabaseError } from './database-errors.ts';
import { isUnreadableMultipart } from './multipart-errors.ts';
import { errorMessages } from './messages.ts';

/** Request bodies wrap their fields (`{user: {...}}`); errors name the field itself. */
const wrappers = new Set([
  'user',
  'private',
  'account',
  'invite',
  'media',
  'plan',
  'price',
  'track',
  'client',
  'message',
  'exercise',
]);

export function fieldName(path: string): string {
  const parts = path.split(/[/.]/).filter(Boolean);
  if (parts.length > 1 && wrappers.has(parts[0]!)) parts.shift();
  return parts.join('.') || 'base';
}

/**
 * A body the server cannot read is invalid input (422). Fastify and multipart answer these with
 * 400 or 406, and a 406 would send the web client to the blocked-account page (platform.md 8).
 */
const unreadableBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

function pushField(fields: Record<string, string[]>, field: string, message: string) {
  const list = (fields[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** One place turns every failure into the statuses and bodies of platform.md 8. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names no resource (`coach/plans/0x10`, `media/1e3`) is not found.
      if (error.validationContext === 'params') {
        return reply.code(404).send({ errors: { base: [errorMessages.notFound] } });
      }
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        pushField(fields, fieldName(issue.instancePath), issue.message ?? 'is invalid');
      }
      return reply.code(422).send({ errors: fields });
    }
    if (error instanceof AppError) {
      const status = statusOf[error.code];
      const errors = error.fields ?? { base: [error.message] };
      if (error.headers) reply.headers(error.headers);
      return reply.code(status).send({ errors, ...error.extra });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ errors: { base: [errorMessages.tooManyRequests] } });
    }
    if (unreadableBodyCodes.has(error.code)) {
      return reply.code(422).send({ errors: { base: [error.message] } });
    }
    if (isUnreadableMultipart(request, error)) {
      return reply.code(422).send({ errors: { base: [errorMessages.unreadableUpload] } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ errors: { base: [error.message] } });
    }
    // A safety net: the schemas and services should have refused these before the database did.
    const databaseError = classifyDatabaseError(error);
    if (databaseError) {
      request.log.warn({ err: error }, 'request refused by the database');
      const conflict = databaseError === 'conflict';
      const message = conflict ? errorMessages.conflict : errorMessages.unstorableInput;
      return reply.code(conflict ? 409 : 422).send({ errors: { base: [message] } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ errors: { base: [errorMessages.serverError] } });
  });
}
