import fc from 'fast-check';
import type { Endpoint, Field } from './endpoints.ts';
import { mutation, spoil } from './mutations.ts';
import { multipartBody, type Body } from './multipart.ts';
import {
  hostileText,
  hostileTexts,
  hostileValue,
  knownId,
  validValue,
  type Known,
} from './values.ts';

export type Who = 'coach' | 'client' | 'anonymous';

/** One generated request, before the caller's token is added. */
export type BadRequest = {
  who: Who;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** What each request gets wrong; the other parts are valid, so the fault reaches the call. */
type Fault = 'path' | 'query' | 'body' | 'headers' | 'none';

const LONE_SURROGATE = /[\uD800-\uDFFF]/;

/** Percent-encodes any text; a lone surrogate (no UTF-8 form) becomes a malformed sequence. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (LONE_SURROGATE.test(c) ? '%ED%A0%80' : encode(c))).join('');
  }
}

const brokenEncodings = ['%00', '%E0%A4%A', '%ED%A0%80', '%', '%zz', '%2F', '..', '%2e%2e'];

const text = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

// --- Path ---

function goodSegment(field: Field, known: Known): fc.Arbitrary<string> {
  if (field.schema.enum) return fc.constantFrom(...field.schema.enum.map(String));
  if (/^\w*id$/.test(field.name)) {
    return fc.oneof(
      { weight: 4, arbitrary: knownId(field.name, known).map(String) },
      fc.constantFrom(...known.texts),
    );
  }
  return validValue(field.schema, field.name, known).map((v) => encode(text(v)));
}

/** Ids written in ways a path must not accept. */
const hostileIds = [
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '1e3',
  '1.5',
  '-1',
  '0',
  '007',
  '2147483648',
  '99999999999',
];

const badSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileIds).map(encode) },
  { weight: 3, arbitrary: hostileText.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...brokenEncodings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encode) },
);

/** The rest of a wildcard path (`/uploads/*`, pages). */
function wildcard(known: Known, bad: boolean): fc.Arbitrary<string> {
  const start = fc.constantFrom('p', 'plan', 'media', 'assets', 'uploads', 'x');
  const rest = bad ? badSegment : fc.constantFrom(...known.texts);
  return fc
    .tuple(start, fc.array(rest, { minLength: 1, maxLength: 3 }))
    .map(([first, others]) => [first, ...others].join('/'));
}

function pathOf(endpoint: Endpoint, known: Known, bad: boolean): fc.Arbitrary<string> {
  const spoilt = bad ? fc.nat({ max: Math.max(endpoint.params.length - 1, 0) }) : fc.constant(-1);
  return spoilt.chain((badIndex) =>
    fc
      .tuple(
        ...endpoint.params.map((field, i) =>
          field.name === '*'
            ? wildcard(known, i === badIndex)
            : i === badIndex
              ? badSegment
              : goodSegment(field, known),
        ),
      )
      .map((parts) => {
        let index = 0;
        return endpoint.path.replace(/:\w+|\*/g, () => parts[index++]!);
      }),
  );
}

// --- Query ---

type Pair = readonly [string, unknown];

function queryOf(endpoint: Endpoint, known: Known, bad: boolean): fc.Arbitrary<string> {
  const good = fc.tuple(
    ...endpoint.query.map((field) =>
      fc.option(
        validValue(field.schema, field.name, known).map((value): Pair => [field.name, value]),
        { freq: 2 },
      ),
    ),
  );
  const names = [
    ...endpoint.query.map((f) => f.name),
    'x',
    '__proto__',
    'constructor[prototype][x]',
  ];
  const badPairs = fc.oneof(
    fc.array(fc.tuple(fc.constantFrom(...names), hostileValue), { minLength: 1, maxLength: 2 }),
    fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...hostileTexts)), {
      minLength: 2,
      maxLength: 3,
    }),
  );
  const rawTail = fc.option(
    fc.constantFrom('a=%00', 'b=%E0%A4%A', '%00=1', 'c=%ED%A0%80', 'page=1&page=2', '&&=&'),
  );
  return fc
    .tuple(good, bad ? badPairs : fc.constant([]), bad ? rawTail : fc.constant(null))
    .map(([chosen, wrong, tail]) => {
      const pairs: string[] = [];
      for (const [key, value] of [...chosen.filter((c) => c !== null), ...wrong]) {
        const list = Array.isArray(value) ? value : [value];
        for (const item of list) pairs.push(`${encode(key)}=${encode(text(item))}`);
      }
      if (tail) pairs.push(tail);
      return pairs.length ? `?${pairs.join('&')}` : '';
    });
}

