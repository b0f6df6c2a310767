import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '../errors/messages.ts';
import { fieldName } from '../errors/error-handler.ts';
import { findUnsafeText, isUnsafeText } from './unsafe-text.ts';

function decodedPath(url: string): string | null {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Where the request carries text that cannot be stored: 'path', a query or body field, or null. */
function unsafeTextIn(request: FastifyRequest): string | null {
  const path = decodedPath(request.url);
  if (path === null || isUnsafeText(path)) return 'path';
  const query = findUnsafeText(request.query);
  if (query !== null) return query;
  return findUnsafeText(request.body);
}

/**
 * preValidation hook for every request: a NUL byte or a lone surrogate anywhere in the path, the
 * query or a JSON body is refused before any schema or database sees it. Pages answer 404 (no
 * such page), calls 422 naming the field.
 */
export async function rejectUnsafeText(request: FastifyRequest, reply: FastifyReply) {
  const where = unsafeTextIn(request);
  if (where === null) return;
  const isPage = !request.url.startsWith('/api/') && ['GET', 'HEAD'].includes(request.method);
  if (isPage) return reply.code(404).send({ errors: { base: [errorMessages.notFound] } });
  const field = where === 'path' ? 'base' : fieldName(where);
  const message = field === 'base' ? errorMessages.unsafeRequest : errorMessages.unsafeText;
  return reply.code(422).send({ errors: { [field]: [message] } });
}
