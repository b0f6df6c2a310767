import type { FastifyRequest } from 'fastify';

/**
 * What busboy (under @fastify/multipart) throws, as plain errors, on a body it cannot read:
 * no or a bad boundary, framing cut short, a part that never ends.
 */
const unreadableMultipart = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot/,
  /^Unsupported Content-Type\.$/,
  /unexpected end of multipart data$/i,
];

/** A multipart request whose body could not be read: invalid input, not a server fault. */
export function isUnreadableMultipart(request: FastifyRequest, error: Error): boolean {
  return (
    request.isMultipart() && unreadableMultipart.some((pattern) => pattern.test(error.message))
  );
}
