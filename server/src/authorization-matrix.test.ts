import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

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

    it.each(callers.map((caller) => [caller, endpoint.access?.[caller]] as const))(
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
