import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsMessages } from '@forma/contract/cards/cards.messages';
import type { CardList } from '@forma/contract/cards/cards.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, newClient, newCoach, publishedPlan } from '../../../test/programs-helpers.ts';
import { connectStripe } from '../../../test/stripe-helpers.ts';
import { paidPlan } from '../../../test/paid-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { browserCard } from '../../../test/card-helpers.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { stripeCustomers } from './cards.tables.ts';
import { defaultCard } from './stripe-customer.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

type Session = Awaited<ReturnType<typeof newClient>>;

/** A coach whose connected account takes charges and who sells a paid program. */
async function chargingCoach() {
  const coach = await newCoach(t);
  const stripeAccount = await connectStripe(t, coach, { onboarded: 'everything' });
  await paidPlan(t, coach);
  return { coach, coachId: coach.current.id as number, stripeAccount };
}

async function customerRows(userId: number) {
  return t.database.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
}

/** The client saves a new card with the coach through POST stripe/card; answers its id. */
async function addCard(client: Session, coachId: number, stripeAccount: string, number?: string) {
  const card = await browserCard(t, stripeAccount, number);
  const answer = await call('POST', 'stripe/card', client.token, {
    card: { token: card },
    coach_id: coachId,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return card;
}

const listOf = async (client: Session, coachId: number) => {
  const answer = await call('GET', `stripe/cards?coach_id=${coachId}`, client.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CardList>().data;
};

describe('card_init', () => {
  it('answers a SetupIntent for off-session card payments on the coach’s connected account', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    for (const path of ['stripe/card_init', 'athlete/card_tokens/card_init']) {
      const answer = await call('GET', `${path}?coach_id=${coachId}`, client.token);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json<{ client_secret: string; stripe_account: string }>();
      expect(body.stripe_account).toBe(stripeAccount);
      const intent = await t.app.ctx.stripe.setupIntents.retrieve(
        body.client_secret.split('_secret_')[0]!,
        {},
        { stripeAccount },
      );
      const [row] = await customerRows(client.private.id);
      expect(intent).toMatchObject({
        customer: row!.stripeCustomerId,
        usage: 'off_session',
        payment_method_types: ['card'],
      });
    }
  });

  it('makes one customer for 20 concurrent calls', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('GET', `stripe/card_init?coach_id=${coachId}`, client.token),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await customerRows(client.private.id);
    expect(rows).toHaveLength(1);
    const customers = await t.app.ctx.stripe.customers.list({ limit: 100 }, { stripeAccount });
    expect(customers.data.map((c) => c.id)).toEqual([rows[0]!.stripeCustomerId]);
    expect(customers.data[0]!.email).toBe(client.email.toLowerCase());
  });

  it('is refused while the coach cannot take card payments', async () => {
    const client = await newClient(t);
    const unconnected = await newCoach(t);
    const pending = await newCoach(t);
    await connectStripe(t, pending, { onboarded: 'nothing' });
    for (const coach of [unconnected, pending]) {
      const answer = await call(
        'GET',
        `stripe/card_init?coach_id=${coach.current.id}`,
        client.token,
      );
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ errors: { base: [cardsMessages.noCoachAccount] } });
    }
    expect(await customerRows(client.private.id)).toEqual([]);
  });
});

