import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ONGOING_STATES,
  SUBSCRIBED_STATES,
} from '@forma/contract/purchase/membership-states.rules';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The triggers that keep client counts current (migrations 0025 and 0026) spell the membership
 * states out in SQL. A state added to the contract needs a migration that adds it there too.
 */
it("the count triggers' state lists are the contract's ongoing and subscribed states", async () => {
  // node-postgres and PGlite both answer raw SQL with `rows`.
  const { rows } = (await t.database.db.execute(sql`
    select proname as name, prosrc as body from pg_proc
    where proname in ('plan_attention_memberships', 'account_client_counts_membership')`)) as unknown as {
    rows: { name: string; body: string }[];
  };
  expect(rows.map((row) => row.name).sort()).toEqual([
    'account_client_counts_membership',
    'plan_attention_memberships',
  ]);
  const lists = rows.flatMap((row) =>
    [...row.body.matchAll(/(?:ARRAY\[|IN \()('[^)\]]*')[)\]]/g)].map((match) =>
      [...match[1]!.matchAll(/'([^']+)'/g)].map((state) => state[1]).join(','),
    ),
  );
  const known = [ONGOING_STATES.join(','), SUBSCRIBED_STATES.join(',')];
  expect(lists.length).toBeGreaterThanOrEqual(3);
  for (const list of lists) expect(known).toContain(list);
  expect(lists).toContain(known[0]);
  expect(lists).toContain(known[1]);
});
