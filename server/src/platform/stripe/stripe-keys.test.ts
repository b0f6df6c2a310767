import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { withStripeKeys } from './stripe-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const keptKeys = async () => {
  const result = (await t.database.db.execute(
    sql`select value from stripe_sandbox.settings where name = 'keys'`,
  )) as unknown as { rows: Array<{ value: Record<string, string> }> };
  return result.rows;
};

describe("the sandbox's keys", () => {
  it('are kept in its schema, and another server process on the database reads the same', async () => {
    const { stripe } = t.app.ctx.config;
    expect(await keptKeys()).toEqual([
      {
        value: {
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          connectWebhookSecret: stripe.connectWebhookSecret,
        },
      },
    ]);
    expect(t.app.ctx.payments.sandbox!.settings.secretKey).toBe(stripe.secretKey);
    const another = await withStripeKeys(loadConfig({ NODE_ENV: 'test' }), t.database.db);
    expect(another.stripe).toEqual(stripe);
  });

  it('are made once when several processes start together on a new database', async () => {
    await t.database.db.execute(sql`delete from stripe_sandbox.settings where name = 'keys'`);
    const starts = await Promise.all(
      Array.from({ length: 6 }, () =>
        withStripeKeys(loadConfig({ NODE_ENV: 'test' }), t.database.db),
      ),
    );
    const made = starts[0]!.stripe;
    expect(made.secretKey).not.toBe(t.app.ctx.config.stripe.secretKey);
    expect(starts.map((start) => start.stripe)).toEqual(starts.map(() => made));
    expect(await keptKeys()).toHaveLength(1);
  });

  it('give way to the webhook secrets the settings name', async () => {
    const named = await withStripeKeys(
      loadConfig({ NODE_ENV: 'test', STRIPE_WEBHOOK_SECRET: 'whsec_chosen' }),
      t.database.db,
    );
    expect(named.stripe.webhookSecret).toBe('whsec_chosen');
    expect(named.stripe.connectWebhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
  });
});