describe('card_init: which coach, and how often', () => {
  const cardInit = (client: Session, coachId: number) =>
    call('GET', `stripe/card_init?coach_id=${coachId}`, client.token);
  const intentId = (answer: { json: () => unknown }) =>
    (answer.json() as { client_secret: string }).client_secret.split('_secret_')[0]!;
  const stripeCustomers = (stripeAccount: string) =>
    t.app.ctx.stripe.customers.list({ limit: 100 }, { stripeAccount });

  it('makes no customer with a coach who sells the client no paid program', async () => {
    const client = await newClient(t);
    const free = await newCoach(t);
    const freeAccount = await connectStripe(t, free, { onboarded: 'everything' });
    await publishedPlan(t, free.token);
    const closed = await newCoach(t);
    const closedAccount = await connectStripe(t, closed, { onboarded: 'everything' });
    await paidPlan(t, closed, { is_private: true });
    for (const coachId of [free.current.id, closed.current.id]) {
      const answer = await cardInit(client, coachId);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ errors: { base: [cardsMessages.nothingToBuy] } });
      const added = await call('POST', 'athlete/card_tokens', client.token, {
        coach_id: coachId,
        payment_method_id: 'pm_card_visa',
      });
      expect(added.statusCode).toBe(422);
    }
    expect(await customerRows(client.private.id)).toEqual([]);
    expect((await stripeCustomers(freeAccount)).data).toEqual([]);
    expect((await stripeCustomers(closedAccount)).data).toEqual([]);
  });

  it('makes none for a client the coach removed from the program', async () => {
    const coach = await newCoach(t);
    const stripeAccount = await connectStripe(t, coach, { onboarded: 'everything' });
    const plan = await paidPlan(t, coach);
    const client = await newClient(t);
    await t.database.db.insert(planMemberships).values({
      planId: plan.id,
      accountId: coach.current.id,
      userId: client.private.id,
      state: 'canceled',
      isBlocked: true,
    });
    expect((await cardInit(client, coach.current.id)).statusCode).toBe(422);
    expect((await stripeCustomers(stripeAccount)).data).toEqual([]);
  });

  it('answers the open SetupIntent again, and a new one once it is used', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const first = await cardInit(client, coachId);
    expect(first.statusCode, first.body).toBe(200);
    const racing = await Promise.all(Array.from({ length: 10 }, () => cardInit(client, coachId)));
    expect(new Set(racing.map(intentId))).toEqual(new Set([intentId(first)]));

    await t.app.ctx.stripe.setupIntents.confirm(
      intentId(first),
      { payment_method: 'pm_card_visa' },
      { stripeAccount },
    );
    const afterUse = await Promise.all(Array.from({ length: 5 }, () => cardInit(client, coachId)));
    expect(new Set(afterUse.map(intentId)).size).toBe(1);
    expect(intentId(afterUse[0]!)).not.toBe(intentId(first));
    const [row] = await customerRows(client.private.id);
    const intents = await t.app.ctx.stripe.setupIntents.list(
      { customer: row!.stripeCustomerId! },
      { stripeAccount },
    );
    expect(intents.data).toHaveLength(2);
  });

  it('refuses a person past 20 a minute with 429 and Retry-After', async () => {
    const { coachId } = await chargingCoach();
    const client = await newClient(t);
    setNow(new Date('2031-05-01T10:00:30Z'));
    try {
      for (let i = 0; i < 20; i++) expect((await cardInit(client, coachId)).statusCode).toBe(200);
      const refused = await cardInit(client, coachId);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toEqual({
        errors: { base: ['You are doing that too often. Try again in 30 seconds.'] },
      });
      setNow(new Date('2031-05-01T10:01:00Z'));
      expect((await cardInit(client, coachId)).statusCode).toBe(200);
    } finally {
      setNow(null);
    }
  });
});

describe('adding and listing cards', () => {
  it('saves each new card as the default, kept with that coach only', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const other = await chargingCoach();
    const client = await newClient(t);
    expect(await listOf(client, coachId)).toEqual([]);

    const first = await addCard(client, coachId, stripeAccount);
    const second = await browserCard(t, stripeAccount, '5555555555554444');
    const answer = await call('POST', 'athlete/card_tokens', client.token, {
      coach_id: coachId,
      payment_method_id: second,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CardList>().data).toMatchObject([
      { id: second, kind: 'default', brand: 'mastercard', last4: '4444', coach_id: coachId },
      { id: first, kind: 'other', brand: 'visa', last4: '4242' },
    ]);
    expect(await listOf(client, coachId)).toEqual(answer.json<CardList>().data);
    expect(await defaultCard(t.app.ctx, client.private.id, coachId)).toBe(second);
    expect(await listOf(client, other.coachId)).toEqual([]);
  });

  it('adding the same card again changes nothing', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const card = await addCard(client, coachId, stripeAccount);
    const again = await call('POST', 'stripe/card', client.token, {
      card: { token: card },
      coach_id: coachId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<CardList>().data.map((c) => [c.id, c.kind])).toEqual([[card, 'default']]);
  });

  it('answers a declined card’s message as 422', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const declined = await browserCard(t, stripeAccount, '4000000000000002');
    const answer = await call('POST', 'stripe/card', client.token, {
      card: { token: declined },
      coach_id: coachId,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ errors: { base: string[] } }>().errors.base[0]).toMatch(/declined/);
    expect(await listOf(client, coachId)).toEqual([]);
  });

  it('groups every card by the coach it is kept with', async () => {
    const one = await chargingCoach();
    const two = await chargingCoach();
    const client = await newClient(t);
    const a = await addCard(client, one.coachId, one.stripeAccount);
    const b = await addCard(client, two.coachId, two.stripeAccount);
    const answer = await call('GET', 'athlete/card_tokens', client.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const name = (coach: Session) => coach.current.title as string;
    expect(answer.json()).toMatchObject({
      coaches: [
        { coach: { id: one.coachId, name: name(one.coach) }, cards: [{ id: a, kind: 'default' }] },
        { coach: { id: two.coachId, name: name(two.coach) }, cards: [{ id: b, kind: 'default' }] },
      ],
    });
  });
});