// --- Body ---

const json = { 'content-type': 'application/json' };

const rawJsonTexts = [
  '',
  ' ',
  '{',
  'null',
  '[]',
  '"x"',
  '"\\u0000"',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '1e400',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
];

const otherBodies: Body[] = [
  { headers: json, payload: `"${'x'.repeat(1_050_000)}"` },
  { headers: {} },
  { headers: json },
  { headers: { 'content-type': 'text/plain' }, payload: '{"a":1}' },
  { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=%00&b=1' },
  { headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
];

function goodBody(endpoint: Endpoint, known: Known): fc.Arbitrary<Body> {
  if (!endpoint.body) return fc.constantFrom<Body>({ headers: {} }, { headers: json });
  return validValue(endpoint.body, '', known).map((value) => ({
    headers: json,
    payload: JSON.stringify(value) ?? '',
  }));
}

/** The endpoint's own body spoiled in a few places, broken JSON, other types, multipart. */
function badBody(endpoint: Endpoint, known: Known & { image: Buffer }): fc.Arbitrary<Body> {
  const base = endpoint.body ? validValue(endpoint.body, '', known) : fc.anything({ maxDepth: 2 });
  const spoiled = fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([valid, changes]): Body => ({
      headers: json,
      payload: JSON.stringify(spoil(valid, changes)) ?? '',
    }));
  return fc.oneof(
    { weight: 6, arbitrary: spoiled },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...rawJsonTexts).map((payload) => ({ headers: json, payload })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...otherBodies) },
    { weight: 2, arbitrary: multipartBody(known) },
  );
}

// --- Headers ---

const goodHeaders = fc.constantFrom<Record<string, string>>(
  { 'client-timezone': 'UTC' },
  { 'client-timezone': 'Europe/London' },
  {},
);
const badHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc
    .constantFrom('Mars/Phobos', '', '+99:00', 'x'.repeat(300), '../../etc/localtime')
    .map((zone) => ({ 'client-timezone': zone })),
  fc
    .constantFrom('0', 'abc', '99999999999999999999', '-1', '1e3', '')
    .map((version) => ({ 'api-version': version })),
  fc.constantFrom(
    { authorization: 'Bearer' },
    { authorization: 'Bearer x'.repeat(500) },
    { authorization: 'Basic Og==' },
  ),
);

/**
 * Requests to one endpoint from the coach, the client or nobody, each with one part wrong: the
 * path, the query, the body or a header (or none, so valid calls run between the bad ones).
 */
export function badRequests(
  endpoint: Endpoint,
  known: Known & { image: Buffer },
): fc.Arbitrary<BadRequest> {
  const takesBody = !['GET', 'HEAD'].includes(endpoint.method);
  const faults: Fault[] = [
    ...(endpoint.params.length ? (['path', 'path'] as const) : []),
    'query',
    ...(takesBody ? (['body', 'body', 'body'] as const) : []),
    'headers',
    'none',
  ];
  return fc.constantFrom(...faults).chain((fault) =>
    fc
      .record({
        who: fc.constantFrom<Who>('coach', 'coach', 'client', 'client', 'anonymous'),
        method:
          endpoint.method === 'GET'
            ? fc.constantFrom('GET', 'GET', 'HEAD')
            : fc.constant(endpoint.method),
        path: pathOf(endpoint, known, fault === 'path'),
        query: queryOf(endpoint, known, fault === 'query'),
        body:
          fault === 'body'
            ? badBody(endpoint, known)
            : takesBody
              ? goodBody(endpoint, known)
              : fc.constant<Body>({ headers: {} }),
        headers: fault === 'headers' ? badHeaders : goodHeaders,
      })
      .map(({ who, method, path, query, body, headers }) => ({
        who,
        method,
        url: `${path}${query}`,
        headers: { ...headers, ...body.headers },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      })),
  );
}
