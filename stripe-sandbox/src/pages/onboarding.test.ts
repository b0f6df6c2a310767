import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { CUSTOM_ACCOUNT } from '../test/connect-fixtures.ts';
import { createTestSandbox, type TestSandbox } from '../test/test-sandbox.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

const RETURN_URL = 'http://forma.test/stripe-onboarding?source=settings';
const REFRESH_URL = 'http://forma.test/stripe-onboarding/error?source=settings';

const COMPLETE_FORM = {
  business_type: 'individual',
  mcc: '7997',
  url: 'coach.example.com',
  product_description: '',
  first_name: 'Jenny',
  last_name: 'Rosen',
  email: 'jenny@example.com',
  phone: '+1 555 010 0000',
  dob_day: '1',
  dob_month: '1',
  dob_year: '1901',
  line1: 'address_full_match',
  line2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  id_number: '',
  bank_country: 'US',
  bank_currency: 'usd',
  account_holder_name: 'Jenny Rosen',
  routing_number: '110000000',
  account_number: '000123456789',
  tos: 'accepted',
};

async function linkFor(
  account: string,
  type: Stripe.AccountLinkCreateParams.Type = 'account_onboarding',
): Promise<string> {
  const link = await test.stripe.accountLinks.create({
    account,
    type,
    refresh_url: REFRESH_URL,
    return_url: RETURN_URL,
  });
  return new URL(link.url).pathname;
}

const open = (path: string) => test.sandbox.app.inject({ method: 'GET', url: path });

const send = (path: string, form: Record<string, string>) =>
  test.sandbox.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('account links', () => {
  it('answer a link to the hosted onboarding page that expires in five minutes', async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const link = await test.stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: REFRESH_URL,
      return_url: RETURN_URL,
    });
    expect(link).toEqual({
      object: 'account_link',
      created: expect.any(Number),
      expires_at: link.created + 300,
      url: expect.stringMatching(/^http:\/\/sandbox\.test\/sandbox\/connect\/onboarding\/\w+$/),
    });
  });

  it('refuse an account_update link for a standard account, and a link without a return URL', async () => {
    const standard = await test.stripe.accounts.create({ type: 'standard' });
    await expect(linkFor(standard.id, 'account_update')).rejects.toMatchObject({
      statusCode: 400,
      param: 'type',
    });
    await expect(
      test.stripe.accountLinks.create({
        account: standard.id,
        type: 'account_onboarding',
        refresh_url: REFRESH_URL,
      }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'return_url' });
  });
});

