import type { FastifyDynamicSwaggerOptions, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_VERSION, validationErrorSchema } from '@forma/contract/common/api';
import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import { errorMessages } from '../errors/messages.ts';

/**
 * The key a route's schema lists its error statuses under; the document's last pass turns them
 * into references to the shared error answers (and drops the key).
 */
export const ERROR_STATUSES = 'x-error-statuses';

/** A route's part of the API description: name, summary and the errors it may answer. */
export type OperationDoc = {
  operationId: string;
  summary: string;
  [ERROR_STATUSES]: number[];
};

/**
 * The error statuses a call may answer: the outcomes its `access` declares for some caller, 401
 * unless anyone may call it, 404 for a path param that names nothing (the error handler answers
 * an invalid param so), 422 where a body or query is validated and 429 past its `rateLimit`. The
 * 426 of an outdated API-Version is every /api call's (added with the header).
 */
export function errorStatusesOf(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>();
  for (const outcome of Object.values(endpoint.access)) if (outcome !== 'ok') statuses.add(outcome);
  if (endpoint.access.anonymous !== 'ok') statuses.add(401);
  if (endpoint.params) statuses.add(404);
  if (endpoint.body || endpoint.query || endpoint.multipart) statuses.add(422);
  if (endpoint.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The description of a call registered from its definition. */
export function operationOf(endpoint: EndpointDefinition): OperationDoc {
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    [ERROR_STATUSES]: errorStatusesOf(endpoint),
  };
}

const errorsSchema = z.toJSONSchema(validationErrorSchema, { target: 'openapi-3.0' });
delete errorsSchema.$schema;
const errorsRef = { $ref: '#/components/schemas/Errors' };

type ErrorAnswer = { name: string; description: string; example: object; extra?: object };
const base = (message: string) => ({ errors: { base: [message] } });

/** The error answers every operation refers to, by status, with a typical body (platform.md 8). */
const ERROR_ANSWERS: Record<number, ErrorAnswer> = {
  400: {
    name: 'BadRequest',
    description: 'The request cannot be taken as it is.',
    example: base('The webhook signature is not valid.'),
  },
  401: {
    name: 'Unauthenticated',
    description: 'No valid session: sign in and send `Authorization: Bearer <access_token>`.',
    example: base(errorMessages.unauthenticated),
  },
  403: {
    name: 'Forbidden',
    description: 'The caller may not do this.',
    example: base(errorMessages.forbidden),
  },
  404: {
    name: 'NotFound',
    description: "Nothing by that address for this caller (another account's data does not exist).",
    example: base(errorMessages.notFound),
  },
  406: {
    name: 'Blocked',
    description: "The account is blocked (its coach's platform subscription has lapsed).",
    example: base('Access is denied'),
  },
  409: {
    name: 'Conflict',
    description: 'Changed by another request meanwhile: read it again and retry.',
    example: base(errorMessages.conflict),
  },
  418: {
    name: 'AccountUnusable',
    description: 'The account the caller acts as is no longer theirs to use: switch accounts.',
    example: base('This account can no longer be used. Choose another account.'),
  },
  422: {
    name: 'Invalid',
    description: 'Refused input: the messages by field name (`base` for the request as a whole).',
    example: { errors: { email: ['Please enter a valid email address.'] } },
  },
  426: {
    name: 'Outdated',
    description:
      'The API-Version sent is older than the server’s: the client must reload (`base.deprecated`).',
    example: { base: { deprecated: true }, ...base(errorMessages.deprecated) },
  },
  429: {
    name: 'TooManyRequests',
    description: 'Called too often: try again after the Retry-After seconds.',
    example: base(errorMessages.tooOften('30 seconds')),
    extra: {
      headers: {
        'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
      },
    },
  },
};

const outdatedSchema = {
  type: 'object',
  required: ['base', 'errors'],
  properties: {
    base: {
      type: 'object',
      required: ['deprecated'],
      properties: { deprecated: { type: 'boolean', enum: [true] } },
    },
    errors: errorsSchema.properties!.errors,
  },
};

const components = {
  securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
  parameters: {
    ApiVersion: {
      name: 'API-Version',
      in: 'header',
      required: false,
      description: `The API version the client was written for (now ${API_VERSION}). An older one is answered 426 with \`base.deprecated\`; none is taken as the current one.`,
      schema: { type: 'integer', minimum: 1, example: API_VERSION },
    },
  },
  schemas: { Errors: errorsSchema, Outdated: outdatedSchema },
  responses: Object.fromEntries(
    Object.entries(ERROR_ANSWERS).map(([status, { name, description, example, extra }]) => [
      name,
      {
        description,
        content: {
          'application/json': {
            schema: status === '426' ? { $ref: '#/components/schemas/Outdated' } : errorsRef,
            example,
          },
        },
        ...extra,
      },
    ]),
  ),
};

/** What @fastify/swagger calls 'Default Response', by its status. */
const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No Content' };

type Operation = {
  parameters?: unknown[];
  responses?: Record<string, unknown>;
  [ERROR_STATUSES]?: number[];
};

/**
 * The document's last pass: each operation's error statuses become references to the shared
 * answers, and every /api call gets the API-Version header and its 426.
 */
const finish: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
    const api = path.startsWith('/api/');
    for (const operation of Object.values(item as Record<string, Operation>)) {
      const statuses = new Set(operation[ERROR_STATUSES] ?? []);
      delete operation[ERROR_STATUSES];
      if (api) {
        statuses.add(426);
        operation.parameters = [
          ...(operation.parameters ?? []),
          { $ref: '#/components/parameters/ApiVersion' },
        ];
      }
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const described = answer as { description?: string };
        if (described.description === 'Default Response' && SUCCESS[status]) {
          described.description = SUCCESS[status];
        }
      }
      for (const status of [...statuses].sort((a, b) => a - b)) {
        operation.responses = {
          ...operation.responses,
          [status]: { $ref: `#/components/responses/${ERROR_ANSWERS[status]!.name}` },
        };
      }
    }
  }
  return openapiObject;
};

/**
 * The OpenAPI document of the app (GET /api/docs): the calls registered from the contract's
 * definitions and the few routes that describe themselves; a route without an operationId (the
 * Stripe sandbox's /v1 and /sandbox, the web app's files) is left out.
 */
export function apiDescription(productName: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: `${productName} API`,
        version: String(API_VERSION),
        description: `The calls the ${productName} web app makes. Sign in with POST /api/users/sign_in and send its access token as \`Authorization: Bearer <token>\`. Errors answer \`{errors: {field: [messages]}}\`.`,
      },
      components: components as never,
    },
    transform: (input) => {
      const operationId = (input.schema as { operationId?: string } | undefined)?.operationId;
      if (!operationId) return { schema: { hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
    transformObject: finish,
  };
}
