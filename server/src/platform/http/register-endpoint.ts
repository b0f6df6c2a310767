import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  EndpointDefinition,
  EndpointOutput,
  EndpointParsed,
} from '@forma/contract/common/endpoint';
import type { CallerDetail } from '../auth/auth-plugin.ts';
import type { PermissionRules } from '../permissions/permission-rules.ts';
import { pendingBodyIds } from '../permissions/body-ids.ts';
import { takePersonLimit } from '../rate-limit/person-limits.ts';
import { checkJsonText, JsonText } from './json-text.ts';
import { requestContext, type RequestContext } from '../request-context.ts';
import { operationOf } from './api-description.ts';

/** A multipart endpoint's handler reads the uploaded file through its input. */
type MultipartInput = { file: FastifyRequest['file'] };

export type EndpointHandler<E extends EndpointDefinition> = (
  rc: RequestContext,
  input: EndpointParsed<E> & (E extends { multipart: true } ? MultipartInput : unknown),
) => Promise<EndpointOutput<E> | JsonText> | EndpointOutput<E> | JsonText;

/** The permission rules every route's request context carries (set once in app.ts). */
declare module 'fastify' {
  interface FastifyInstance {
    permissionRules: PermissionRules;
  }
}

/**
 * Registers one endpoint from its definition: method, path and zod schemas (validation, 422
 * bodies and the OpenAPI document, with its summary and error answers), a request context per call, the definition's limit per
 * person (`rateLimit`: a place taken first, given back when the call fails), the definition's
 * success status, and 204 when it answers nothing. The ids the body names are checked by the
 * handler's first requireAccess (platform/permissions/body-ids.ts). A handler may answer
 * JsonText, sent as written (json-text.ts).
 */
export function route<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { callerDetail?: CallerDetail } = {},
) {
  const status = endpoint.response ? (endpoint.status ?? 200) : 204;
  const response = { [status]: endpoint.response ?? z.null() };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { callerDetail: options.callerDetail },
    schema: definedOnly({
      ...operationOf(endpoint),
      tags: endpoint.tags ? [...endpoint.tags] : undefined,
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.multipart ? undefined : endpoint.body,
      consumes: endpoint.multipart ? ['multipart/form-data'] : undefined,
      response,
      security: endpoint.access.anonymous === 'ok' ? undefined : [{ bearer: [] }],
    }),
    handler: async (request, reply) => {
      const rc = requestContext(app.ctx, app.permissionRules, request);
      rc.bodyIds = pendingBodyIds(endpoint, request.body);
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        ...(endpoint.multipart ? { file: request.file.bind(request) } : {}),
      } as Parameters<EndpointHandler<E>>[1];
      const giveBack = endpoint.rateLimit ? await takePersonLimit(rc, endpoint.rateLimit) : null;
      let result: Awaited<ReturnType<EndpointHandler<E>>>;
      try {
        result = await handler(rc, input);
        if (rc.bodyIds && !rc.bodyIds.checked) {
          throw new Error(`${endpoint.method} ${endpoint.path}: body ids left unchecked`);
        }
      } catch (error) {
        await giveBack?.();
        throw error;
      }
      if (endpoint.cacheSeconds) {
        reply.header('Cache-Control', `public, max-age=${endpoint.cacheSeconds}`);
      }
      if (!endpoint.response) return reply.code(204).send(null);
      if (result instanceof JsonText) {
        if (app.ctx.config.env !== 'production') {
          checkJsonText(endpoint.response, result.text, `${endpoint.method} ${endpoint.path}`);
        }
        return reply.code(status).type('application/json; charset=utf-8').send(result.text);
      }
      return reply.code(status).send(result);
    },
  });
}

/** Fastify warns about schema keys present but undefined. */
function definedOnly<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as T;
}
