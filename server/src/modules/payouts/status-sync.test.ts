import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LiveDelivery } from '../../platform/live/live-bus.ts';
import { outboxEvents } from '../../platform/events/outbox.tables.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, joinAccount, newCoach, type Session } from '../../../test/programs-helpers.ts';
import {
  completeOnboarding,
  connectStripe,
  flushStripeEvents,
  stripeRowOf,
} from '../../../test/stripe-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

const sandbox = () => t.app.ctx.payments.sandbox!;
const me = async (coach: Session) => (await call('GET', 'users/me', coach.token)).json().current;
const warnings = async (coach: Session) =>
  (await call('GET', 'users/warnings', coach.token)).json() as Array<{ type: string }>;

describe('the connected account kept as Stripe holds it (webhooks)', () => {
  it('follows the account through onboarding, whatever the order and number of deliveries', async () => {
    sandbox().settings.chaos = { duplicate: true, reorder: true };
    try {
      const coach = await newCoach(t);
      const stripeAccount = await connectStripe(t, coach, { onboarded: 'nothing' });
      const fresh = await stripeRowOf(t, coach.current.id);
      expect(fresh).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });
      expect(fresh!.requirementsDue).toContain('external_account');

      // Only the webhooks bring the row up to date from here.
      await completeOnboarding(t, coach, stripeAccount, 'charges');
      await flushStripeEvents(t);
      expect(await stripeRowOf(t, coach.current.id)).toMatchObject({
        chargesEnabled: true,
        payoutsEnabled: false,
        detailsSubmitted: true,
        requirementsDue: ['external_account'],
        requirementsDenied: [],
        externalAccount: null,
      });

      await t.app.ctx.stripe.accounts.createExternalAccount(stripeAccount, {
        external_account: {
          object: 'bank_account',
          country: 'GB',
          currency: 'gbp',
          routing_number: '108800',
          account_number: '00012345',
        },
      });
      await flushStripeEvents(t);
      const done = await stripeRowOf(t, coach.current.id);
      expect(done).toMatchObject({
        chargesEnabled: true,
        payoutsEnabled: true,
        requirementsDue: [],
        disabledReason: null,
        externalAccount: { last4: '2345', country: 'GB', currency: 'GBP' },
      });
      const changes = await t.database.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.name, 'stripe_account.changed'));
      expect(
        changes
          .map((row) => row.payload as { accountId: number; status: string })
          .filter((payload) => payload.accountId === coach.current.id)
          .map((payload) => payload.status),
      ).toEqual(['restricted', 'restricted', 'enabled']);
    } finally {
      sandbox().settings.chaos = { duplicate: false, reorder: false };
    }
  });

  it('lists the fields Stripe denied', async () => {
    const coach = await newCoach(t);
    await call('PUT', 'accounts/switch', coach.token, { id: coach.private.id });
    const stripeAccount = await connectStripe(t, coach, { onboarded: 'nothing' });
    await completeOnboarding(t, coach, stripeAccount, 'everything');
    await t.app.ctx.stripe.accounts.update(stripeAccount, {
      individual: { id_number: '111111111' },
    });
    await flushStripeEvents(t);
    const row = await stripeRowOf(t, coach.private.id);
    expect(row!.requirementsDenied).toEqual(['individual.id_number']);
    const current = await me(coach);
    expect(current.stripe_connect.verification_fields).toContain('individual.id_number');
    expect(current.stripe_connect_status).toBe('restricted');
  });
});

