import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, pathOf, type Caller, type Outcome } from '@forma/contract/common/endpoint';
import { allEndpoints } from '@forma/contract/endpoints';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer } from '../test/helpers.ts';
import { samples } from '../test/authorization/samples.ts';
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

const takesInput = (endpoint: (typeof allEndpoints)[number]) =>
  Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);

function matches(outcome: Outcome, status: number) {
  return outcome === 'ok' ? status >= 200 && status < 300 : status === outcome;
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
        const input = samples.get(endpoint)?.(world, caller) ?? {};
        const token = tokenOf(world, caller);
        const send = () =>
          t.app.inject({
            method: endpoint.method,
            url: `/api${pathOf(endpoint, input.params)}`,
            query: input.query,
            headers: { ...(token ? bearer(token) : {}), 'client-timezone': 'UTC' },
            ...(input.body !== undefined ? { payload: input.body as object } : {}),
          });
        const response = caller === 'blocked_owner' ? await world.whileBlocked(send) : await send();
        expect(
          matches(outcome!, response.statusCode),
          `${response.statusCode} ${response.body}`,
        ).toBe(true);
      },
    );
  },
);
