import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaiverAcceptancesResponse } from '@forma/contract/clients/waiver-acceptances.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

const waiver = { enabled: true, text: '<p>Train within your limits.</p>', attachments: [] };

describe("the program's waiver acceptances (2.8)", () => {
  it('lists who accepted the waiver and when, newest first, page by page', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Waivered', waiver });
    const first = await newClient(t);
    const second = await newClient(t);
    for (const client of [first, second]) {
      const accepted = await call('POST', `plans/${plan.id}/waiver/accept`, client.token);
      expect(accepted.statusCode, accepted.body).toBe(200);
    }

    const response = await call('GET', `coach/plans/${plan.id}/waiver/acceptances`, coach.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<WaiverAcceptancesResponse>();
    expect(body.items.map((a) => [a.user_id, a.email])).toEqual([
      [second.private.id, second.email.toLowerCase()],
      [first.private.id, first.email.toLowerCase()],
    ]);
    const name = `${first.private.first_name} ${first.private.last_name}`;
    expect(body.items[1]!.full_name).toBe(name);
    expect(body.items[1]!.accepted_text).toMatch(
      new RegExp(
        `^${name} accepted the waiver to Waivered on \\d{2}/\\d{2}/\\d{4} at \\d{2}:\\d{2}$`,
      ),
    );
    expect(body.pagination.total_count).toBe(2);

    const paged = await call(
      'GET',
      `coach/plans/${plan.id}/waiver/acceptances?per_page=1&page=2`,
      coach.token,
    );
    const page2 = paged.json<WaiverAcceptancesResponse>();
    expect(page2.items.map((a) => a.user_id)).toEqual([first.private.id]);
    expect(page2.pagination.total_pages).toBe(2);
  });

  it('answers an empty list for a program nobody accepted yet', async () => {
    const plan = await publishedPlan(t, coach.token, { waiver });
    const body = (
      await call('GET', `coach/plans/${plan.id}/waiver/acceptances`, coach.token)
    ).json<WaiverAcceptancesResponse>();
    expect(body.items).toEqual([]);
    expect(body.pagination.total_count).toBe(0);
  });

  it('refuses another coach, a client and a visitor', async () => {
    const plan = await publishedPlan(t, coach.token, { waiver });
    const other = await newCoach(t);
    const client = await newClient(t);
    const url = `coach/plans/${plan.id}/waiver/acceptances`;
    expect((await call('GET', url, other.token)).statusCode).toBe(404);
    expect((await call('GET', url, client.token)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
