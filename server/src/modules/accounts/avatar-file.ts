import type { FastifyRequest } from 'fastify';

/** The bytes of the upload's user[avatar] field, or null without one. */
export async function avatarFile(file: FastifyRequest['file']): Promise<Buffer | null> {
  const part = await file();
  return part && part.fieldname === 'user[avatar]' ? part.toBuffer() : null;
}
