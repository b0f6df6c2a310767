import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestMeta } from '../modules/auth/sessions.ts';

/** The typed instance every routes file registers on. */
export type Router = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
