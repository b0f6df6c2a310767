import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { CUSTOM_ACCOUNT, INDIVIDUAL_DETAILS } from '../../test/connect-fixtures.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

const detailedAccount = () =>
  test.stripe.accounts.create({
    ...CUSTOM_ACCOUNT,
    ...INDIVIDUAL_DETAILS,
  } as Stripe.AccountCreateParams);

describe('external accounts', () => {
  it('adds a bank account from a token; the account can then be paid out', async () => {
    const account = await detailedAccount();
    expect(account.payouts_enabled).toBe(false);
    const bank = (await test.stripe.accounts.createExternalAccount(account.id, {
      external_account: 'btok_us_verified',
    })) as Stripe.BankAccount;
    expect(bank).toMatchObject({
      object: 'bank_account',
      account: account.id,
      bank_name: 'STRIPE TEST BANK',
      country: 'US',
      currency: 'usd',
      last4: '6789',
      status: 'verified',
      default_for_currency: true,
    });
    expect((await test.stripe.accounts.retrieve(account.id)).payouts_enabled).toBe(true);
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining(['account.external_account.created', 'account.updated']),
    );
  });

  it('adds one from its details, refusing a malformed routing number', async () => {
    const account = await detailedAccount();
    await expect(
      test.stripe.accounts.createExternalAccount(account.id, {
        external_account: {
          object: 'bank_account',
          country: 'US',
          currency: 'usd',
          routing_number: '12345',
          account_number: '000123456789',
        },
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'routing_number_invalid',
      param: 'external_account[routing_number]',
    });
    const bank = (await test.stripe.accounts.createExternalAccount(account.id, {
      external_account: {
        object: 'bank_account',
        country: 'GB',
        currency: 'gbp',
        routing_number: '108800',
        account_number: '00012345',
        account_holder_name: 'Jenny Rosen',
      },
    })) as Stripe.BankAccount;
    expect(bank).toMatchObject({ country: 'GB', currency: 'gbp', last4: '2345', status: 'new' });
  });

  it('lists, retrieves, switches the default and deletes', async () => {
    const account = await detailedAccount();
    const first = await test.stripe.accounts.createExternalAccount(account.id, {
      external_account: 'btok_us_verified',
    });
    const second = await test.stripe.accounts.createExternalAccount(account.id, {
      external_account: 'btok_us',
    });
    expect((second as Stripe.BankAccount).default_for_currency).toBe(false);

    const listed = await test.stripe.accounts.listExternalAccounts(account.id, {
      object: 'bank_account',
    });
    expect(listed.data.map((bank) => bank.id)).toEqual([second.id, first.id]);
    expect(await test.stripe.accounts.retrieveExternalAccount(account.id, first.id)).toMatchObject({
      id: first.id,
      default_for_currency: true,
    });

    await expect(
      test.stripe.accounts.deleteExternalAccount(account.id, first.id),
    ).rejects.toMatchObject({ statusCode: 400 });

    const switched = await test.stripe.accounts.updateExternalAccount(account.id, second.id, {
      default_for_currency: true,
    });
    expect((switched as Stripe.BankAccount).default_for_currency).toBe(true);
    expect(
      (
        (await test.stripe.accounts.retrieveExternalAccount(
          account.id,
          first.id,
        )) as Stripe.BankAccount
      ).default_for_currency,
    ).toBe(false);

    const deleted = await test.stripe.accounts.deleteExternalAccount(account.id, first.id);
    expect(deleted).toMatchObject({ id: first.id, deleted: true });
    await expect(
      test.stripe.accounts.retrieveExternalAccount(account.id, first.id),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining([
        'account.external_account.updated',
        'account.external_account.deleted',
      ]),
    );
  });

  it('puts the bank account due again when the only one is deleted', async () => {
    const account = await detailedAccount();
    const bank = await test.stripe.accounts.createExternalAccount(account.id, {
      external_account: 'btok_us_verified',
    });
    await test.stripe.accounts.deleteExternalAccount(account.id, bank.id);
    const after = await test.stripe.accounts.retrieve(account.id);
    expect(after.payouts_enabled).toBe(false);
    expect(after.requirements?.currently_due).toEqual(['external_account']);
  });

  it("replaces the default with the account update's external_account", async () => {
    const account = await test.stripe.accounts.create({
      ...CUSTOM_ACCOUNT,
      ...INDIVIDUAL_DETAILS,
      external_account: 'btok_us_verified',
    } as Stripe.AccountCreateParams);
    const updated = await test.stripe.accounts.update(account.id, {
      external_account: 'btok_us_verified_noAccount',
    });
    expect(
      updated.external_accounts?.data.map((bank) => (bank as Stripe.BankAccount).last4),
    ).toEqual(['1116']);
  });

  it('refuses a token Stripe does not know', async () => {
    const account = await detailedAccount();
    await expect(
      test.stripe.accounts.createExternalAccount(account.id, { external_account: 'btok_zz' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'external_account',
    });
  });
});