describe('the hosted onboarding page', () => {
  it('shows the due fields with the test values, once: opened again it refreshes', async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const path = await linkFor(account.id);
    const page = await open(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [
      '<html lang="en">',
      '<main>',
      'Set up your payouts',
      '<label for="first_name">First name</label>',
      '<label for="dob_year">Year</label>',
      '<label for="line1">Address line 1</label>',
      '<label for="routing_number">Routing number or sort code</label>',
      '110000000',
      '000123456789',
      'I agree to the Stripe Connected Account Agreement',
      '>Submit</button>',
      '>Save and finish later</button>',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain('value="coach@example.com"');
    expect(page.body).not.toContain('<script');

    const again = await open(path);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(REFRESH_URL);
  });

  it("'Save and finish later' saves what was filled and leaves the blank fields due", async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const path = await linkFor(account.id);
    await open(path);
    const sent = await send(path, { ...COMPLETE_FORM, phone: '', intent: 'later' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(RETURN_URL);

    const saved = await test.stripe.accounts.retrieve(account.id);
    expect(saved.requirements?.currently_due).toEqual(['individual.phone']);
    expect(saved.charges_enabled).toBe(false);
    expect(saved.payouts_enabled).toBe(false);
    expect(saved.individual).toMatchObject({ first_name: 'Jenny', phone: null });
    expect(saved.external_accounts?.data).toHaveLength(1);
    expect(saved.tos_acceptance?.date).toEqual(expect.any(Number));

    const used = await open(path);
    expect(used.headers.location).toBe(REFRESH_URL);

    // A new link shows what is left, prefilled.
    const next = await open(await linkFor(account.id));
    expect(next.body).toContain('<label for="phone">Phone number</label>');
    expect(next.body).toContain('value="Jenny"');
    expect(next.body).not.toContain('Bank account for payouts');
  });

  it("'Submit' with everything enables charges and payouts and returns to the platform", async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const path = await linkFor(account.id);
    await open(path);
    const sent = await send(path, { ...COMPLETE_FORM, intent: 'submit' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(RETURN_URL);

    const done = await test.stripe.accounts.retrieve(account.id);
    expect(done).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      business_profile: { url: 'https://coach.example.com/', mcc: '7997' },
      individual: { dob: { day: 1, month: 1, year: 1901 }, verification: { status: 'verified' } },
    });
    expect(done.requirements?.currently_due).toEqual([]);
    expect(done.external_accounts?.data[0]).toMatchObject({
      last4: '6789',
      account_holder_name: 'Jenny Rosen',
      status: 'new',
    });
    await test.sandbox.deliverEvents();
    const updated = test.received
      .map((delivery) => JSON.parse(delivery.payload) as Stripe.Event)
      .filter((event) => event.type === 'account.updated' && event.account === account.id);
    expect(updated.map((event) => (event.data.object as Stripe.Account).payouts_enabled)).toEqual([
      true,
    ]);
  });

  it("'Submit' with a field blank comes back saying what is still needed", async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const path = await linkFor(account.id);
    await open(path);
    const sent = await send(path, { ...COMPLETE_FORM, phone: '', intent: 'submit' });
    expect(sent.statusCode).toBe(422);
    expect(sent.body).toContain('Still needed: Phone number.');
    expect((await test.stripe.accounts.retrieve(account.id)).individual?.first_name).toBe('Jenny');

    const finished = await send(path, { phone: '+1 555 010 0000', intent: 'submit' });
    expect(finished.statusCode).toBe(303);
    expect((await test.stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);
  });

  it('names a malformed field and saves nothing', async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const path = await linkFor(account.id);
    await open(path);
    const sent = await send(path, {
      ...COMPLETE_FORM,
      email: 'not-an-email',
      routing_number: '123',
      intent: 'submit',
    });
    expect(sent.statusCode).toBe(422);
    expect(sent.body).toContain('Enter an email address like name@example.com.');
    expect(sent.body).toContain('Invalid routing number: 123');
    expect(sent.body).toContain('value="not-an-email"');
    expect(sent.body).toContain('aria-describedby="email-error"');
    const unchanged = await test.stripe.accounts.retrieve(account.id);
    expect(unchanged.individual?.first_name ?? null).toBeNull();
  });

  it('shows a failed identity check where the ID number is asked', async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const path = await linkFor(account.id);
    await open(path);
    const sent = await send(path, { ...COMPLETE_FORM, id_number: '111111111', intent: 'submit' });
    expect(sent.statusCode).toBe(422);
    expect(sent.body).toContain('Still needed: ID number.');
    expect(sent.body).toContain('The identity information you entered cannot be verified.');
    const account2 = await test.stripe.accounts.retrieve(account.id);
    expect(account2.requirements?.errors?.[0]?.code).toBe('verification_failed_keyed_identity');
  });

  it('sends an expired link to refresh_url', async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const path = await linkFor(account.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const page = await open(path);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(REFRESH_URL);
  });

  it('answers 404 for a link that does not exist', async () => {
    const page = await open('/sandbox/connect/onboarding/aclink_nothing');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link is not valid');
  });

  it('shows every section for an account_update link', async () => {
    const account = await test.stripe.accounts.create({
      ...CUSTOM_ACCOUNT,
      external_account: 'btok_us_verified',
    });
    const page = await open(await linkFor(account.id, 'account_update'));
    expect(page.body).toContain('Bank account for payouts');
    expect(page.body).toContain('Payouts go to STRIPE TEST BANK ••••6789 (USD).');
  });
});

describe('the standard account page', () => {
  it("connects an existing Stripe account with its email and 'Connect'", async () => {
    const account = await test.stripe.accounts.create({ type: 'standard' });
    const path = await linkFor(account.id);
    const page = await open(path);
    expect(page.body).toContain('Connect your existing Stripe account');
    expect(page.body).toContain('<label for="email">Email</label>');

    const refused = await send(path, { email: '', intent: 'connect' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Enter the email address of your Stripe account');

    const sent = await send(path, { email: 'own@example.com', intent: 'connect' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(RETURN_URL);
    expect(await test.stripe.accounts.retrieve(account.id)).toMatchObject({
      email: 'own@example.com',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
    });
  });
});
