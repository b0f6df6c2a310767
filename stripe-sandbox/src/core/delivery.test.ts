import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_ACCOUNT, INDIVIDUAL_DETAILS } from '../test/connect-fixtures.ts';
import { createTestSandbox, TEST_WEBHOOKS, type TestSandbox } from '../test/test-sandbox.ts';
import { createSandbox } from '../sandbox.ts';
import type { SandboxDb } from './database.ts';
import { deliverDue } from './delivery.ts';

const [PLATFORM, CONNECT] = TEST_WEBHOOKS as [
  (typeof TEST_WEBHOOKS)[number],
  (typeof TEST_WEBHOOKS)[number],
];

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());
beforeEach(async () => {
  // Each test starts with nothing waiting, every endpoint answering, no chaos.
  await test.sandbox.deliverEvents();
  await test.sandbox.run(null, (ctx) =>
    ctx.tx.execute(
      sql`update stripe_sandbox.deliveries set delivered_at = now() where delivered_at is null`,
    ),
  );
  test.received.length = 0;
  test.respondWith(200);
  test.sandbox.settings.chaos.duplicate = false;
  test.sandbox.settings.chaos.reorder = false;
});

const eventOf = (payload: string) => JSON.parse(payload) as Stripe.Event;

/** Time passes for the deliveries waiting to be retried: they are due now. */
const retriesDue = () =>
  test.sandbox.run(null, (ctx) =>
    ctx.tx.execute(
      sql`update stripe_sandbox.deliveries set next_attempt_at = now() - interval '1 second'
          where delivered_at is null`,
    ),
  );

describe('webhook delivery', () => {
  it("signs each event with its endpoint's secret, as Stripe.webhooks.constructEvent checks", async () => {
    await test.stripe.customers.create({ email: 'signed@example.com' });
    await test.sandbox.deliverEvents();
    const [delivery] = test.received;
    expect(delivery!.url).toBe(PLATFORM.url);
    const signature = delivery!.headers['stripe-signature']!;
    const event = test.stripe.webhooks.constructEvent(
      delivery!.payload,
      signature,
      PLATFORM.secret,
    );
    expect(event.type).toBe('customer.created');
    expect(() =>
      test.stripe.webhooks.constructEvent(delivery!.payload, signature, CONNECT.secret),
    ).toThrow(/signature/i);
    expect(() =>
      test.stripe.webhooks.constructEvent(`${delivery!.payload} `, signature, PLATFORM.secret),
    ).toThrow(/signature/i);
  });

  it("sends a connected account's events, naming the account, only to the Connect endpoint", async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    await test.stripe.accounts.update(account.id, INDIVIDUAL_DETAILS);
    await test.stripe.customers.create(
      { email: 'client@example.com' },
      { stripeAccount: account.id },
    );
    await test.stripe.customers.create({ email: 'platform@example.com' });
    await test.sandbox.deliverEvents();

    const connected = test.received.filter((delivery) => delivery.url === CONNECT.url);
    const platform = test.received.filter((delivery) => delivery.url === PLATFORM.url);
    const connectEvents = connected.map((delivery) =>
      test.stripe.webhooks.constructEvent(
        delivery.payload,
        delivery.headers['stripe-signature']!,
        CONNECT.secret,
      ),
    );
    expect(connectEvents.map((event) => [event.type, event.account])).toEqual([
      ['account.updated', account.id],
      ['customer.created', account.id],
    ]);
    expect(platform.map((delivery) => eventOf(delivery.payload))).toEqual([
      expect.objectContaining({ type: 'customer.created' }),
    ]);
    expect(eventOf(platform[0]!.payload)).not.toHaveProperty('account');
  });

  it('retries a delivery the endpoint refused, later', async () => {
    test.respondWith(500);
    await test.stripe.customers.create({ email: 'retry@example.com' });
    await test.sandbox.deliverEvents();
    expect(test.received).toHaveLength(1);

    // Not again at once: the next attempt waits.
    await test.sandbox.deliverEvents();
    expect(test.received).toHaveLength(1);

    test.respondWith(200);
    await retriesDue();
    await test.sandbox.deliverEvents();
    expect(test.received).toHaveLength(2);
    expect(eventOf(test.received[1]!.payload).id).toBe(eventOf(test.received[0]!.payload).id);

    await retriesDue();
    await test.sandbox.deliverEvents();
    expect(test.received).toHaveLength(2);
  });

  it('duplicates every event with chaos.duplicate', async () => {
    test.sandbox.settings.chaos.duplicate = true;
    await test.stripe.customers.create({ email: 'twice@example.com' });
    await test.sandbox.deliverEvents();
    const events = test.received.map((delivery) => eventOf(delivery.payload));
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'customer.created']);
    expect(events[0]!.id).toBe(events[1]!.id);
  });

  it('reverses each batch with chaos.reorder', async () => {
    test.respondWith(500);
    for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) {
      await test.stripe.customers.create({ email });
    }
    await test.sandbox.deliverEvents();
    test.received.length = 0;

    test.sandbox.settings.chaos.reorder = true;
    test.respondWith(200);
    await retriesDue();
    await test.sandbox.deliverEvents();
    expect(
      test.received.map(
        (delivery) => (eventOf(delivery.payload).data.object as Stripe.Customer).email,
      ),
    ).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
  });
});

describe('the delivery lease', () => {
  // Its own sandbox, whose endpoint hangs until released: a new PGlite takes a while.
  it(
    'keeps a delivery being sent from being sent again by another process',
    { timeout: 60_000 },
    async () => {
      const client = new PGlite();
      const db = drizzle(client) as unknown as SandboxDb;
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const sent: string[] = [];
      const sandbox = await createSandbox({
        db,
        publicUrl: 'http://sandbox.test',
        webhooks: TEST_WEBHOOKS,
        deliver: async (_url, payload) => {
          sent.push(payload);
          await gate;
          return 200;
        },
      });
      try {
        await sandbox.stripe().customers.create({ email: 'leased@example.com' });
        await vi.waitFor(() => expect(sent).toHaveLength(1));
        const other = vi.fn(async () => 200);
        expect(await deliverDue(db, sandbox.settings, other)).toBe(0);
        release();
        await sandbox.deliverEvents();
        expect(await deliverDue(db, sandbox.settings, other)).toBe(0);
        expect(other).not.toHaveBeenCalled();
        expect(sent).toHaveLength(1);
      } finally {
        release();
        await sandbox.close();
        await client.close();
      }
    },
  );
});
