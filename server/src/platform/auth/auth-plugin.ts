import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions } from '../../modules/auth/auth.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import { AppError } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import { hashToken } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;
export type Auth = { sessionId: number; user: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // The live channel passes the token as a query parameter (platform.md 7).
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && request.url.startsWith('/cable') ? query.token : null;
}

/** Resolves `Authorization: Bearer <token>` to the session's user, or null. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const [row] = await app.ctx.db
      .select({ sessionId: sessions.id, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    if (row) request.auth = row;
  });
});

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', errorMessages.unauthenticated);
  return request.auth;
}
