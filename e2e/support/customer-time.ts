import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.ts';
import { sandboxSecretKeyFile } from './sandbox-key.ts';
import { expect } from './test.ts';

/** The platform's secret key of the journeys' server's sandbox (random, made for this run). */
const asPlatform = () => ({
  Authorization: `Bearer ${readFileSync(sandboxSecretKeyFile(e2eDataDir), 'utf8')}`,
});

/** The client's Stripe customer, on the connected account of the coach it pays (Stripe's API). */
async function customerOf(request: APIRequestContext, email: string) {
  const accounts = await request.get('/v1/accounts?limit=100', { headers: asPlatform() });
  expect(accounts.ok(), await accounts.text()).toBe(true);
  for (const { id: account } of (await accounts.json()).data as Array<{ id: string }>) {
    const found = await request.get(`/v1/customers?email=${encodeURIComponent(email)}`, {
      headers: { ...asPlatform(), 'Stripe-Account': account },
    });
    const [customer] = (await found.json()).data as Array<{ id: string }>;
    if (customer) return { account, customer: customer.id };
  }
  throw new Error(`no Stripe customer for ${email}`);
}

/** The sandbox's test helper: the customer's time moves on, and what falls due runs. */
export async function moveCustomerTime(request: APIRequestContext, email: string, seconds: number) {
  const { account, customer } = await customerOf(request, email);
  const moved = await request.post(`/sandbox/test_helpers/customers/${customer}/advance`, {
    headers: { ...asPlatform(), 'Stripe-Account': account },
    form: { seconds },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}