describe("users/me's Stripe fields and the verification warning (platform.md 3, 4)", () => {
  it('shows the connection as it goes, and warns the owner until Stripe can pay out', async () => {
    const coach = await newCoach(t);
    const before = await me(coach);
    expect(before).toMatchObject({
      stripe_connect: null,
      stripe_account_type: null,
      stripe_connect_status: null,
      stripe_connect_payouts: null,
    });
    expect(await warnings(coach)).toEqual([]);

    const stripeAccount = await connectStripe(t, coach, { onboarded: 'nothing' });
    const started = await me(coach);
    expect(started).toMatchObject({
      stripe_connect: {
        external_account: null,
        charges_enabled: false,
        payouts_enabled: false,
        account: stripeAccount,
      },
      stripe_account_type: 'custom',
      stripe_connect_status: 'restricted',
      stripe_connect_payouts: false,
    });
    expect(started.stripe_connect.verification_fields).toContain('external_account');
    expect(await warnings(coach)).toEqual([{ type: 'coach-stripe-verification-needed', data: [] }]);
    // A coach of the team sees what the account can do, not its bank, and is not warned.
    const teamCoach = await newCoach(t);
    await joinAccount(t, teamCoach, coach.current.id);
    expect(await me(teamCoach)).toMatchObject({
      stripe_connect: { charges_enabled: false, account: stripeAccount },
      stripe_connect_status: 'restricted',
    });
    expect(await warnings(teamCoach)).toEqual([]);

    await completeOnboarding(t, coach, stripeAccount, 'charges');
    await flushStripeEvents(t);
    expect((await me(coach)).stripe_connect).toMatchObject({
      verification_fields: ['external_account'],
      charges_enabled: true,
      payouts_enabled: false,
    });
    expect(await warnings(coach)).toEqual([{ type: 'coach-stripe-verification-needed', data: [] }]);

    await completeOnboarding(t, coach, stripeAccount, 'everything');
    await flushStripeEvents(t);
    const enabled = await me(coach);
    expect(enabled).toMatchObject({
      stripe_connect: {
        external_account: expect.stringMatching(/ •••• 2345$/),
        verification_fields: [],
        charges_enabled: true,
        payouts_enabled: true,
        account: stripeAccount,
      },
      stripe_connect_status: 'enabled',
      stripe_connect_payouts: true,
    });
    expect(await warnings(coach)).toEqual([]);
    expect((await me(teamCoach)).stripe_connect).toMatchObject({
      external_account: null,
      charges_enabled: true,
      payouts_enabled: true,
    });
  });

  it("tells the owner's open tabs when the status changes (stripe_status_changed)", async () => {
    const coach = await newCoach(t);
    const deliveries: LiveDelivery[] = [];
    const stop = t.app.ctx.live.subscribe((delivery) => deliveries.push(delivery));
    try {
      const stripeAccount = await connectStripe(t, coach, { onboarded: 'everything' });
      await vi.waitFor(() =>
        expect(deliveries.at(-1)).toMatchObject({
          userId: coach.private.id,
          channel: 'SystemNotificationChannel',
          message: {
            type: 'stripe_status_changed',
            event: null,
            data: {
              account_id: coach.current.id,
              stripe_connect_status: 'enabled',
              stripe_connect_payouts: true,
              stripe_connect: { account: stripeAccount, charges_enabled: true },
            },
          },
        }),
      );
      const told = deliveries.length;
      // Stripe telling what Forma already shows again is no change.
      await t.app.ctx.stripe.accounts.update(stripeAccount, { metadata: { note: 'same' } });
      await flushStripeEvents(t);
      expect(deliveries).toHaveLength(told);
    } finally {
      stop();
    }
  });

  it('forgets an account Stripe no longer has', async () => {
    const coach = await newCoach(t);
    const stripeAccount = await connectStripe(t, coach, { onboarded: 'nothing' });
    await t.app.ctx.stripe.accounts.del(stripeAccount);
    await flushStripeEvents(t);
    const answer = await call('GET', 'stripe/account', coach.token);
    expect(answer.json()).toEqual({ stripe_account: null });
    expect(await stripeRowOf(t, coach.current.id)).toBeNull();
    expect((await me(coach)).stripe_connect).toBeNull();
    expect(await warnings(coach)).toEqual([]);
  });
});
