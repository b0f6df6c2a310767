import type { z } from 'zod';

/**
 * An answer already written as JSON (a large read PostgreSQL builds as JSON text): the route
 * sends the text as it is, without parsing it or serializing it again. Whoever builds it writes
 * exactly what the endpoint's response schema declares; outside production `checkJsonText`
 * proves it on every answer, as the response serializer proves its own.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Object keys in one order, so two texts of the same value compare equal. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Throws unless `text` is what the schema's serializer would write for the same value, keys
 * aside: valid JSON, every value of the declared type, and no field the schema leaves out.
 */
export function checkJsonText(schema: z.ZodType, text: string, where: string) {
  const sent = JSON.parse(text) as unknown;
  const declared = JSON.parse(JSON.stringify(schema.parse(sent))) as unknown;
  const a = JSON.stringify(sortedKeys(sent));
  const b = JSON.stringify(sortedKeys(declared));
  if (a !== b)
    throw new Error(`${where}: the JSON text is not what its schema writes: ${a} / ${b}`);
}
