import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, newClient, newCoach, setPlan, type Session } from '../../../test/programs-helpers.ts';
import { coachSubscriptions, platformPlans } from '../platform-plan/platform-plan.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let pro: Session;
let own: Exercise;

const exercise = {
  name: 'Banded Good Morning',
  category: 'strength',
  muscle_group: 'back',
  equipment: 'accessories',
};

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  pro = await newCoach(t);
  const created = await call('POST', 'exercises', pro.token, { exercise });
  expect(created.statusCode, created.body).toBe(201);
  own = created.json<Exercise>();
});
afterAll(async () => {
  await t.close();
});

const restricted = {
  errors: {
    base: [
      'Creating and editing exercises is part of the PROFESSIONAL plan. Upgrade to build your own exercise library.',
    ],
  },
  restricted: 'exercises',
};

async function onStarter(coach: Session) {
  const db = t.database.db;
  const [starter] = await db
    .select()
    .from(platformPlans)
    .where(eq(platformPlans.productKind, 'starter'));
  await db
    .update(coachSubscriptions)
    .set({ active: true, freePlan: false, state: 'active', planId: starter!.id })
    .where(eq(coachSubscriptions.accountId, coach.current.id));
}

async function onTrial(coach: Session) {
  await t.database.db
    .update(coachSubscriptions)
    .set({
      active: true,
      freePlan: false,
      trial: true,
      state: null,
      planId: null,
      trialEndDate: new Date(Date.now() + 10 * 24 * 3600 * 1000),
    })
    .where(eq(coachSubscriptions.accountId, coach.current.id));
}

describe('who may use the exercise library', () => {
  it('asks a visitor to sign in and refuses clients', async () => {
    const client = await newClient(t);
    for (const token of [null, client.token]) {
      const expected = token ? 403 : 401;
      expect((await call('GET', 'exercises', token)).statusCode).toBe(expected);
      expect((await call('GET', `exercises/${own.id}`, token)).statusCode).toBe(expected);
      expect((await call('POST', 'exercises', token, { exercise })).statusCode).toBe(expected);
      expect((await call('DELETE', `exercises/${own.id}`, token)).statusCode).toBe(expected);
    }
  });

  it('lets a FREE coach browse both libraries but not create, edit or delete', async () => {
    const free = await newCoach(t, 'free');
    expect((await call('GET', 'exercises?library=product', free.token)).statusCode).toBe(200);
    expect((await call('GET', 'exercises?library=mine', free.token)).statusCode).toBe(200);
    const create = await call('POST', 'exercises', free.token, { exercise });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(restricted);

    // Made while on PROFESSIONAL, then moved to FREE: kept, but no longer editable.
    await setPlan(t, free.current.id, 'pro');
    const made = await call('POST', 'exercises', free.token, { exercise });
    await setPlan(t, free.current.id, 'free');
    const id = made.json<Exercise>().id;
    expect((await call('GET', `exercises/${id}`, free.token)).statusCode).toBe(200);
    const edit = await call('PATCH', `exercises/${id}`, free.token, { exercise: { name: 'X' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual(restricted);
    expect((await call('DELETE', `exercises/${id}`, free.token)).statusCode).toBe(403);
  });

  it('refuses the legacy Starter plan and lets a trial create', async () => {
    const starter = await newCoach(t);
    await onStarter(starter);
    const refused = await call('POST', 'exercises', starter.token, { exercise });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(restricted);

    const trial = await newCoach(t, 'free');
    await onTrial(trial);
    expect((await call('POST', 'exercises', trial.token, { exercise })).statusCode).toBe(201);
  });

  it('closes the library to a blocked account (406)', async () => {
    const blocked = await newCoach(t);
    await setPlan(t, blocked.current.id, 'blocked');
    expect((await call('GET', 'exercises', blocked.token)).statusCode).toBe(406);
    expect((await call('POST', 'exercises', blocked.token, { exercise })).statusCode).toBe(406);
  });

  it("does not find another account's exercise", async () => {
    const other = await newCoach(t);
    expect((await call('GET', `exercises/${own.id}`, other.token)).statusCode).toBe(404);
    const edit = await call('PATCH', `exercises/${own.id}`, other.token, {
      exercise: { name: 'Mine Now' },
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `exercises/${own.id}`, other.token)).statusCode).toBe(404);
    const theirs = await call('GET', 'exercises?library=mine', other.token);
    expect(theirs.json<{ items: Exercise[] }>().items).toEqual([]);
  });
});
