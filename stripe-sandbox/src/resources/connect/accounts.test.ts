import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { CUSTOM_ACCOUNT, INDIVIDUAL_DETAILS } from '../../test/connect-fixtures.ts';
import { createTestSandbox, TEST_WEBHOOKS, type TestSandbox } from '../../test/test-sandbox.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

const INDIVIDUAL_DUE = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'individual.address.city',
  'individual.address.line1',
  'individual.address.postal_code',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'individual.phone',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

async function deliveredEvents(): Promise<Array<{ url: string; event: Stripe.Event }>> {
  await test.sandbox.deliverEvents();
  return test.received.map((delivery) => ({
    url: delivery.url,
    event: JSON.parse(delivery.payload) as Stripe.Event,
  }));
}

describe('a custom account through its requirements', () => {
  it('is created with everything due, nothing enabled', async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    expect(account).toMatchObject({
      object: 'account',
      type: 'custom',
      country: 'US',
      default_currency: 'usd',
      email: 'coach@example.com',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'wednesday' } } },
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account.requirements?.currently_due).toEqual(INDIVIDUAL_DUE);
    expect(account.requirements?.past_due).toEqual(
      INDIVIDUAL_DUE.filter((field) => field !== 'external_account'),
    );
    expect(account.requirements?.disabled_reason).toBe('requirements.past_due');
    expect(account.requirements?.alternatives).toEqual([
      {
        alternative_fields_due: ['business_profile.product_description'],
        original_fields_due: ['business_profile.url'],
      },
    ]);
    expect(account.future_requirements?.currently_due).toEqual([]);
  });

  it('takes charges once the details are in, and pays out once a bank account is added', async () => {
    const created = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const detailed = await test.stripe.accounts.update(created.id, INDIVIDUAL_DETAILS);
    expect(detailed.requirements?.currently_due).toEqual(['external_account']);
    expect(detailed.requirements?.past_due).toEqual([]);
    expect(detailed.requirements?.disabled_reason).toBeNull();
    expect(detailed.requirements?.current_deadline).toBeGreaterThan(Date.now() / 1000);
    expect(detailed).toMatchObject({
      charges_enabled: true,
      payouts_enabled: false,
      details_submitted: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
      individual: {
        first_name: 'Jenny',
        dob: { day: 1, month: 1, year: 1901 },
        id_number_provided: true,
        verification: { status: 'verified' },
      },
    });
    expect(detailed.individual).not.toHaveProperty('id_number');

    const banked = await test.stripe.accounts.update(created.id, {
      external_account: 'btok_us_verified',
    });
    expect(banked.requirements?.currently_due).toEqual([]);
    expect(banked.requirements?.current_deadline).toBeNull();
    expect(banked.payouts_enabled).toBe(true);
    expect(banked.external_accounts?.data).toEqual([
      expect.objectContaining({
        object: 'bank_account',
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
        routing_number: '110000000',
        status: 'verified',
        default_for_currency: true,
      }),
    ]);
  });

  it('tells the Connect endpoint, with what changed', async () => {
    const created = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    await test.stripe.accounts.update(created.id, INDIVIDUAL_DETAILS);
    const updates = (await deliveredEvents()).filter(
      ({ event }) => event.type === 'account.updated' && event.account === created.id,
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]!.url).toBe(TEST_WEBHOOKS.find((endpoint) => endpoint.connect)!.url);
    const { data } = updates[0]!.event;
    expect((data.object as Stripe.Account).charges_enabled).toBe(true);
    expect(data.previous_attributes).toMatchObject({
      charges_enabled: false,
      requirements: { currently_due: INDIVIDUAL_DUE },
    });
  });

  it('lists a failed identity check as an error until another ID number verifies', async () => {
    const created = await test.stripe.accounts.create({
      ...CUSTOM_ACCOUNT,
      ...INDIVIDUAL_DETAILS,
      individual: { ...INDIVIDUAL_DETAILS.individual, id_number: '111111111' },
      external_account: 'btok_us_verified',
    } as Stripe.AccountCreateParams);
    expect(created.requirements?.errors).toEqual([
      expect.objectContaining({
        requirement: 'individual.id_number',
        code: 'verification_failed_keyed_identity',
      }),
    ]);
    expect(created.requirements?.currently_due).toEqual(['individual.id_number']);
    expect(created.charges_enabled).toBe(false);
    expect(created.payouts_enabled).toBe(false);
    expect(created.individual?.verification?.details_code).toBe('failed_keyed_identity');

    const fixed = await test.stripe.accounts.update(created.id, {
      individual: { id_number: '000000000' },
    });
    expect(fixed.requirements?.errors).toEqual([]);
    expect(fixed.charges_enabled).toBe(true);
  });

  it('fails an address that does not match', async () => {
    const created = await test.stripe.accounts.create({
      ...CUSTOM_ACCOUNT,
      ...INDIVIDUAL_DETAILS,
      individual: {
        ...INDIVIDUAL_DETAILS.individual,
        address: { line1: 'address_no_match', city: 'Austin', postal_code: '78701' },
      },
    } as Stripe.AccountCreateParams);
    expect(created.requirements?.errors).toEqual([
      expect.objectContaining({
        requirement: 'individual.address.line1',
        code: 'verification_failed_address_match',
      }),
    ]);
  });

  it('asks a company for its own details', async () => {
    const created = await test.stripe.accounts.create({
      ...CUSTOM_ACCOUNT,
      business_type: 'company',
    });
    expect(created.requirements?.currently_due).toEqual(
      expect.arrayContaining(['company.name', 'company.tax_id', 'company.address.line1']),
    );
    expect(created.requirements?.currently_due).not.toContain('individual.first_name');
    const filled = await test.stripe.accounts.update(created.id, {
      business_profile: { mcc: '7997', product_description: 'Coaching programs' },
      company: {
        name: 'Jenny Coaching LLC',
        tax_id: '000000000',
        phone: '+1 555 010 0001',
        address: { line1: 'address_full_match', city: 'Austin', postal_code: '78701' },
      },
      tos_acceptance: { date: 1_700_000_000, ip: '203.0.113.7' },
    });
    expect(filled.requirements?.currently_due).toEqual(['external_account']);
    expect(filled.company).toMatchObject({ name: 'Jenny Coaching LLC', tax_id_provided: true });
  });
});

