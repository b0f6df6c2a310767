import type { z } from 'zod';
import type { Permission } from './permissions.ts';
import type { RateLimitName } from './rate-limits.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The callers the authorization matrix tries every endpoint as, against objects of one coach's
 * business account (see server/src/authorization-matrix.test.ts).
 */
export const callers = [
  'anonymous',
  'stranger_client',
  'member_client',
  'other_member_client',
  'owner',
  'other_coach',
  'team_coach',
  'blocked_owner',
] as const;
export type Caller = (typeof callers)[number];

/** 'ok' is any 2xx; otherwise the exact status the caller gets. */
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 406 | 409 | 418 | 422;

/** The expected outcome for each caller: every caller is required. */
export type Access = Record<Caller, Outcome>;

type Schema = z.ZodType;

export type EndpointDefinition = {
  /** The call's name in the API description: its export's name without `Endpoint` (`getPlans`). */
  operationId: string;
  /** What the call does, in a short sentence for the API description ("List a program's tracks"). */
  summary: string;
  method: HttpMethod;
  /** Below /api, with `:name` segments filled from params. */
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The answer, or null for 204 No Content. */
  response: Schema | null;
  /** The success status of an answer (200 unless given). */
  status?: 201;
  permission: Permission;
  access: Access;
  /** The body is multipart/form-data: the handler reads the parts through `file()` (the
   * web sends `body` as fields, Blob values as files). */
  multipart?: true;
  tags?: readonly string[];
  /** A public, cacheable answer: `Cache-Control: public, max-age=<seconds>`. */
  cacheSeconds?: number;
  /** Each person may make this call only so often (rate-limits.ts): 429 past the limit. */
  rateLimit?: RateLimitName;
};

/** One call of the API: defined once, registered by the server, called by the web. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Part<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends Schema> ? { [P in K]: z.input<S> } : { [P in K]?: never };

/** A multipart body: its files (Blob) and text fields by form field name. */
export type MultipartBody = Record<string, Blob | string>;

/** Path params travel as text: a number stands for its digits. */
type PathParams<T> = { [K in keyof T]: T[K] extends string ? T[K] | number : T[K] };

type ParamsPart<E> = E extends { params: infer S extends Schema }
  ? { params: PathParams<z.input<S>> }
  : { params?: never };

/** What a caller sends: only the parts the endpoint declares. */
export type EndpointInput<E extends EndpointDefinition> = ParamsPart<E> &
  Part<E, 'query'> &
  (E extends { multipart: true } ? { body: MultipartBody } : Part<E, 'body'>);

/** What the server's handler receives: the parts after parsing. */
export type EndpointParsed<E extends EndpointDefinition> = (E extends {
  params: infer S extends Schema;
}
  ? { params: z.output<S> }
  : unknown) &
  (E extends { query: infer S extends Schema } ? { query: z.output<S> } : unknown) &
  (E extends { multipart: true }
    ? unknown // multipart fields are read from the parts, not parsed into body
    : E extends { body: infer S extends Schema }
      ? { body: z.output<S> }
      : unknown);

export type EndpointOutput<E extends EndpointDefinition> = E['response'] extends Schema
  ? z.output<E['response']>
  : void;

/** Fills the path's `:name` segments from params. */
export function pathOf(endpoint: Pick<EndpointDefinition, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
