import fc from 'fast-check';
import type { JsonSchema } from './endpoints.ts';

/** What exists in the test's database, so generated input reaches past "not found". */
export type Known = {
  ids: number[];
  /** Ids by the field or param that names them (`price_id`, `membership_id`; `id` for programs). */
  idsByName: Record<string, number[]>;
  /** Program refs (ids and custom URLs), e-mails, tokens: texts a path or field may name. */
  texts: string[];
  emails: string[];
  days: string[];
  password: string;
  clientCredentials: { client_id: string; client_secret: string };
};

const deep = (levels: number, wrap: (inner: unknown) => unknown) => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = wrap(value);
  return value;
};

/** Text no schema should let through to a service or the database unchecked. */
export const hostileTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '-1',
  '0',
  '007',
  '1e3',
  '1.5',
  '2147483648',
  '99999999999',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '9999-99-99',
  '2023-02-29',
  '0000-01-01',
  '9999-12-31',
  '31/02/1990',
  '00/00/0000',
  '2023-02-29T25:61:61Z',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '{"x":1}',
  '__proto__',
  'constructor',
  '\u202e\ufeff',
  'é'.repeat(60),
  'x'.repeat(300),
  'x'.repeat(20_000),
];

export const hostileNumbers = [
  0,
  -1,
  -0,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hostileShapes: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { '': 1 },
  deep(500, (inner) => [inner]),
  deep(500, (inner) => ({ a: inner })),
  Array.from({ length: 5000 }, (_, i) => i),
];

/** Text the database cannot store: the most common cause of a 500 on bad input. */
const unstorableTexts = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y'];

/** One hostile text, unstorable ones often. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...unstorableTexts) },
  { weight: 5, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** One value of any type that breaks what a field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileShapes) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** An id that exists, most often one of the kind the name says. */
export function knownId(name: string, known: Known): fc.Arbitrary<number> {
  const own = Object.hasOwn(known.idsByName, name) ? known.idsByName[name]! : [];
  if (own.length === 0) return fc.constantFrom(...known.ids);
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, fc.constantFrom(...known.ids));
}

/** A value close to what a field of that name expects, so a request gets deep into a call. */
function hinted(name: string, known: Known): fc.Arbitrary<unknown> | null {
  if (name === 'client_id') return fc.constant(known.clientCredentials.client_id);
  if (name === 'client_secret') return fc.constant(known.clientCredentials.client_secret);
  if (/(^|_)ids?$/.test(name)) return knownId(name, known);
  if (/email/.test(name)) return fc.constantFrom(...known.emails, 'new-person@example.com');
  // Everyone's password: a change of password keeps it.
  if (/password/.test(name)) return fc.constant(known.password);
  if (/name$/.test(name)) return fc.constantFrom('Casey', 'Peak Performance', 'Strength');
  if (name === 'custom_url') return fc.constantFrom(...known.texts, 'fresh-url');
  if (name === 'birthdate') return fc.constantFrom('14/02/1990', '29/02/2001', '01/01/2020');
  if (/date$/.test(name)) return fc.constantFrom(...known.days);
  if (name === 'country') return fc.constantFrom('GB', 'US');
  if (/currency/.test(name)) return fc.constantFrom('USD', 'GBP');
  return null;
}

const pick = (schemas: JsonSchema[], name: string, known: Known) =>
  fc.oneof(...schemas.map((s) => validValue(s, name, known)));

/** A value the schema accepts (or nearly: refinements are not in the schema). */
export function validValue(schema: JsonSchema, name: string, known: Known): fc.Arbitrary<unknown> {
  const base = validBase(schema, name, known);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function validBase(schema: JsonSchema, name: string, known: Known): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return pick(schema.anyOf, name, known);
  if (schema.oneOf) return pick(schema.oneOf, name, known);
  if (schema.allOf) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        type: 'object',
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return validValue(merged, name, known);
  }
  const hint = schema.type === 'object' || schema.type === 'array' ? null : hinted(name, known);
  if (hint) return hint;
  switch (schema.type) {
    case 'object':
      return objectValue(schema, known);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name, known), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 20, 20)),
      });
    case 'integer':
    case 'number': {
      const min = (schema.minimum ?? -1000) + (schema.exclusiveMinimum === true ? 1 : 0);
      const max = Math.max(min, schema.maximum ?? 1000);
      return schema.type === 'integer'
        ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function objectValue(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, validValue(child, key, known)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const record = fc.record(shape, { requiredKeys });
  if (typeof schema.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(
    fc.string({ maxLength: 10 }),
    validValue(schema.additionalProperties, '', known),
    { maxKeys: 3 },
  );
  return fc.tuple(record, extra).map(([fixed, more]) => ({ ...more, ...fixed }));
}
