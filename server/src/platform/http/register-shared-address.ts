import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import { parseWith } from '../http.ts';
import { requestContext, type RequestContext } from '../request-context.ts';
import type { EndpointHandler } from './register-endpoint.ts';
import { ERROR_STATUSES, errorStatusesOf } from './api-description.ts';

type Input<E extends EndpointDefinition> = Parameters<EndpointHandler<E>>[1] & {
  /** The request's Content-Length, to refuse a too big upload before reading it. */
  contentLength: number | undefined;
};

/** One of several calls at one method and path, and how its requests are told apart. */
export type SharedCall = {
  endpoint: EndpointDefinition;
  takes: (request: FastifyRequest) => boolean;
  handler: (rc: RequestContext, input: never) => Promise<unknown> | unknown;
};

export function sharedCall<const E extends EndpointDefinition>(
  endpoint: E,
  takes: (request: FastifyRequest) => boolean,
  handler: (rc: RequestContext, input: Input<E>) => ReturnType<EndpointHandler<E>>,
): SharedCall {
  return { endpoint, takes, handler: handler as SharedCall['handler'] };
}

/**
 * Registers calls that share one method and path (POST media takes a multipart file or one of
 * two JSON bodies): each request goes to the first call that takes it, or the last one, and is
 * validated against that call's definition (422 by field, as `route` answers). The calls must
 * answer the same response with the same status.
 */
export function routeShared(app: FastifyInstance, calls: readonly SharedCall[]) {
  const first = calls[0]!.endpoint;
  const status = first.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: first.method,
    url: first.path,
    schema: {
      // One operation in the API description: the first call's name, every call's summary.
      operationId: first.operationId,
      summary: calls
        .map(({ endpoint }, i) => (i ? lowerFirst(endpoint.summary) : endpoint.summary))
        .join('; or '),
      [ERROR_STATUSES]: [...new Set(calls.flatMap(({ endpoint }) => errorStatusesOf(endpoint)))],
      ...(first.tags ? { tags: [...first.tags] } : {}),
      consumes: [
        ...new Set(
          calls.map(({ endpoint }) =>
            endpoint.multipart ? 'multipart/form-data' : 'application/json',
          ),
        ),
      ],
      ...(first.response ? { response: { [status]: first.response } } : {}),
      ...(first.access.anonymous === 'ok' ? {} : { security: [{ bearer: [] }] }),
    },
    handler: async (request, reply) => {
      const { endpoint, handler } = calls.find((call) => call.takes(request)) ?? calls.at(-1)!;
      const parse = (schema: EndpointDefinition['body'], value: unknown) =>
        schema ? parseWith(schema, value) : value;
      const input = {
        params: parse(endpoint.params, request.params),
        query: parse(endpoint.query, request.query),
        body: endpoint.multipart ? undefined : parse(endpoint.body, request.body),
        contentLength: Number(request.headers['content-length']) || undefined,
        ...(endpoint.multipart ? { file: request.file.bind(request) } : {}),
      };
      const rc = requestContext(app.ctx, app.permissionRules, request);
      const result = await handler(rc, input as never);
      if (!first.response) return reply.code(204).send(null);
      return reply.code(status).send(result);
    },
  });
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
