import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { stripeWebhookEvents } from './stripe-webhook.tables.ts';
import { WEBHOOK_PATHS } from './stripe-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sandbox = () => t.app.ctx.payments.sandbox!;

function signed(payload: string, secret: string) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

describe('the in-process sandbox', () => {
  it('is the default: the SDK reaches it, and so does a browser at /v1 with the publishable key only where Stripe.js may', async () => {
    expect(t.app.ctx.payments.mode).toBe('sandbox');
    const customer = await t.app.ctx.stripe.customers.create({ email: 'pay@example.com' });
    const read = await t.app.inject({
      url: `/v1/customers/${customer.id}`,
      headers: { authorization: `Bearer ${t.config.stripe.secretKey}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: customer.id, email: 'pay@example.com' });
    const refused = await t.app.inject({
      url: '/v1/customers',
      headers: { authorization: `Bearer ${t.config.stripe.publishableKey}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('secret_key_required');
  });
});

describe('the webhook signing secrets', () => {
  const post = (path: string, id: string, secret: string) => {
    const payload = JSON.stringify({ id, object: 'event', type: 'balance.available' });
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload, secret) },
      payload,
    });
  };
  const recorded = async (id: string) =>
    t.database.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, id));

  it('are not the old published ones: an event signed with those is refused by both endpoints and recorded nowhere', async () => {
    const platform = await post(
      WEBHOOK_PATHS.platform,
      'evt_old_platform',
      'whsec_forma_sandbox_platform',
    );
    expect(platform.statusCode).toBe(400);
    expect(platform.json()).toEqual({ errors: { base: ['The webhook signature is not valid.'] } });
    const connect = await post(
      WEBHOOK_PATHS.connect,
      'evt_old_connect',
      'whsec_forma_sandbox_connect',
    );
    expect(connect.statusCode).toBe(400);
    expect(await recorded('evt_old_platform')).toHaveLength(0);
    expect(await recorded('evt_old_connect')).toHaveLength(0);
  });

  it("are the sandbox's own, made at random and kept in its schema: each endpoint takes its own", async () => {
    const { stripe } = t.config;
    expect(stripe.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(stripe.connectWebhookSecret).not.toBe(stripe.webhookSecret);
    expect(
      (await post(WEBHOOK_PATHS.platform, 'evt_own_platform', stripe.webhookSecret)).statusCode,
    ).toBe(200);
    expect(
      (await post(WEBHOOK_PATHS.connect, 'evt_own_connect', stripe.connectWebhookSecret))
        .statusCode,
    ).toBe(200);
    expect(await recorded('evt_own_platform')).toHaveLength(1);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses an event whose signature does not verify, and records nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.created' });
    for (const signature of [undefined, 't=1,v1=abc', signed(payload, 'whsec_wrong')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATHS.platform,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const rows = await t.database.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, 'evt_forged'));
    expect(rows).toHaveLength(0);
  });

  it('receives the sandbox events once each, even when they are delivered twice and out of order', async () => {
    sandbox().settings.chaos = { duplicate: true, reorder: true };
    try {
      const customer = await t.app.ctx.stripe.customers.create({ email: 'twice@example.com' });
      await t.app.ctx.stripe.customers.update(customer.id, { name: 'Twice' });
      while ((await sandbox().deliverEvents()) > 0);
      const events = await t.app.ctx.stripe.events.list({ limit: 2 });
      for (const event of events.data) {
        const [row] = await t.database.db
          .select()
          .from(stripeWebhookEvents)
          .where(eq(stripeWebhookEvents.id, event.id));
        expect(row?.type).toBe(event.type);
        expect(row?.processedAt).toBeInstanceOf(Date);
      }
    } finally {
      sandbox().settings.chaos = { duplicate: false, reorder: false };
    }
  });

  it('accepts the Connect endpoint only with the Connect secret', async () => {
    const payload = JSON.stringify({
      id: 'evt_connect_test',
      object: 'event',
      type: 'account.updated',
      account: 'acct_unknown',
      data: { object: { id: 'acct_unknown', object: 'account' } },
    });
    const withPlatformSecret = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATHS.connect,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signed(payload, t.config.stripe.webhookSecret),
      },
      payload,
    });
    expect(withPlatformSecret.statusCode).toBe(400);
  });
});
