import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { publishableClient, refusal, TIMEOUTS } from '../../test/payments.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

const visa = { number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '314' };

describe('card PaymentMethods', () => {
  it('creates one with the publishable key, as Stripe.js does, and keeps only last4', async () => {
    const method = await publishableClient(test).paymentMethods.create({
      type: 'card',
      card: visa,
      billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: null,
      billing_details: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null },
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    });
    expect(JSON.stringify(method)).not.toContain('4242424242424242');
    expect(await test.stripe.paymentMethods.retrieve(method.id)).toEqual(method);
  });

  it('refuses to read one with the publishable key', async () => {
    const method = await test.stripe.paymentMethods.create({ type: 'card', card: visa });
    const error = await refusal(publishableClient(test).paymentMethods.retrieve(method.id));
    expect(error).toMatchObject({ statusCode: 401, code: 'secret_key_required' });
  });

  it('attaches, lists, updates and detaches', async () => {
    const customer = await test.stripe.customers.create({ email: 'pm@example.com' });
    const method = await test.stripe.paymentMethods.create({ type: 'card', card: visa });

    const attached = await test.stripe.paymentMethods.attach(method.id, {
      customer: customer.id,
    });
    expect(attached.customer).toBe(customer.id);
    const listed = await test.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map((item) => item.id)).toEqual([method.id]);
    const viaCustomer = await test.stripe.customers.listPaymentMethods(customer.id, {
      type: 'card',
    });
    expect(viaCustomer.data.map((item) => item.id)).toEqual([method.id]);

    const updated = await test.stripe.paymentMethods.update(method.id, {
      billing_details: { name: 'Ada L.' },
      card: { exp_month: 9, exp_year: 2033 },
    });
    expect(updated.billing_details.name).toBe('Ada L.');
    expect(updated.card).toMatchObject({ exp_month: 9, exp_year: 2033, last4: '4242' });

    await test.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: method.id },
    });
    const detached = await test.stripe.paymentMethods.detach(method.id);
    expect(detached.customer).toBeNull();
    const after = (await test.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    expect(
      (await test.stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data,
    ).toEqual([]);
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining([
        'payment_method.attached',
        'payment_method.updated',
        'payment_method.detached',
      ]),
    );
  });

  it('refuses to attach a card already attached to another customer', async () => {
    const [one, two] = [await test.stripe.customers.create(), await test.stripe.customers.create()];
    const method = await test.stripe.paymentMethods.create({ type: 'card', card: visa });
    await test.stripe.paymentMethods.attach(method.id, { customer: one.id });
    const error = await refusal(test.stripe.paymentMethods.attach(method.id, { customer: two.id }));
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'The payment method you provided has already been attached to a customer.',
    });
  });

  it('refuses to detach a card attached to no one, and to update it', async () => {
    const method = await test.stripe.paymentMethods.create({ type: 'card', card: visa });
    expect(await refusal(test.stripe.paymentMethods.detach(method.id))).toMatchObject({
      message:
        'The payment method you provided is not attached to a customer so detachment is impossible.',
    });
    expect(
      await refusal(test.stripe.paymentMethods.update(method.id, { metadata: { a: '1' } })),
    ).toMatchObject({
      message: 'You must save this PaymentMethod to a customer before you can update it.',
    });
  });

  it('answers resource_missing for an unknown id', async () => {
    expect(await refusal(test.stripe.paymentMethods.retrieve('pm_nothing'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such PaymentMethod: 'pm_nothing'",
    });
  });
});

describe("Stripe's test PaymentMethod ids", () => {
  it('make a fresh PaymentMethod on each attach', async () => {
    const customer = await test.stripe.customers.create();
    const one = await test.stripe.paymentMethods.attach('pm_card_mastercard', {
      customer: customer.id,
    });
    const two = await test.stripe.paymentMethods.attach('pm_card_mastercard', {
      customer: customer.id,
    });
    expect(one.id).toMatch(/^pm_/);
    expect(one.id).not.toBe(two.id);
    expect(one.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(two.customer).toBe(customer.id);
  });

  it('serve as a customer payment method and default', async () => {
    const customer = await test.stripe.customers.create({
      payment_method: 'pm_card_visa',
      invoice_settings: { default_payment_method: 'pm_card_visa' },
    });
    const defaultId = customer.invoice_settings.default_payment_method as string;
    expect(defaultId).toMatch(/^pm_(?!card)/);
    const listed = await test.stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((method) => method.id)).toEqual([defaultId]);

    const updated = await test.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: 'pm_card_amex' },
    });
    const amex = await test.stripe.paymentMethods.retrieve(
      updated.invoice_settings.default_payment_method as string,
    );
    expect(amex).toMatchObject({ customer: customer.id, card: { brand: 'amex' } });
  });

  it('refuses a declined test card as a default, since it cannot attach', async () => {
    const customer = await test.stripe.customers.create();
    const error = await refusal(
      test.stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: 'pm_card_chargeDeclined' },
      }),
    );
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });
});
