import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
}, 60_000);
afterAll(() => test.close());

/** Forma's price periods and the Stripe intervals that bill them. */
const FORMA_PERIODS: Array<[string, Stripe.PriceCreateParams.Recurring | null]> = [
  ['weekly', { interval: 'week', interval_count: 1 }],
  ['biweekly', { interval: 'week', interval_count: 2 }],
  ['four_weekly', { interval: 'week', interval_count: 4 }],
  ['monthly', { interval: 'month', interval_count: 1 }],
  ['bimonthly', { interval: 'month', interval_count: 2 }],
  ['quarterly', { interval: 'month', interval_count: 3 }],
  ['biannual', { interval: 'month', interval_count: 6 }],
  ['yearly', { interval: 'year', interval_count: 1 }],
  ['one_off', null],
];

describe('products', () => {
  it('creates, retrieves, updates, lists and deletes a product', async () => {
    const product = await test.stripe.products.create({
      name: 'Strength block',
      metadata: { program_id: '12' },
    });
    expect(product).toMatchObject({
      object: 'product',
      active: true,
      name: 'Strength block',
      metadata: { program_id: '12' },
    });
    expect(product.id).toMatch(/^prod_/);

    const updated = await test.stripe.products.update(product.id, {
      name: 'Strength block 2',
      active: false,
      metadata: { program_id: '', coach: '3' },
    });
    expect(updated).toMatchObject({
      name: 'Strength block 2',
      active: false,
      metadata: { coach: '3' },
    });
    expect(await test.stripe.products.retrieve(product.id)).toMatchObject({ active: false });

    const inactive = await test.stripe.products.list({ active: false });
    expect(inactive.data.map((item) => item.id)).toContain(product.id);
    const active = await test.stripe.products.list({ active: true });
    expect(active.data.map((item) => item.id)).not.toContain(product.id);

    expect(await test.stripe.products.del(product.id)).toMatchObject({ deleted: true });
    await expect(test.stripe.products.retrieve(product.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: `No such product: '${product.id}'`,
    });
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining(['product.created', 'product.updated', 'product.deleted']),
    );
  });

  it('refuses to delete a product that has prices, and an empty name', async () => {
    const product = await test.stripe.products.create({ name: 'Priced' });
    await test.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 500 });
    await expect(test.stripe.products.del(product.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'This product cannot be deleted because it has one or more user-created prices.',
    });
    await expect(test.stripe.products.create({ name: ' ' })).rejects.toMatchObject({
      param: 'name',
    });
  });
});

describe('prices', () => {
  it.each(FORMA_PERIODS)('prices a %s period', async (_period, recurring) => {
    const price = await test.stripe.prices.create({
      currency: 'EUR',
      unit_amount: 4900,
      product_data: { name: 'Coaching' },
      ...(recurring ? { recurring } : {}),
    });
    expect(price).toMatchObject({
      object: 'price',
      active: true,
      currency: 'eur',
      unit_amount: 4900,
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring ? { ...recurring, usage_type: 'licensed' } : null,
    });
    const product = await test.stripe.products.retrieve(price.product as string);
    expect(product.name).toBe('Coaching');
  });

  it('updates active, nickname and metadata, and lists by product and active', async () => {
    const product = await test.stripe.products.create({ name: 'Listed' });
    const monthly = await test.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 2000,
      recurring: { interval: 'month' },
    });
    const yearly = await test.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 20000,
      recurring: { interval: 'year' },
    });
    const retired = await test.stripe.prices.update(monthly.id, {
      active: false,
      nickname: 'Old monthly',
      metadata: { price_option_id: '9' },
    });
    expect(retired).toMatchObject({
      active: false,
      nickname: 'Old monthly',
      metadata: { price_option_id: '9' },
      unit_amount: 2000,
    });

    const all = await test.stripe.prices.list({ product: product.id });
    expect(all.data.map((price) => price.id)).toEqual([yearly.id, monthly.id]);
    const active = await test.stripe.prices.list({ product: product.id, active: true });
    expect(active.data.map((price) => price.id)).toEqual([yearly.id]);
    const monthlyOnly = await test.stripe.prices.list({
      product: product.id,
      recurring: { interval: 'month' },
    });
    expect(monthlyOnly.data.map((price) => price.id)).toEqual([monthly.id]);
  });

  it('refuses what Stripe refuses: no product, a missing product, a long interval, an unknown or immutable parameter', async () => {
    await expect(
      test.stripe.prices.create({ currency: 'usd', unit_amount: 100 }),
    ).rejects.toMatchObject({ param: 'product' });
    await expect(
      test.stripe.prices.create({ currency: 'usd', unit_amount: 100, product: 'prod_missing' }),
    ).rejects.toMatchObject({
      code: 'resource_missing',
      message: "No such product: 'prod_missing'",
    });
    await expect(
      test.stripe.prices.create({
        currency: 'usd',
        unit_amount: 100,
        product_data: { name: 'Too long' },
        recurring: { interval: 'week', interval_count: 53 },
      }),
    ).rejects.toMatchObject({ param: 'recurring[interval_count]' });
    const price = await test.stripe.prices.create({
      currency: 'usd',
      unit_amount: 100,
      product_data: { name: 'Fixed' },
    });
    await expect(
      test.stripe.prices.update(price.id, { unit_amount: 200 } as Stripe.PriceUpdateParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'unit_amount' });
  });
});
