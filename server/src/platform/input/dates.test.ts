import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@forma/contract/common/days';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';

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

describe('a date that is not in the calendar is refused with 422', () => {
  it('when rescheduling a program, leaving its start as it was', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed' });
    const start = addDays(dayIn(new Date(), 'UTC'), 10);
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: start,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    for (const date of ['9999-99-99', '2023-02-29', '0000-01-01', '9999-12-31']) {
      const response = await call('POST', `plans/${plan.id}/re_add_schedule`, client.token, {
        date,
      });
      expect(response.statusCode, date).toBe(422);
      expect(errorsOf(response).date, date).toEqual(['Please choose a start date.']);
    }
    const info = await call('GET', `plans/${plan.id}/re_add_info`, client.token);
    expect(info.json()).toMatchObject({ start_current_schedule: start });
  });

  it("in a program's launch date", async () => {
    const plan = await createPlan(t, coach.token);
    for (const launch_date of ['0000-01-01', '2023-02-29', '2024-13-01']) {
      const response = await call('PATCH', `coach/plans/${plan.id}`, coach.token, {
        plan: { launch_date },
      });
      expect(response.statusCode, launch_date).toBe(422);
      expect(errorsOf(response).launch_date).toEqual(['Expected a date as YYYY-MM-DD']);
    }
  });

  it('in a birthdate', async () => {
    const response = await call('PATCH', 'users/private', client.token, {
      private: { birthdate: '31/02/1990' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).birthdate).toEqual(['Please provide a valid Date of Birth.']);
  });
});
