import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

const zodSerializer = createSerializerCompiler({});

/**
 * A route's answer schema as JSON Schema, for fast-json-stringify. zod marks its objects
 * `additionalProperties: false`, which fast-json-stringify's branch choice (anyOf: nullable and
 * union parts) would check against the presenter's object and refuse for a field it carries but
 * does not send; without the mark extra fields are still left out, as zod leaves them out.
 */
function jsonSchemaOf(schema: z.ZodType): object {
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return JSON.parse(JSON.stringify(json), (key, value: unknown) =>
    key === 'additionalProperties' && value === false ? undefined : value,
  ) as object;
}

/**
 * Answers are written by fast-json-stringify from each route's zod schema turned into JSON
 * Schema: like zod's own serializer it writes only the declared fields (nothing a presenter
 * forgot to leave out reaches the client), at a fraction of the cost on hot reads. Outside
 * production both run and must write the same text, so every API test and journey proves the two
 * agree, and zod still refuses an answer that breaks its schema.
 */
export function responseSerializer(verify: boolean): SerializerCompiler {
  return (route) => {
    const schema = route.schema as z.ZodType;
    const fast = fastJson(jsonSchemaOf(schema));
    if (!verify) return fast;
    const checked = zodSerializer(route as Parameters<typeof zodSerializer>[0]) as (
      data: unknown,
    ) => string;
    return (data: unknown) => {
      const expected = checked(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written} where zod wrote ${expected}`,
        );
      }
      return written;
    };
  };
}
