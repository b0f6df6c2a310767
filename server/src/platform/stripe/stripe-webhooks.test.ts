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
      headers: { authorization: 'Bearer sk_test_forma_sandbox' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: customer.id, email: 'pay@example.com' });
    const refused = await t.app.inject({
      url: '/v1/customers',
      headers: { authorization: 'Bearer pk_test_forma_sandbox' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('secret_key_required');
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
