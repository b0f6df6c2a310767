import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../test/test-sandbox.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

describe('customers through the SDK', () => {
  it('creates, retrieves, updates, lists and deletes a customer', async () => {
    const customer = await test.stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { user_id: '7' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.invoice_settings.default_payment_method).toBeNull();

    const updated = await test.stripe.customers.update(customer.id, {
      name: 'Ada L.',
      metadata: { user_id: '', plan: '3' },
    });
    expect(updated.name).toBe('Ada L.');
    expect(updated.metadata).toEqual({ plan: '3' });
    expect((await test.stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      name: 'Ada L.',
    });

    const listed = await test.stripe.customers.list({ email: 'ada@example.com' });
    expect(listed.data.map((item) => item.id)).toEqual([customer.id]);

    const deleted = await test.stripe.customers.del(customer.id);
    expect(deleted.deleted).toBe(true);
    await expect(test.stripe.customers.retrieve(customer.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
      message: `No such customer: '${customer.id}'`,
    });
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining(['customer.created', 'customer.updated', 'customer.deleted']),
    );
  });

  it('refuses a parameter Stripe does not know, naming it', async () => {
    await expect(
      test.stripe.customers.create({ nickname: 'x' } as Stripe.CustomerCreateParams),
    ).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'nickname',
      message: 'Received unknown parameter: nickname',
    });
    await expect(
      test.stripe.customers.create({
        address: { planet: 'Mars' },
      } as unknown as Stripe.CustomerCreateParams),
    ).rejects.toMatchObject({ param: 'address[planet]' });
  });

  it('pages a list with starting_after and ending_before', async () => {
    const made: string[] = [];
    for (let index = 0; index < 5; index++) {
      made.push((await test.stripe.customers.create({ email: `page${index}@example.com` })).id);
    }
    const first = await test.stripe.customers.list({ limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual([made[4], made[3]]);
    expect(first.has_more).toBe(true);
    const second = await test.stripe.customers.list({ limit: 2, starting_after: made[3] });
    expect(second.data.map((c) => c.id)).toEqual([made[2], made[1]]);
    const back = await test.stripe.customers.list({ limit: 2, ending_before: made[2] });
    expect(back.data.map((c) => c.id)).toEqual([made[4], made[3]]);
  });
});

describe('idempotency keys', () => {
  it('answers the first answer for the same key and parameters, once, even concurrently', async () => {
    const requests = Array.from({ length: 20 }, () =>
      test.stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' }),
    );
    const answers = await Promise.all(requests);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const listed = await test.stripe.customers.list({ email: 'same@example.com' });
    expect(listed.data).toHaveLength(1);
  });

  it('refuses the same key with other parameters', async () => {
    await test.stripe.customers.create({ email: 'one@example.com' }, { idempotencyKey: 'key-2' });
    await expect(
      test.stripe.customers.create({ email: 'two@example.com' }, { idempotencyKey: 'key-2' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });
});

describe('authentication', () => {
  it('refuses a wrong secret key and a publishable key on a secret-only call', async () => {
    const withKey = (key: string) =>
      new Stripe(key, {
        httpClient: Stripe.createFetchHttpClient((input, init) =>
          test.sandbox.app
            .inject({
              method: (init?.method ?? 'GET') as 'GET',
              url: new URL(String(input)).pathname,
              headers: Object.fromEntries(new Headers(init?.headers).entries()),
              payload: init?.body as string,
            })
            .then((response) => new Response(response.body, { status: response.statusCode })),
        ),
      });
    await expect(withKey('sk_test_wrong').customers.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
    await expect(
      withKey(test.sandbox.settings.publishableKey).customers.list(),
    ).rejects.toMatchObject({
      code: 'secret_key_required',
    });
  });
});

describe('bad input', () => {
  it('refuses a NUL byte in a parameter or an id with a 400', async () => {
    await expect(test.stripe.customers.create({ name: 'a\u0000b' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_invalid_string',
    });
    await expect(test.stripe.customers.retrieve('cus_\u0000')).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
