import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uniqueEmail } from '../../../test/helpers.ts';
import {
  api,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';

// The sign-up's text (platform.md 5), word for word.
const NAME_RULE =
  'Name field must contain less than 50 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  client = await newClient(t);
});
afterAll(async () => {
  await t.close();
});

async function privateOf(session: Session) {
  return (await call('GET', 'users/me', session.token)).json().private;
}

describe('every write of a name follows the sign-up rules', () => {
  it('PATCH users/private refuses < and > in names and changes nothing', async () => {
    for (const names of [{ first_name: 'Ann<b>' }, { last_name: 'Lee>' }]) {
      const response = await call('PATCH', 'users/private', client.token, {
        private: { ...names, weight: 'lb' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ [Object.keys(names)[0]!]: [NAME_RULE] });
    }
    expect(await privateOf(client)).toMatchObject({
      first_name: client.private.first_name,
      last_name: client.private.last_name,
      weight: client.private.weight,
    });
  });

  it('POST users/me refuses < and > in names, and in the business name, and changes nothing', async () => {
    for (const names of [{ first_name: '<script>' }, { last_name: 'a>b' }]) {
      const response = await call('POST', 'users/me', client.token, {
        user: { ...names, country: 'US' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ [Object.keys(names)[0]!]: [NAME_RULE] });
    }
    expect(await privateOf(client)).toMatchObject({
      first_name: client.private.first_name,
      last_name: client.private.last_name,
      country: client.private.country,
    });

    const business = await call('POST', 'users/me', coach.token, {
      user: { landing_page_attributes: { title: '<b>Gym</b>' } },
    });
    expect(business.statusCode).toBe(422);
    expect(errorsOf(business)).toEqual({ 'landing_page_attributes.title': [NAME_RULE] });
    const current = (await call('GET', 'users/me', coach.token)).json().current;
    expect(current.title).toBe(coach.current.title);
  });

  it("a program client's info refuses < and > in names and changes nothing; blank names stay allowed", async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'individual' });
    const added = await call('POST', `coach/plans/${plan.id}/invites`, coach.token, {
      emails: [uniqueEmail('named')],
      send: false,
    });
    const row = added.json<{ items: ProgramClientRow[] }>().items[0]!;
    const edit = (client: Record<string, unknown>) =>
      call('PATCH', `coach/plans/${plan.id}/clients/${row.id}`, coach.token, { client });

    expect((await edit({ first_name: 'Robin', last_name: 'Hill' })).statusCode).toBe(200);
    for (const names of [{ first_name: 'Rob<in' }, { last_name: 'Hill>' }]) {
      const response = await edit(names);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ [Object.keys(names)[0]!]: [NAME_RULE] });
    }
    const unchanged = await call('GET', `coach/plans/${plan.id}/clients?list=pending`, coach.token);
    expect(unchanged.json<{ items: ProgramClientRow[] }>().items[0]).toMatchObject({
      first_name: 'Robin',
      last_name: 'Hill',
    });

    const blank = await edit({ first_name: ' ', last_name: '' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json<ProgramClientRow>()).toMatchObject({ first_name: null, last_name: null });
  });
});
