import type { FastifyInstance } from 'fastify';

/** The subset of OpenAPI 3.0 schemas (as @fastify/swagger renders the contract's zod) read here. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  maxItems?: number;
};

export type Field = { name: string; schema: JsonSchema };

/** One method on one registered path, with the schemas the contract gives its inputs. */
export type Endpoint = {
  method: string;
  /** Fastify's path: `/api/coach/plans/:id`, `/uploads/*`. */
  path: string;
  params: Field[];
  query: Field[];
  body: JsonSchema | null;
};

type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/**
 * Every path and its methods as Fastify's router holds them, read from its route tree (each
 * line is a segment under its parent, `(GET, HEAD)` ends a line that is a route).
 */
export function registeredRoutes(app: FastifyInstance): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    if (match[3]) routes.push({ path: segments.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

/**
 * The endpoints to try: every registered route (HEAD, Fastify's twin of each GET, is tried
 * through its GET), with the params, query and JSON body schemas of the OpenAPI document built
 * from the contract. Undocumented routes (pages, uploads, the API docs) get fields from their path.
 */
export function endpointsOf(app: FastifyInstance): Endpoint[] {
  const document = app.swagger() as unknown as OpenApi;
  const endpoints: Endpoint[] = [];
  for (const route of registeredRoutes(app)) {
    for (const method of route.methods) {
      if (method === 'HEAD' && route.methods.includes('GET')) continue;
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[method.toLowerCase()] ?? {};
      const parameters = operation.parameters ?? [];
      const pathNames = [...route.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
      endpoints.push({
        method,
        path: route.path,
        params: pathNames.map((name) => ({
          name,
          schema: parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {
            type: 'string',
          },
        })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return endpoints;
}
