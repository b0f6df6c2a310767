import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors/app-error.ts';
import { fieldName } from './errors/error-handler.ts';

/** The typed instance every routes file registers on. */
export type Router = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Who opened a session: the client address and browser. */
export type RequestMeta = { ip: string; userAgent: string | undefined };

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Parses a body the route could not declare (one path taking multipart or JSON), answering
 * invalid input the way the error handler answers schema failures (422 by field).
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = fieldName(issue.path.join('.'));
    (fields[field] ??= []).push(issue.message);
  }
  throw new AppError('INVALID', result.error.issues[0]?.message ?? 'is invalid', fields);
}
