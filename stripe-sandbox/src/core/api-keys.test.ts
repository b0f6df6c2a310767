import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox.ts';
import { sandboxModules } from '../modules.ts';
import { createTestSandbox, type TestSandbox } from '../test/test-sandbox.ts';
import type { SandboxDb } from './database.ts';
import { sandboxKeys } from './keys.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

/** The keys and webhook secrets every copy of the sandbox used to share, published in its README. */
const OLD_CONSTANTS = {
  secretKey: 'sk_test_forma_sandbox',
  webhookSecret: 'whsec_forma_sandbox_platform',
  connectWebhookSecret: 'whsec_forma_sandbox_connect',
};

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key: string) =>
  test.sandbox.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: method === 'POST' ? '' : undefined,
  });

describe("the sandbox's secret key", () => {
  it('is not the old published one: that key is refused as Stripe refuses an unknown key', async () => {
    await test.stripe.customers.create({ email: 'private@example.com' });
    const refused = await call('GET', '/v1/customers', OLD_CONSTANTS.secretKey);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({
      type: 'authentication_error',
      message: 'Invalid API Key provided: sk_test_********dbox',
    });
    const own = await call('GET', '/v1/customers', test.sandbox.settings.secretKey);
    expect(own.statusCode).toBe(200);
  });

  it('is made at random once per database (another has its own), with both webhook secrets, and read back by every start', async () => {
    const client = new PGlite();
    const db = drizzle(client) as unknown as SandboxDb;
    try {
      const [first, ...others] = await Promise.all([
        sandboxKeys(db),
        sandboxKeys(db),
        sandboxKeys(db),
      ]);
      expect(others).toEqual([first, first]);
      expect(first!.secretKey).toMatch(/^sk_test_[0-9a-f]{48}$/);
      expect(first!.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(first!.connectWebhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(first!.webhookSecret).not.toBe(first!.connectWebhookSecret);
      expect(Object.values(first!)).not.toContain(OLD_CONSTANTS.secretKey);

      expect(test.sandbox.settings.secretKey).not.toBe(first!.secretKey);

      const delivered: Array<{ url: string; payload: string; signature: string }> = [];
      const sandbox = await createSandbox({
        db,
        publicUrl: 'http://sandbox.test',
        webhooks: [
          { url: 'http://app.test/platform', connect: false },
          { url: 'http://app.test/connect', connect: true },
        ],
        deliver: async (url, payload, headers) => {
          delivered.push({ url, payload, signature: headers['stripe-signature']! });
          return 200;
        },
      });
      try {
        expect(sandbox.settings.secretKey).toBe(first!.secretKey);
        await sandbox.stripe().customers.create({ email: 'signed@example.com' });
        await sandbox.deliverEvents();
        const [event] = delivered;
        expect(event!.url).toBe('http://app.test/platform');
        const verify = (secret: string) =>
          Stripe.webhooks.constructEvent(event!.payload, event!.signature, secret);
        expect(verify(first!.webhookSecret).type).toBe('customer.created');
        expect(() => verify(OLD_CONSTANTS.webhookSecret)).toThrow();
      } finally {
        await sandbox.close();
      }
    } finally {
      await client.close();
    }
  }, 120_000);
});

describe('the publishable key', () => {
  const refusedRoutes = sandboxModules
    .flatMap((module) => module.routes)
    .filter((route) => !route.publishable)
    .map((route) => ({
      method: route.method,
      url: route.path.replace(/:(\w+)/g, (_match, name: string) => `${name}_unknown`),
    }));

  it('knows which routes Stripe.js may call: a PaymentMethod, and an intent read or confirmed', () => {
    const allowed = sandboxModules
      .flatMap((module) => module.routes)
      .filter((route) => route.publishable)
      .map((route) => `${route.method} ${route.path}`);
    expect(allowed.sort()).toEqual([
      'GET /v1/payment_intents/:id',
      'GET /v1/setup_intents/:id',
      'POST /v1/payment_intents/:id/confirm',
      'POST /v1/payment_methods',
      'POST /v1/setup_intents/:id/confirm',
    ]);
    expect(refusedRoutes.length).toBeGreaterThan(40);
  });

  it('is refused by every other route, the test helpers included, before it reads anything', async () => {
    const answers = await Promise.all(
      refusedRoutes.map(async ({ method, url }) => {
        const response = await call(method, url, test.sandbox.settings.publishableKey);
        return `${method} ${url}: ${response.statusCode} ${response.json().error?.code}`;
      }),
    );
    expect(answers).toEqual(
      refusedRoutes.map(({ method, url }) => `${method} ${url}: 401 secret_key_required`),
    );
  });
});
