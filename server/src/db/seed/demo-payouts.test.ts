import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/helpers.ts';
import { api } from '../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../test/stripe-helpers.ts';
import { seedDemoPayouts } from './demo-payouts.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const tokenOf = async (email: string) =>
  (await signIn(t.app, email, DEMO_PASSWORD)).json().access_token as string;

describe('demo payouts', () => {
  it('gives the demo gym a completed connected account with sales and payouts, once', async () => {
    expect(await seedDemoPayouts(t.app.ctx)).toBe(true);
    expect(await seedDemoPayouts(t.app.ctx)).toBe(false);
    await flushStripeEvents(t);
    const call = api(t);
    const token = await tokenOf('coach@forma.test');
    const me = (await call('GET', 'users/me', token)).json().current;
    expect(me).toMatchObject({
      title: 'Forma Demo Gym',
      stripe_account_type: 'custom',
      stripe_connect_status: 'enabled',
      stripe_connect: { charges_enabled: true, payouts_enabled: true, verification_fields: [] },
    });
    expect((await call('GET', 'users/warnings', token)).json()).toEqual([]);

    const screen = (await call('GET', 'stripe/account', token)).json()
      .stripe_account as ConnectedAccount;
    expect(screen).toMatchObject({
      account_type: 'custom',
      charges_enabled: true,
      payouts_enabled: true,
      external_account: { country: 'GB', currency: 'GBP', last4: '2345' },
      payout_schedule: { interval: 'weekly', weekly_anchor: 'wednesday' },
    });
    expect(screen.payouts).toHaveLength(2);
    expect(screen.balance!.available).toEqual([
      expect.objectContaining({ currency: 'GBP', amount: expect.any(Number) }),
    ]);
    expect(screen.balance!.available[0]!.amount).toBeGreaterThan(0);
    expect(screen.balance!.available[0]!.amount_format).toMatch(/^£\d/);
  });

  it('leaves solo@forma.test unconnected, to walk the connect journey', async () => {
    const token = await tokenOf('solo@forma.test');
    const call = api(t);
    expect((await call('GET', 'stripe/account', token)).json()).toEqual({ stripe_account: null });
    expect((await call('GET', 'users/me', token)).json().current.stripe_connect).toBeNull();
  });
});