describe('account calls', () => {
  it('refuses a custom account without a capability, and parameters Stripe does not know', async () => {
    await expect(
      test.stripe.accounts.create({ type: 'custom', country: 'US' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'capabilities' });
    await expect(
      test.stripe.accounts.create({
        ...CUSTOM_ACCOUNT,
        individual: { nickname: 'J' },
      } as unknown as Stripe.AccountCreateParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'individual[nickname]' });
  });

  it('refuses a weekly payout schedule without its day', async () => {
    const created = await test.stripe.accounts.create({ ...CUSTOM_ACCOUNT, settings: {} });
    expect(created.settings?.payouts?.schedule).toEqual({ delay_days: 2, interval: 'daily' });
    await expect(
      test.stripe.accounts.update(created.id, {
        settings: { payouts: { schedule: { interval: 'weekly' } } },
      }),
    ).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'settings[payouts][schedule][weekly_anchor]',
    });
  });

  it('answers the platform or the connected account for GET /v1/account', async () => {
    const platform = await test.stripe.accounts.retrieveCurrent();
    expect(platform).toMatchObject({ object: 'account', charges_enabled: true });
    const created = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    const own = await test.stripe.accounts.retrieveCurrent({}, { stripeAccount: created.id });
    expect(own.id).toBe(created.id);
  });

  it('lists and deletes accounts; a deleted account is out of reach', async () => {
    const created = await test.stripe.accounts.create({
      ...CUSTOM_ACCOUNT,
      metadata: { coach_id: '42' },
    });
    const listed = await test.stripe.accounts.list({ limit: 100 });
    expect(listed.data.map((account) => account.id)).toContain(created.id);
    expect(await test.stripe.accounts.del(created.id)).toEqual({
      id: created.id,
      object: 'account',
      deleted: true,
    });
    await expect(test.stripe.accounts.retrieve(created.id)).rejects.toMatchObject({
      statusCode: 403,
      code: 'account_invalid',
    });
    await expect(
      test.stripe.customers.list({}, { stripeAccount: created.id }),
    ).rejects.toMatchObject({ code: 'account_invalid' });
  });
});

describe('a standard account', () => {
  it('hides what its holder keeps with Stripe and lets the platform change only metadata and settings', async () => {
    const created = await test.stripe.accounts.create({
      type: 'standard',
      email: 'own@example.com',
    });
    expect(created).toMatchObject({
      type: 'standard',
      charges_enabled: false,
      details_submitted: false,
      controller: { stripe_dashboard: { type: 'full' }, requirement_collection: 'stripe' },
    });
    expect(created).not.toHaveProperty('individual');
    expect(created).not.toHaveProperty('external_accounts');
    await expect(
      test.stripe.accounts.update(created.id, { email: 'other@example.com' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'email' });
    await expect(
      test.stripe.accounts.update(created.id, { tos_acceptance: { date: 1, ip: '1.1.1.1' } }),
    ).rejects.toMatchObject({ param: 'tos_acceptance' });
    const updated = await test.stripe.accounts.update(created.id, { metadata: { coach_id: '7' } });
    expect(updated.metadata).toEqual({ coach_id: '7' });
  });

  it('maps controller properties to its type', async () => {
    const created = await test.stripe.accounts.create({
      controller: { stripe_dashboard: { type: 'full' } },
    });
    expect(created.type).toBe('standard');
  });
});
