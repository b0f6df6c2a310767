import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type Stripe from 'stripe';
import { createSandbox, type Sandbox } from '../sandbox.ts';
import type { SandboxDb } from '../core/database.ts';
import type { WebhookEndpoint } from '../core/settings.ts';

export type Received = { url: string; payload: string; headers: Record<string, string> };

export type TestSandbox = {
  sandbox: Sandbox;
  stripe: Stripe;
  /** Every delivery the sandbox attempted, in the order it sent them. */
  received: Received[];
  /** The endpoints answer this status (200 by default). */
  respondWith(status: number): void;
  close(): Promise<void>;
};

export const TEST_WEBHOOKS: WebhookEndpoint[] = [
  { url: 'http://forma.test/api/stripe/webhook', secret: 'whsec_platform_test', connect: false },
  {
    url: 'http://forma.test/api/stripe/webhook/connect',
    secret: 'whsec_connect_test',
    connect: true,
  },
];

/** A sandbox on an in-memory PGlite, its SDK client, and the events it delivers. */
export async function createTestSandbox(): Promise<TestSandbox> {
  const client = new PGlite();
  const db = drizzle(client) as unknown as SandboxDb;
  const received: Received[] = [];
  let status = 200;
  const sandbox = await createSandbox({
    db,
    publicUrl: 'http://sandbox.test',
    webhooks: TEST_WEBHOOKS,
    deliver: async (url, payload, headers) => {
      received.push({ url, payload, headers });
      return status;
    },
  });
  return {
    sandbox,
    stripe: sandbox.stripe(),
    received,
    respondWith: (next) => (status = next),
    close: async () => {
      await sandbox.close();
      await client.close();
    },
  };
}

/** The types of the events delivered so far, in order. */
export async function deliveredTypes(test: TestSandbox): Promise<string[]> {
  await test.sandbox.deliverEvents();
  return test.received.map((delivery) => (JSON.parse(delivery.payload) as Stripe.Event).type);
}
