import { z } from 'zod';
import { invalidRequest, type StripeApiError } from './errors.ts';

/**
 * Parameter schemas in Stripe's form encoding: every value arrives as a string (`amount=100`,
 * `metadata[plan]=7`, `items[0][price]=price_…`), so numbers and booleans are read from strings,
 * and every object is strict: Stripe refuses a parameter it does not know.
 */
const integer = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
  z.number({ error: 'Invalid integer' }).int({ error: 'Invalid integer' }),
);

export const p = {
  string: () => z.string(),
  integer: () => integer,
  /** A positive amount in the currency's minor unit. */
  amount: () => integer.pipe(z.number().min(0, { error: 'Invalid integer' })),
  boolean: () =>
    z.preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ error: 'Invalid boolean' }),
    ),
  /** A Unix timestamp, or `now` where Stripe accepts it. */
  timestamp: () => z.union([integer, z.literal('now')]),
  currency: () =>
    z
      .string()
      .regex(/^[a-zA-Z]{3}$/, { error: 'Invalid currency' })
      .toLowerCase(),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) =>
    z.enum(values, { error: `Invalid value, must be one of: ${values.join(', ')}` }),
  /** Stripe's metadata: string values; an empty string unsets a key, `metadata=''` unsets all. */
  metadata: () => z.union([z.record(z.string(), z.string()), z.literal('')]),
  expand: () => z.array(z.string()),
  /** An array in form encoding (`a[0]=x&a[1]=y`); qs gives an object past its array limit. */
  array: <T extends z.ZodType>(item: T) =>
    z.preprocess(
      (value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.values(value as Record<string, unknown>)
          : value,
      z.array(item),
    ),
  object: <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape),
};

/** The parameters every list call accepts. */
export const listParams = {
  limit: p.integer().optional(),
  starting_after: p.string().optional(),
  ending_before: p.string().optional(),
  expand: p.expand().optional(),
  created: z
    .union([
      integer,
      p.object({
        gt: integer.optional(),
        gte: integer.optional(),
        lt: integer.optional(),
        lte: integer.optional(),
      }),
    ])
    .optional(),
};

/** Stripe names a nested parameter with brackets: `card[number]`, `items[0][price]`. */
function paramName(path: ReadonlyArray<PropertyKey>): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

function refusal(issue: z.core.$ZodIssue): StripeApiError {
  if (issue.code === 'unrecognized_keys') {
    const name = paramName([...issue.path, issue.keys[0] ?? '']);
    return invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
  }
  const name = paramName(issue.path);
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
  }
  if (issue.message === 'Invalid integer') {
    return invalidRequest(
      `Invalid integer: ${String(issue.input)}`,
      name,
      'parameter_invalid_integer',
    );
  }
  return invalidRequest(`Invalid ${name}: ${issue.message}`, name, 'parameter_invalid_empty');
}

export function parseParams<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  throw refusal(parsed.error.issues[0]!);
}

/** Stripe's `created` filter (a timestamp or bounds) as the store's range. */
export function createdRange(
  created: number | { gt?: number; gte?: number; lt?: number; lte?: number } | undefined,
) {
  return typeof created === 'number' ? { gte: created, lte: created } : created;
}
