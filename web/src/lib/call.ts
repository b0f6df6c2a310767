import { queryOptions } from '@tanstack/react-query';
import {
  pathOf,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
} from '@forma/contract/common/endpoint';
import { request, type RequestOptions } from './api-client';

export type CallOptions = Pick<RequestOptions, 'signal' | 'silent'>;

/** Input may be left out when the endpoint takes none. */
type InputArg<E extends EndpointDefinition> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/** Calls one endpoint of the contract: path, query and body typed from its definition. */
export async function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: InputArg<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: object;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  const data = await request(pathOf(endpoint, params), {
    method: endpoint.method,
    query,
    body: endpoint.multipart ? toFormData(body) : body,
    ...options,
  });
  return data as EndpointOutput<E>;
}

/**
 * The TanStack Query key of an endpoint's answer: without input, the prefix of every answer of
 * that endpoint (to invalidate them all).
 */
export function endpointKey<E extends EndpointDefinition>(
  endpoint: E,
  input?: Pick<EndpointInput<E>, 'params' | 'query'>,
) {
  const key: unknown[] = [endpoint.method, endpoint.path];
  if (input?.params !== undefined) key.push(input.params);
  if (input?.query !== undefined) key.push(input.query);
  return key as readonly unknown[];
}

/** Query options for an endpoint's answer (spread further options over them). */
export function endpointQuery<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: InputArg<E>
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input as Pick<EndpointInput<E>, 'params' | 'query'>),
    queryFn: ({ signal }) =>
      (call as (e: E, i: unknown, o: CallOptions) => Promise<EndpointOutput<E>>)(endpoint, input, {
        signal,
        ...options,
      }),
  });
}

/** A multipart body: File and Blob values as files, everything else as text fields. */
function toFormData(body: unknown): FormData | undefined {
  if (body === undefined || body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}
