import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../../test/stripe-helpers.ts';
import { startServerProcess } from '../../../../test/server-process.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
} from '../../../../test/paid-helpers.ts';
import { reconcilePurchases } from './reconcile.ts';

/**
 * The server killed at fixed points of a purchase and of a cancel (platform/crash-point.ts),
 * then started again: whatever the kill interrupted ends as access granted or money returned.
 * `CRASH_RANDOM_RUNS=30` (scripts/crash-purchases.mjs) adds kills at random moments.
 */

let t: TestApp;
let coach: Session;
let stripeAccount: string;
let fixedPlan: { id: number; currency: string };
let monthlyPlan: { id: number; currency: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ coach, stripeAccount } = await paidCoach(t));
  fixedPlan = await paidPlan(t, coach, {
    plan_type: 'fixed',
    price_options: [{ period: 'one_off', price: 4900 }],
  });
  monthlyPlan = await paidPlan(t, coach);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

type Action = 'buy fixed' | 'buy monthly' | 'cancel';

/** Sends the client's request to the process; a kill mid-request answers nothing. */
async function send(base: string, client: Session, action: Action) {
  const planId = action === 'buy monthly' ? monthlyPlan.id : fixedPlan.id;
  const [method, path, body] =
    action === 'cancel'
      ? ['DELETE', `stripe/plan/${planId}/unsubscribe`, undefined]
      : [
          'POST',
          `stripe/plan/${planId}/buy`,
          action === 'buy fixed' ? { start_date: today() } : {},
        ];
  try {
    const response = await fetch(`${base}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${client.token}`,
        'client-timezone': 'UTC',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.status;
  } catch {
    return null;
  }
}

/** One life of the server: started with a crash point (or none), one request, then its end. */
async function oneLife(
  client: Session,
  action: Action,
  crashAt: string | undefined,
  killAfterMs?: number,
) {
  const server = await startServerProcess(t.databaseUrl!, { crashAt });
  const killer = killAfterMs === undefined ? null : setTimeout(server.kill, killAfterMs);
  const status = await send(server.url, client, action);
  if (killer) clearTimeout(killer);
  // Deliveries the process made to itself may still be running: it dies as a crash would.
  if (crashAt && status !== null) await new Promise((resolve) => setTimeout(resolve, 1500));
  server.kill();
  const ended = await server.exited;
  return { status, ended, log: server.log() };
}

/**
 * The server starts again (here, the test's own app on the same database, at the address Stripe
 * delivers to: the dead process's pending deliveries are pointed at it), with its
 * reconciliation pass and Stripe's pending deliveries.
 */
async function restart() {
  await t.database.db.execute(
    sql`update stripe_sandbox.deliveries
        set endpoint = ${t.config.publicUrl} || substring(endpoint from position('/api/' in endpoint)),
            next_attempt_at = now()
        where delivered_at is null`,
  );
  for (let round = 0; round < 2; round++) {
    await reconcilePurchases(t.app.ctx, new Date(Date.now() + 60_000));
    await flushStripeEvents(t);
  }
}

const ACCESS = new Set(['active', 'scheduled', 'trialing']);

/**
 * The invariant: every payment Stripe took from the client has a membership with access, or was
 * refunded in full; no membership has access it did not pay for (a trial pays nothing yet).
 */
async function expectMoneyMatchesAccess(client: Session) {
  const ctx = t.app.ctx;
  const rows = [
    ...(await membershipsOf(t, fixedPlan.id)),
    ...(await membershipsOf(t, monthlyPlan.id)),
  ].filter((row) => row.membership.userId === client.private.id);
  const customers = new Set(rows.map((row) => row.charge?.customerId).filter(Boolean));
  const paidFor = new Set<number>();
  for (const customer of customers) {
    const intents = await ctx.stripe.paymentIntents.list(
      { customer: customer!, limit: 100, expand: ['data.latest_charge'] },
      { stripeAccount },
    );
    for (const intent of intents.data.filter((i) => i.status === 'succeeded')) {
      const charge = intent.latest_charge as Stripe.Charge;
      if (charge.amount_refunded === charge.amount) continue;
      const owner = rows.find(
        (row) =>
          row.charge?.paymentIntentId === intent.id ||
          row.payments.some((p) => p.paymentIntentId === intent.id),
      );
      expect(owner, `payment ${intent.id} kept without a membership`).toBeDefined();
      // A client may give up a one-off program they had (no refund, spec 4.7); a purchase
      // cancelled before it gave access must have been refunded.
      const { membership, charge: attempt } = owner!;
      const givenUp =
        membership.state === 'canceled' &&
        membership.canceledBy === 'canceled_by_athlete' &&
        !attempt?.voidRequestedAt;
      expect(
        ACCESS.has(membership.state) || givenUp,
        `payment ${intent.id} kept without access (membership ${membership.state})`,
      ).toBe(true);
      paidFor.add(owner!.membership.id);
    }
  }
  for (const row of rows) {
    if (row.membership.state === 'active' || row.membership.state === 'scheduled') {
      expect(paidFor.has(row.membership.id), `membership ${row.membership.id} unpaid`).toBe(true);
    }
  }
  return rows;
}

describe('the server killed mid-purchase, then started again', { timeout: 180_000 }, () => {
  it('after the purchase is written, before Stripe is asked: nothing charged, the attempt closed', async () => {
    const client = await clientWithCard(t, coach);
    const life = await oneLife(client, 'buy fixed', 'buy.claimed');
    expect(life.log).toContain('crash point reached: buy.claimed');
    await restart();
    const [row] = await expectMoneyMatchesAccess(client);
    expect(row!.membership.state).toBe('incomplete_expired');
  });

  it('after Stripe charged the one-off payment, before its id is written: access granted', async () => {
    const client = await clientWithCard(t, coach);
    expect((await oneLife(client, 'buy fixed', 'buy.charged')).log).toContain(
      'crash point reached: buy.charged',
    );
    await restart();
    const [row] = await expectMoneyMatchesAccess(client);
    expect(row!.membership.state).toBe('active');
  });

  it('after Stripe made the subscription, before its id is written: access granted', async () => {
    const client = await clientWithCard(t, coach);
    expect((await oneLife(client, 'buy monthly', 'buy.charged')).log).toContain(
      'crash point reached: buy.charged',
    );
    await restart();
    const [row] = await expectMoneyMatchesAccess(client);
    expect(row!.membership.state).toBe('active');
  });

  it('after a webhook is received, before it is applied: applied when Stripe delivers it again', async () => {
    const client = await clientWithCard(t, coach);
    expect((await oneLife(client, 'buy fixed', 'webhook.received')).log).toContain(
      'crash point reached: webhook.received',
    );
    await restart();
    const [row] = await expectMoneyMatchesAccess(client);
    expect(row!.membership.state).toBe('active');
  });

  it("between a cancel's row and its Stripe call: the payment is refunded in full", async () => {
    const client = await clientWithCard(t, coach);
    expect((await oneLife(client, 'buy fixed', 'buy.charged')).log).toContain(
      'crash point reached: buy.charged',
    );
    // The client sees the purchase unfinished and cancels it; the server dies again.
    expect((await oneLife(client, 'cancel', 'cancel.recorded')).log).toContain(
      'crash point reached: cancel.recorded',
    );
    await restart();
    const [row] = await expectMoneyMatchesAccess(client);
    expect(row!.membership.state).toBe('canceled');
    expect(row!.payments).toMatchObject([{ amount: 4900, refundedAmount: 4900 }]);
  });

  it('after the cancel undid the payment at Stripe, before it was closed: refunded once', async () => {
    const client = await clientWithCard(t, coach);
    expect((await oneLife(client, 'buy fixed', 'buy.charged')).log).toContain(
      'crash point reached: buy.charged',
    );
    expect((await oneLife(client, 'cancel', 'cancel.undone')).log).toContain(
      'crash point reached: cancel.undone',
    );
    await restart();
    const [row] = await expectMoneyMatchesAccess(client);
    expect(row!.membership.state).toBe('canceled');
    expect(row!.charge!.closedAt).not.toBeNull();
  });
});

const randomRuns = Number(process.env.CRASH_RANDOM_RUNS ?? 1);

describe(`the server killed at ${randomRuns} random moments`, () => {
  it(
    'every payment ends with access or refunded in full',
    { timeout: 120_000 * randomRuns },
    async () => {
      const actions: Action[] = ['buy fixed', 'buy monthly', 'buy fixed'];
      for (let run = 0; run < randomRuns; run++) {
        const client = await clientWithCard(t, coach);
        const action = actions[run % actions.length]!;
        const killAfterMs = Math.floor(Math.random() * 600);
        await oneLife(client, action, undefined, killAfterMs);
        if (run % 2 === 1)
          await oneLife(client, 'cancel', undefined, Math.floor(Math.random() * 600));
        await restart();
        await expectMoneyMatchesAccess(client);
      }
    },
  );
});
