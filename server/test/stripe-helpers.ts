import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { vi } from 'vitest';
import { onboardingDetails } from '../src/db/seed/connected-account-details.ts';
import { stripeAccounts } from '../src/modules/payouts/payouts.tables.ts';
import { api, type Session } from './programs-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Delivers every event the in-process sandbox has made, until none is left. */
export async function flushStripeEvents(t: TestApp): Promise<void> {
  while ((await t.app.ctx.payments.sandbox!.deliverEvents()) > 0);
}

/** Stripe's clock and Forma's moved to `at` (ms): renewals and retries due by then run and are told. */
export async function moveStripeTimeTo(t: TestApp, at: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  await t.app.ctx.payments.sandbox!.tick();
  await flushStripeEvents(t);
}

/** The current account's connection row, as the tests read it. */
export async function stripeRowOf(t: TestApp, accountId: number) {
  const [row] = await t.database.db
    .select()
    .from(stripeAccounts)
    .where(eq(stripeAccounts.accountId, accountId));
  return row ?? null;
}

/** How far the coach has gone through Stripe's onboarding. */
export type Onboarded = 'nothing' | 'charges' | 'everything';

/**
 * The coach connects their current account as its owner does: asks for the onboarding link,
 * then gives Stripe what `onboarded` says (everything but a bank account is enough for charges).
 * The sandbox's events are delivered before it answers the Stripe account's id.
 */
export async function connectStripe(
  t: TestApp,
  coach: Session,
  options: { onboarded?: Onboarded; type?: 'custom' | 'standard'; source?: string } = {},
): Promise<string> {
  const { onboarded = 'everything', type, source = 'settings' } = options;
  const query = new URLSearchParams({ source, ...(type ? { account_type: type } : {}) });
  const call = api(t);
  const response = await call('GET', `stripe/onboarding_url?${query}`, coach.token);
  if (response.statusCode !== 200) throw new Error(`onboarding_url: ${response.body}`);
  const current = (await call('GET', 'users/me', coach.token)).json().current;
  const row = await stripeRowOf(t, current.id);
  const stripeAccount = row!.stripeAccountId!;
  if (onboarded !== 'nothing') await completeOnboarding(t, coach, stripeAccount, onboarded);
  await flushStripeEvents(t);
  return stripeAccount;
}

/** Gives Stripe the coach's details as its hosted onboarding would. */
export async function completeOnboarding(
  t: TestApp,
  coach: Session,
  stripeAccount: string,
  onboarded: Exclude<Onboarded, 'nothing'>,
  extra: Stripe.AccountUpdateParams = {},
): Promise<Stripe.Account> {
  const account = await t.app.ctx.stripe.accounts.retrieve(stripeAccount);
  const details = onboardingDetails(
    {
      kind: account.business_type === 'individual' ? 'individual' : 'company',
      country: account.country!,
      email: coach.email,
      firstName: 'Casey',
      lastName: 'Jordan',
      name: 'Peak Performance',
    },
    { bank: onboarded === 'everything' },
  );
  return t.app.ctx.stripe.accounts.update(stripeAccount, { ...details, ...extra });
}
