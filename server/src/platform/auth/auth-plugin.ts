import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The signed-in user. The platform knows no tables: modules/auth/request-sessions.ts fills this
 * interface in (declaration merging) with the row of the users table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging
export interface SessionUser {}
export type UserRow = SessionUser;

/**
 * What the session's own query reads beside the person (their accounts, their plan), so that a
 * call needs no second round trip to know them; modules/accounts/caller-context.ts fills it in.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging
export interface SessionContext {}

/** `context` is absent where a session was found otherwise (sign-in, the live channel). */
export type Auth = { sessionId: number; user: SessionUser; context?: SessionContext };

/**
 * How much a route needs to know of its caller: 'basic' (the default) or 'full', which adds what
 * only some answers present (users/me's client counts). Set per route: `config.callerDetail`.
 */
export type CallerDetail = 'basic' | 'full';

/** The session and user of a bearer token, or null; given by the app (the auth area). */
export type ResolveSession = (token: string, detail: CallerDetail) => Promise<Auth | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    callerDetail?: CallerDetail;
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
export const authPlugin = fp(
  async (app: FastifyInstance, options: { resolveSession: ResolveSession }) => {
    app.decorateRequest('auth', null);
    app.addHook('preHandler', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      request.auth = await options.resolveSession(
        token,
        request.routeOptions.config.callerDetail ?? 'basic',
      );
    });
  },
);
