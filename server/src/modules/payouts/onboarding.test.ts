import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signUp } from '../../../test/helpers.ts';
import { api, joinAccount, newClient, newCoach, setPlan } from '../../../test/programs-helpers.ts';
import { completeOnboarding, connectStripe, stripeRowOf } from '../../../test/stripe-helpers.ts';
import { stripeAccounts } from './payouts.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

/** The Stripe accounts the sandbox holds for a Forma account. */
async function stripeAccountsFor(accountId: number): Promise<Stripe.Account[]> {
  const all = await t.app.ctx.stripe.accounts.list({ limit: 100 });
  return all.data.filter((account) => account.metadata?.forma_account_id === String(accountId));
}

const onboardingUrl = (token: string, query: string) =>
  call('GET', `stripe/onboarding_url?${query}`, token);

describe('GET stripe/onboarding_url', () => {
  it('makes one custom account for the owner however many calls race, and links to its onboarding', async () => {
    const coach = await newCoach(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => onboardingUrl(coach.token, 'source=settings')),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().url).toMatch(/^http:\/\/forma\.test\/sandbox\/connect\/onboarding\//);
    }
    const made = await stripeAccountsFor(coach.current.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      type: 'custom',
      country: 'GB',
      email: coach.email,
      business_type: 'company',
      settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'wednesday' } } },
    });
    expect(Object.keys(made[0]!.capabilities ?? {}).sort()).toEqual(['card_payments', 'transfers']);
    const rows = await t.database.db
      .select()
      .from(stripeAccounts)
      .where(eq(stripeAccounts.accountId, coach.current.id));
    expect(rows).toEqual([
      expect.objectContaining({ stripeAccountId: made[0]!.id, accountType: 'custom' }),
    ]);
  });

  it("connects a private account as an individual in the person's payout country, or else in GB", async () => {
    for (const [country, expected] of [
      ['US', 'US'],
      ['BR', 'GB'],
    ] as const) {
      const coach = await signUp(t.app, { country, ...(country === 'US' ? { state: 'CA' } : {}) });
      const own = await call('PUT', 'accounts/switch', coach.token, { id: coach.private.id });
      expect(own.statusCode).toBe(200);
      expect((await onboardingUrl(coach.token, 'source=signup')).statusCode).toBe(200);
      expect(await stripeAccountsFor(coach.private.id)).toEqual([
        expect.objectContaining({ country: expected, business_type: 'individual' }),
      ]);
    }
  });

  it('onboards until the details are submitted, then links to updating them; back where the coach started', async () => {
    const coach = await newCoach(t);
    const links = vi.spyOn(t.app.ctx.stripe.accountLinks, 'create');
    try {
      await onboardingUrl(coach.token, 'source=signup');
      const stripeAccount = (await stripeRowOf(t, coach.current.id))!.stripeAccountId!;
      expect(links).toHaveBeenLastCalledWith({
        account: stripeAccount,
        type: 'account_onboarding',
        refresh_url: 'http://forma.test/stripe-onboarding?source=signup',
        return_url: 'http://forma.test/coach/programs/active/ready',
      });
      await completeOnboarding(t, coach, stripeAccount, 'charges');
      await onboardingUrl(coach.token, 'source=settings');
      expect(links).toHaveBeenLastCalledWith({
        account: stripeAccount,
        type: 'account_update',
        refresh_url: 'http://forma.test/stripe-onboarding?source=settings',
        return_url: 'http://forma.test/coach/profile/payouts',
      });
      await onboardingUrl(coach.token, 'source=my_plans');
      expect(links).toHaveBeenLastCalledWith(
        expect.objectContaining({
          type: 'account_update',
          return_url: 'http://forma.test/coach/programs',
        }),
      );
    } finally {
      links.mockRestore();
    }
  });

  it('connects a standard account when asked, and keeps the type the account was made with', async () => {
    const coach = await newCoach(t);
    const links = vi.spyOn(t.app.ctx.stripe.accountLinks, 'create');
    try {
      await onboardingUrl(coach.token, 'source=settings&account_type=standard');
      await onboardingUrl(coach.token, 'source=settings&account_type=custom');
      expect(await stripeAccountsFor(coach.current.id)).toEqual([
        expect.objectContaining({ type: 'standard' }),
      ]);
      expect((await stripeRowOf(t, coach.current.id))!.accountType).toBe('standard');
      expect(links).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'account_onboarding' }),
      );
    } finally {
      links.mockRestore();
    }
  });

  it('lets a blocked owner connect; refuses team coaches, clients and visitors', async () => {
    const owner = await newCoach(t);
    await setPlan(t, owner.current.id, 'blocked');
    expect((await onboardingUrl(owner.token, 'source=settings')).statusCode).toBe(200);
    const teamCoach = await newCoach(t);
    await joinAccount(t, teamCoach, owner.current.id);
    expect((await onboardingUrl(teamCoach.token, 'source=settings')).statusCode).toBe(403);
    const client = await newClient(t);
    expect((await onboardingUrl(client.token, 'source=settings')).statusCode).toBe(403);
    expect((await call('GET', 'stripe/onboarding_url?source=settings')).statusCode).toBe(401);
    expect(await stripeAccountsFor(owner.current.id)).toHaveLength(1);
  });

  it('refuses a source it does not know', async () => {
    const coach = await newCoach(t);
    const answer = await onboardingUrl(coach.token, 'source=elsewhere');
    expect(answer.statusCode).toBe(422);
    expect(await stripeRowOf(t, coach.current.id)).toBeNull();
  });

  it('connects anew after a disconnect: a new Stripe account, not the deleted one', async () => {
    const coach = await newCoach(t);
    const first = await connectStripe(t, coach, { onboarded: 'nothing' });
    expect((await call('DELETE', 'stripe/account', coach.token)).statusCode).toBe(200);
    const second = await connectStripe(t, coach, { onboarded: 'nothing' });
    expect(second).not.toBe(first);
    await expect(t.app.ctx.stripe.accounts.retrieve(second)).resolves.toMatchObject({
      id: second,
    });
  });
});