describe('replacing, editing and removing cards', () => {
  it('replaces a card: the new one first and the default, the old one detached', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const old = await addCard(client, coachId, stripeAccount);
    const fresh = await browserCard(t, stripeAccount, '5555555555554444');
    const answer = await call('POST', 'athlete/card_tokens/replace', client.token, {
      coach_id: coachId,
      payment_method_id: fresh,
      remove_card_id: old,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CardList>().data.map((c) => [c.id, c.kind])).toEqual([[fresh, 'default']]);
    const detached = await t.app.ctx.stripe.paymentMethods.retrieve(old, {}, { stripeAccount });
    expect(detached.customer).toBeNull();
  });

  it('edits the billing details and preferred network through either path', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const card = await addCard(client, coachId, stripeAccount);
    const address = {
      line1: '1 Main Street',
      line2: null,
      city: 'London',
      state: null,
      postal_code: 'N1 9GU',
      country: 'GB',
    };
    const first = await call('PATCH', `stripe/card/${card}`, client.token, {
      billing_details: { name: 'Grace Hopper', phone: '+441234567890', address },
      preferred_network: 'visa',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CardList>().data[0]).toMatchObject({
      id: card,
      preferred_network: 'visa',
      billing_details: { name: 'Grace Hopper', phone: '+441234567890', address },
    });
    const second = await call('PATCH', `athlete/card_tokens/${card}`, client.token, {
      billing_details: { name: 'G. Hopper' },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await listOf(client, coachId))[0]).toMatchObject({
      preferred_network: 'visa',
      billing_details: { name: 'G. Hopper', address: { city: 'London' } },
    });
  });

  it('removes a card that no subscription charges', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const only = await addCard(client, coachId, stripeAccount);
    const answer = await call('DELETE', `athlete/card_tokens/${only}`, client.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: [] });
  });

  it('refuses to remove the default card while a paid membership with the coach is active; another card may go', async () => {
    const { coach, coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const other = await addCard(client, coachId, stripeAccount);
    const used = await addCard(client, coachId, stripeAccount, '5555555555554444');
    const plan = await publishedPlan(t, coach.token);
    await t.database.db.insert(planMemberships).values({
      planId: plan.id,
      accountId: coachId,
      userId: client.private.id,
      state: 'active',
      amount: 1500,
      currency: 'gbp',
      startDate: '2020-01-01',
      applied: true,
    });
    expect((await listOf(client, coachId)).map((c) => c.linked_to_active_subscription)).toEqual([
      true,
      false,
    ]);

    const refused = await call('DELETE', `athlete/card_tokens/${used}`, client.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { base: [cardsMessages.removeLinked] } });
    const removed = await call('DELETE', `athlete/card_tokens/${other}`, client.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<CardList>().data.map((c) => c.id)).toEqual([used]);
  });

  it('refuses to remove a card a subscription charges by its own default', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const client = await newClient(t);
    const charged = await addCard(client, coachId, stripeAccount);
    await addCard(client, coachId, stripeAccount, '5555555555554444');
    const [row] = await customerRows(client.private.id);
    const price = await t.app.ctx.stripe.prices.create(
      {
        currency: 'gbp',
        unit_amount: 1000,
        recurring: { interval: 'month' },
        product_data: { name: 'Plan' },
      },
      { stripeAccount },
    );
    await t.app.ctx.stripe.subscriptions.create(
      {
        customer: row!.stripeCustomerId!,
        items: [{ price: price.id }],
        default_payment_method: charged,
      },
      { stripeAccount },
    );
    const refused = await call('DELETE', `athlete/card_tokens/${charged}`, client.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { base: [cardsMessages.removeLinked] } });
  });

  it('answers 404 for a card that is not the client’s with that coach', async () => {
    const { coachId, stripeAccount } = await chargingCoach();
    const other = await chargingCoach();
    const client = await newClient(t);
    const stranger = await newClient(t);
    const own = await addCard(client, coachId, stripeAccount);
    const theirs = await addCard(stranger, coachId, stripeAccount);
    const notFound = { errors: { base: [cardsMessages.notYourCard] } };
    const fresh = await browserCard(t, stripeAccount);
    const answers = [
      await call('PATCH', `stripe/card/${theirs}`, client.token, { billing_details: {} }),
      await call('PATCH', 'athlete/card_tokens/pm_nothing', client.token, { billing_details: {} }),
      await call('DELETE', `athlete/card_tokens/${theirs}`, client.token),
      await call('DELETE', 'athlete/card_tokens/pm_nothing', client.token),
      await call('POST', 'stripe/card', client.token, {
        card: { token: theirs },
        coach_id: coachId,
      }),
      await call('POST', 'stripe/card', client.token, {
        card: { token: 'pm_nothing' },
        coach_id: coachId,
      }),
      // A card made on one coach's account is not known on another's.
      await call('POST', 'stripe/card', client.token, {
        card: { token: fresh },
        coach_id: other.coachId,
      }),
      await call('POST', 'athlete/card_tokens/replace', client.token, {
        coach_id: coachId,
        payment_method_id: fresh,
        remove_card_id: theirs,
      }),
      await call('POST', 'athlete/card_tokens/replace', client.token, {
        coach_id: other.coachId,
        payment_method_id: fresh,
        remove_card_id: own,
      }),
    ];
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(
      answers.map(() => [404, notFound]),
    );
    expect((await listOf(stranger, coachId)).map((c) => c.id)).toEqual([theirs]);
    expect((await listOf(client, coachId)).map((c) => c.id)).toEqual([own]);
  });
});
