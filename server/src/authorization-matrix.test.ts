import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyIdFieldsOf,
  bodyIdRefs,
  errorKeyOf,
  leavesOf,
  type BodyIdField,
} from '@forma/contract/common/body-ids';
import {
  callers,
  pathOf,
  type Caller,
  type EndpointDefinition,
  type Outcome,
} from '@forma/contract/common/endpoint';
import { allEndpoints } from '@forma/contract/endpoints';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer } from '../test/helpers.ts';
import { samples, type SampleInput } from '../test/authorization/samples.ts';
import { buildWorld, tokenOf, type World } from '../test/authorization/world.ts';
import { foreignObjects } from '../test/authorization/foreign-objects.ts';
import { bodyIdInputs, inputFor, withIdAt } from '../test/authorization/body-id-inputs.ts';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/**
 * With TEST_SCOPE=once (CI's PGlite step: the whole matrix ran on PostgreSQL) every endpoint is
 * called once, by the first caller it serves, and the body-id cases are left to PostgreSQL.
 */
const once = process.env.TEST_SCOPE === 'once';
const callersOf = (endpoint: EndpointDefinition): readonly Caller[] =>
  once ? [callers.find((caller) => endpoint.access?.[caller] === 'ok') ?? callers[0]] : callers;

const takesInput = (endpoint: EndpointDefinition) =>
  Boolean(endpoint.params ?? endpoint.query ?? endpoint.body ?? endpoint.multipart);

function matches(outcome: Outcome, status: number) {
  return outcome === 'ok' ? status >= 200 && status < 300 : status === outcome;
}

async function payloadOf(endpoint: EndpointDefinition, body: unknown) {
  if (body === undefined) return {};
  if (!endpoint.multipart) return { payload: body as object };
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, Blob | string>)) {
    if (value instanceof Blob) form.append(name, value, 'file.png');
    else form.append(name, value);
  }
  const request = new Request('http://forma.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function send(endpoint: EndpointDefinition, on: World, caller: Caller, input: SampleInput) {
  const token = tokenOf(on, caller);
  const { payload, headers } = await payloadOf(endpoint, input.body);
  return t.app.inject({
    method: endpoint.method,
    url: `/api${pathOf(endpoint, input.params)}`,
    query: input.query,
    headers: { ...(token ? bearer(token) : {}), 'client-timezone': 'UTC', ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });
}

// Every endpoint of the contract, as each of the 8 callers, gets the outcome it declares.
describe.each(allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]))(
  '%s',
  (_name, endpoint) => {
    it('declares an outcome for every caller and has a sample when it takes input', () => {
      expect(Object.keys(endpoint.access ?? {}).sort()).toEqual([...callers].sort());
      if (takesInput(endpoint)) expect(samples.has(endpoint)).toBe(true);
    });

    it.each(callersOf(endpoint).map((caller) => [caller, endpoint.access?.[caller]] as const))(
      'answers %s with %s',
      async (caller: Caller, outcome) => {
        expect(outcome).toBeDefined();
        const sample = samples.get(endpoint);
        const on = sample?.freshWorld ? await buildWorld(t) : world;
        const input = (await sample?.input(on, caller)) ?? {};
        const call = () => send(endpoint, on, caller, input);
        const response = caller === 'blocked_owner' ? await on.whileBlocked(call) : await call();
        expect(
          matches(outcome!, response.statusCode),
          `${response.statusCode} ${response.body}`,
        ).toBe(true);
      },
      20_000,
    );
  },
);

// Body ids (docs/decisions/platform.md 'Body ids'): every id a body names is declared in the
// contract with what it names and the permission it needs, and each caller the endpoint serves gets
// a 422 on that field, with an unknown id's message, for an object it may not use (refused before
// the service does any work: see platform/permissions/body-ids.ts).
const idField = /(^|_)ids?$/;
const named = (path: readonly string[]) => path.filter((part) => part !== '*').at(-1) ?? '';

describe('body ids', () => {
  it('are declared wherever a body takes one', () => {
    const undeclared = allEndpoints.flatMap((endpoint) =>
      endpoint.body && !endpoint.multipart
        ? leavesOf(endpoint.body)
            .filter((leaf) => idField.test(named(leaf.path)) && !bodyIdRefs.has(leaf.schema))
            .map((leaf) => `${endpoint.method} ${endpoint.path}: ${leaf.path.join('.')}`)
        : [],
    );
    expect(undeclared).toEqual([]);
  });
});

const bodyIdCases = allEndpoints.flatMap((endpoint) =>
  endpoint.multipart || once
    ? []
    : bodyIdFieldsOf(endpoint.body).flatMap((field) =>
        callers
          .filter((caller) => endpoint.access[caller] === 'ok')
          .map(
            (caller) =>
              [
                `${endpoint.method} ${endpoint.path} ${field.path.join('.')} as ${caller}`,
                endpoint,
                field,
                caller,
              ] as const,
          ),
      ),
);

describe.each(bodyIdCases)(
  "%s: another account's object is refused like an unknown id",
  (_name, endpoint: EndpointDefinition, field: BodyIdField, caller: Caller) => {
    it('answers 422 on the field', async () => {
      const sample = samples.get(endpoint)!;
      const foreign = (await foreignObjects(world))[field.ref.refers];
      const input = inputFor(await bodyIdInputs(sample, world, caller), field);
      const body = withIdAt(input.body, field.path, foreign);
      const call = () => send(endpoint, world, caller, { ...input, body });
      const response = caller === 'blocked_owner' ? await world.whileBlocked(call) : await call();
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        [errorKeyOf(field)]: [field.ref.unknown],
      });
    }, 20_000);
  },
);
