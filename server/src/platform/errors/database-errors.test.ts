import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanListResponse } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  newCoach,
  type Session,
} from '../../../test/programs-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

/**
 * Stands in for what only timing produces: a unique index refusing a row another request wrote
 * since this one checked ('Race'), and for a value the database refuses ('Overflow'). Programs
 * have no such check of their own: this is the error handler's safety net.
 */
const refusingTrigger = [
  `create function bad_input_refuse() returns trigger language plpgsql as $$
  begin
    if new.title = 'Race' then
      raise exception 'duplicate key value violates unique constraint' using errcode = 'unique_violation';
    end if;
    if new.title = 'Overflow' then
      raise exception 'integer out of range' using errcode = 'numeric_value_out_of_range';
    end if;
    return new;
  end $$`,
  `create trigger bad_input_refuse before insert on plans
    for each row execute function bad_input_refuse()`,
];

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  for (const statement of refusingTrigger) await t.database.db.execute(sql.raw(statement));
});
afterAll(async () => {
  await t.close();
});

const plansCount = async () =>
  (await call('GET', 'coach/plans', coach.token)).json<PlanListResponse>().counts.active;

describe('a request the database refuses is the caller’s problem, not a 500', () => {
  it('answers 409 when a concurrent identical request took the unique row first', async () => {
    const before = await plansCount();
    const response = await call('POST', 'coach/plans', coach.token, {
      plan: { plan_type: 'one_many', title: 'Race' },
    });
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)).toEqual({
      base: ['This was just changed by another request. Reload the page and try again.'],
    });
    expect(await plansCount()).toBe(before);
  });

  it('answers 422 when the database refuses the value', async () => {
    const before = await plansCount();
    const response = await call('POST', 'coach/plans', coach.token, {
      plan: { plan_type: 'one_many', title: 'Overflow' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      base: ['A value is out of range or in the wrong format. Check it and try again.'],
    });
    expect(await plansCount()).toBe(before);
  });

  it('still answers 500 for a fault of the server', async () => {
    const plan = await createPlan(t, coach.token);
    await t.database.db.execute(sql.raw('alter table plan_tracks rename to plan_tracks_gone'));
    try {
      const response = await call('GET', `coach/plans/${plan.id}/tracks`, coach.token);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('alter table plan_tracks_gone rename to plan_tracks'));
    }
  });
});
