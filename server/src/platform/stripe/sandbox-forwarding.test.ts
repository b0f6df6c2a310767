import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the in-process sandbox at /sandbox', () => {
  it("answers its test helper that moves a customer's time, with the secret key only", async () => {
    const customer = await t.app.ctx.stripe.customers.create({ email: 'later@example.com' });
    const advance = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/test_helpers/customers/${customer.id}/advance`,
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'seconds=3600',
      });
    const refused = await advance('Bearer pk_test_forma_sandbox');
    expect(refused.statusCode).toBe(401);

    const moved = await advance('Bearer sk_test_forma_sandbox');
    expect(moved.statusCode, moved.body).toBe(200);
    const clock = moved.json<{ id: string; frozen_time: number }>();
    expect(clock.frozen_time).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3599);
    const read = await t.app.ctx.stripe.customers.retrieve(customer.id);
    expect(read).toMatchObject({ test_clock: clock.id });
  });
});
