import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPlan, PublicPriceOption } from '@forma/contract/purchase/purchase.schemas';
import type { CoachPlan, PriceOption, Track } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { connectStripe } from '../../../test/stripe-helpers.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { planPrices } from './programs.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let freeCoach: Session;
let other: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t, 'pro');
  freeCoach = await newCoach(t, 'free');
  // Paid prices need a connected Stripe account that takes charges (spec 5).
  await connectStripe(t, coach);
  await connectStripe(t, freeCoach);
  other = await newCoach(t);
  client = await newClient(t);
});
afterAll(async () => {
  await t.close();
});

const addPrice = (token: string, planId: number, price: Record<string, unknown>) =>
  call('POST', `coach/plans/${planId}/prices`, token, { price });

describe('price options (2.3, 5)', () => {
  it('creates a paid program with options in checkout order and publishes it', async () => {
    const plan = await createPlan(t, coach.token, {
      currency: 'GBP',
      price_options: [
        { period: 'yearly', price: 10_000 },
        { period: 'monthly', price: 1_000 },
      ],
    });
    expect(plan.plan_pricing).toBe('paid');
    expect(plan.price_options.map((p) => [p.period, p.price_format])).toEqual([
      ['monthly', '£10.00'],
      ['yearly', '£100.00'],
    ]);
    const published = await call('POST', `coach/plans/${plan.id}/publish`, coach.token);
    expect(published.json<CoachPlan>().status).toBe('published');
  });

  it('adds options with each validation message', async () => {
    const plan = await createPlan(t, coach.token, {
      price_options: [{ period: 'monthly', price: 500 }],
    });
    expect(
      (await addPrice(coach.token, plan.id, { period: 'weekly', price: 200 })).statusCode,
    ).toBe(201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ period: 'monthly', price: 100 }, 'period', 'Period must be unique.'],
      [{ period: 'yearly', price: 0 }, 'price', "Price can't be 0."],
      [{ period: 'yearly', price: 50 }, 'price', 'Price cannot be less then 1.'],
      [{ period: 'yearly', price: 1_000_001 }, 'price', 'Price must be less than 10,000'],
      [{ period: 'yearly', price: 10.5 }, 'price', 'Whoops! Price is invalid.'],
      [
        { period: 'one_off', price: 100 },
        'period',
        'This program is sold as a subscription: choose a recurring period.',
      ],
      [{ price: 100 }, 'period', 'Please select a cadence.'],
      [{ period: 'yearly' }, 'price', 'Please enter a valid value.'],
    ];
    for (const [price, field, message] of cases) {
      const response = await addPrice(coach.token, plan.id, price);
      expect(response.statusCode, JSON.stringify(price)).toBe(422);
      expect(errorsOf(response)[field], JSON.stringify(price)).toEqual([message]);
    }
  });

  it('allows 8 options at most', async () => {
    const plan = await createPlan(t, coach.token, {
      price_options: [{ period: 'weekly', price: 100 }],
    });
    for (const period of [
      'biweekly',
      'four_weekly',
      'monthly',
      'bimonthly',
      'quarterly',
      'biannual',
      'yearly',
    ]) {
      expect((await addPrice(coach.token, plan.id, { period, price: 100 })).statusCode).toBe(201);
    }
    // Every recurring period is used: an archived one restored would be a ninth.
    const list = (await call('GET', `coach/plans/${plan.id}`, coach.token)).json<CoachPlan>();
    expect(list.price_options).toHaveLength(8);
  });

  it('allows only one monthly option on the FREE platform plan', async () => {
    const plan = await createPlan(t, freeCoach.token, {
      price_options: [{ period: 'monthly', price: 100 }],
    });
    const weekly = await call('POST', 'coach/plans', freeCoach.token, {
      plan: {
        plan_type: 'one_many',
        title: 'x',
        price_options: [{ period: 'weekly', price: 100 }],
      },
    });
    expect(errorsOf(weekly)['price_options.0.period']).toEqual([
      'On the FREE plan only a monthly subscription option is allowed.',
    ]);
    const second = await addPrice(freeCoach.token, plan.id, { period: 'monthly', price: 200 });
    expect(errorsOf(second).period).toEqual(['Period must be unique.']);
  });

  it('does not restore an option the FREE plan no longer allows', async () => {
    const plan = await createPlan(t, freeCoach.token, {
      price_options: [{ period: 'monthly', price: 100 }],
    });
    // A weekly option archived from the account's PROFESSIONAL days.
    const [weekly] = await t.database.db
      .insert(planPrices)
      .values({ planId: plan.id, period: 'weekly', amount: 50, currency: 'USD', archived: true })
      .returning();
    const restore = await call(
      'PUT',
      `coach/plans/${plan.id}/prices/${weekly!.id}/restore`,
      freeCoach.token,
    );
    expect(restore.statusCode).toBe(422);
    expect(errorsOf(restore).period).toEqual([
      'On the FREE plan only a monthly subscription option is allowed.',
    ]);
    const [row] = await t.database.db
      .select()
      .from(planPrices)
      .where(eq(planPrices.id, weekly!.id));
    expect(row!.archived).toBe(true);
  });

  it('refuses prices without a connected account', async () => {
    const unconnected = await newCoach(t);
    const plan = await createPlan(t, unconnected.token);
    const response = await addPrice(unconnected.token, plan.id, { period: 'monthly', price: 1000 });
    expect(errorsOf(response).base).toEqual([
      'You must connect to Stripe if you want to set a price for your program.',
    ]);
    await connectStripe(t, unconnected);
    const added = await addPrice(unconnected.token, plan.id, { period: 'monthly', price: 1000 });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('archives with the warnings, restores unless the period exists, deletes', async () => {
    const plan = await publishedPlan(t, coach.token, {
      price_options: [
        { period: 'monthly', price: 1000 },
        { period: 'yearly', price: 9000 },
      ],
    });
    const [monthly, yearly] = plan.price_options as [PriceOption, PriceOption];
    await t.database.db.insert(planMemberships).values([
      {
        planId: plan.id,
        accountId: coach.current.id,
        userId: client.private.id,
        state: 'active',
        priceId: monthly.id,
        switchPriceId: yearly.id,
        amount: 1000,
      },
    ]);
    const warned = await call(
      'PUT',
      `coach/plans/${plan.id}/prices/${monthly.id}/archive`,
      coach.token,
    );
    expect(warned.statusCode).toBe(422);
    expect(errorsOf(warned).base).toEqual(['Active subscriptions!']);
    expect(warned.json().warnings).toEqual(['Active subscriptions!']);
    const pending = await call(
      'PUT',
      `coach/plans/${plan.id}/prices/${yearly.id}/archive`,
      coach.token,
    );
    expect(errorsOf(pending).base).toEqual(['Pending switch!']);
    const archived = await call(
      'PUT',
      `coach/plans/${plan.id}/prices/${monthly.id}/archive`,
      coach.token,
      {
        confirm: true,
      },
    );
    expect(archived.statusCode).toBe(200);
    expect(archived.json().price.archived).toBe(true);
    expect(archived.json().price.active_subscriptions).toBe(1);

    // The last active option of a published paid program stays.
    const last = await call(
      'PUT',
      `coach/plans/${plan.id}/prices/${yearly.id}/archive`,
      coach.token,
      {
        confirm: true,
      },
    );
    expect(errorsOf(last).base).toEqual(['Whoops! Price is required.']);

    const replacement = await addPrice(coach.token, plan.id, { period: 'monthly', price: 1200 });
    expect(replacement.statusCode).toBe(201);
    const cannot = await call(
      'PUT',
      `coach/plans/${plan.id}/prices/${monthly.id}/restore`,
      coach.token,
    );
    expect(errorsOf(cannot).base).toEqual(['Cannot restore!']);
    const replacementId = replacement.json<PriceOption>().id;
    const deleteUsed = await call(
      'DELETE',
      `coach/plans/${plan.id}/prices/${monthly.id}`,
      coach.token,
    );
    expect(errorsOf(deleteUsed).base).toEqual(['Active subscriptions!']);
    expect(
      (await call('DELETE', `coach/plans/${plan.id}/prices/${replacementId}`, coach.token))
        .statusCode,
    ).toBe(204);
    const restored = await call(
      'PUT',
      `coach/plans/${plan.id}/prices/${monthly.id}/restore`,
      coach.token,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<PriceOption>().archived).toBe(false);
  });

  it("marks a changed price for 'Update your clients' until skipped", async () => {
    const plan = await publishedPlan(t, coach.token, {
      price_options: [{ period: 'monthly', price: 1000 }],
    });
    const option = plan.price_options[0]!;
    const changed = await call('PATCH', `coach/plans/${plan.id}/prices/${option.id}`, coach.token, {
      price: { price: 1500 },
    });
    expect(changed.statusCode).toBe(200);
    const price = changed.json<PriceOption>();
    expect(price.message_about_changed_price).toBe(true);
    expect(price.message_for_inbox).toContain('$15.00');
    const skipped = await call('POST', `coach/plans/${plan.id}/skip/${option.id}`, coach.token);
    expect(skipped.json<PriceOption>().message_about_changed_price).toBe(false);
    expect(
      (await call('POST', `coach/plans/${plan.id}/skip/${option.id}`, other.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', `coach/plans/${plan.id}/skip/999999`, coach.token)).statusCode).toBe(
      404,
    );
  });

  it('shows subscription counts and the price-changed message on the public page to the owner only', async () => {
    const plan = await publishedPlan(t, coach.token, {
      price_options: [
        { period: 'monthly', price: 1000 },
        { period: 'yearly', price: 9000 },
      ],
    });
    const [monthly, yearly] = plan.price_options as [PriceOption, PriceOption];
    await call('PATCH', `coach/plans/${plan.id}/prices/${monthly.id}`, coach.token, {
      price: { price: 1500 },
    });
    await t.database.db.insert(planMemberships).values({
      planId: plan.id,
      accountId: coach.current.id,
      userId: client.private.id,
      state: 'active',
      priceId: monthly.id,
      switchPriceId: yearly.id,
      amount: 1500,
    });
    const view = async (token: string | null) =>
      (await call('GET', `plans/${plan.id}/public`, token)).json<PublicPlan>();
    const byId = (options: PublicPriceOption[], id: number) => options.find((o) => o.id === id)!;

    const own = await view(coach.token);
    expect(byId(own.original_price, monthly.id)).toMatchObject({
      active_subscriptions: 1,
      message_about_changed_price: true,
      message_for_inbox: expect.stringContaining('$15.00'),
    });
    expect(byId(own.original_price, yearly.id).pending_switch).toBe(1);
    expect(byId(own.local_price, monthly.id)).toMatchObject({
      active_subscriptions: 1,
      pending_switch: 0,
    });

    // Anyone else gets no counts at all (not zeros that read as the truth).
    const hidden = { message_about_changed_price: false, message_for_inbox: null };
    const asCoach = await view(other.token);
    expect(asCoach.viewer).toBe('coach');
    expect(asCoach.original_price.map((o) => o.price)).toEqual([1500, 9000]);
    const asClient = await view(client.token);
    const signedOut = await view(null);
    for (const option of [
      ...asCoach.original_price,
      ...asCoach.local_price,
      ...asClient.local_price,
      ...signedOut.local_price,
    ]) {
      expect(option).toMatchObject(hidden);
      expect(option).not.toHaveProperty('active_subscriptions');
      expect(option).not.toHaveProperty('pending_switch');
    }
    expect(signedOut.local_price).toHaveLength(2);
    expect(asClient.original_price).toEqual([]);
  });

  it("refuses other coaches' and clients' price calls", async () => {
    const plan = await createPlan(t, coach.token, {
      price_options: [{ period: 'monthly', price: 500 }],
    });
    expect(
      (await addPrice(other.token, plan.id, { period: 'weekly', price: 100 })).statusCode,
    ).toBe(404);
    expect(
      (await addPrice(client.token, plan.id, { period: 'weekly', price: 100 })).statusCode,
    ).toBe(403);
  });
});

describe('tracks (5, 6, 9)', () => {
  it('creates, renames, archives and restores tracks with the name rules', async () => {
    const plan = await createPlan(t, coach.token);
    const add = (name: string) =>
      call('POST', `coach/plans/${plan.id}/tracks`, coach.token, { track: { name } });
    const first = await add('Strength');
    expect(first.statusCode).toBe(201);
    const track = first.json<Track>();
    expect(errorsOf(await add('')).name).toEqual(['Name is required']);
    expect(errorsOf(await add('strength')).name).toEqual(['This name is already taken.']);
    expect(errorsOf(await add('A:B')).name).toEqual([
      'Name must contain less than 64 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;',
    ]);
    const renamed = await call('PATCH', `coach/plans/${plan.id}/tracks/${track.id}`, coach.token, {
      track: { name: 'Power' },
    });
    expect(renamed.json<Track>().name).toBe('Power');
    // The program's default track: the last active one is not archived.
    const last = await call(
      'PUT',
      `coach/plans/${plan.id}/tracks/${track.id}/archive`,
      coach.token,
    );
    expect(errorsOf(last).base).toEqual([
      'A program keeps at least one active track. Add another before archiving this one.',
    ]);
    expect((await add('Conditioning')).statusCode).toBe(201);
    const archived = await call(
      'PUT',
      `coach/plans/${plan.id}/tracks/${track.id}/archive`,
      coach.token,
    );
    expect(archived.json<Track>().archived).toBe(true);
    const restored = await call(
      'PUT',
      `coach/plans/${plan.id}/tracks/${track.id}/restore`,
      coach.token,
    );
    expect(restored.json<Track>().archived).toBe(false);
    const list = await call('GET', `coach/plans/${plan.id}/tracks`, coach.token);
    expect(list.json<Track[]>().map((tr) => tr.name)).toEqual(['Power', 'Conditioning']);
    expect((await call('GET', `coach/plans/${plan.id}/tracks`, other.token)).statusCode).toBe(404);
  });

  it('allows 15 active tracks', async () => {
    const plan = await createPlan(t, coach.token);
    for (let i = 1; i <= 15; i += 1) {
      const r = await call('POST', `coach/plans/${plan.id}/tracks`, coach.token, {
        track: { name: `T${i}` },
      });
      expect(r.statusCode).toBe(201);
    }
    const sixteenth = await call('POST', `coach/plans/${plan.id}/tracks`, coach.token, {
      track: { name: 'T16' },
    });
    expect(errorsOf(sixteenth).base).toEqual(['Maximum number of tracks reached']);
  });

  it('needs PROFESSIONAL for several tracks', async () => {
    const plan = await createPlan(t, freeCoach.token);
    const add = (name: string) =>
      call('POST', `coach/plans/${plan.id}/tracks`, freeCoach.token, { track: { name } });
    expect((await add('Only')).statusCode).toBe(201);
    const second = await add('Second');
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      errors: { base: ['Multiple tracks need the PROFESSIONAL plan.'] },
      restricted: 'tracks',
    });
  });
});

describe('covers (2.3, 9)', () => {
  it('cuts an uploaded crop into the sizes of its cover type, replaces and removes it', async () => {
    const plan = await createPlan(t, coach.token);
    const image = await sharp({
      create: { width: 720, height: 372, channels: 3, background: '#389840' },
    })
      .png()
      .toBuffer();
    const upload = async (token: string, coverType: string) => {
      const boundary = '----forma-test';
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const payload = Buffer.concat([
        Buffer.from(
          part('cover_type', coverType) +
            part('media_id', '12') +
            part('crop', '{"x":0,"y":0,"width":720,"height":372}'),
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crop.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/coach/plans/${plan.id}/covers`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    const response = await upload(coach.token, 'tiled_view');
    expect(response.statusCode, response.body).toBe(201);
    const cover = response.json();
    expect(cover.cover_type).toBe('tiled_view');
    expect(cover.media_id).toBe(12);
    expect(cover.crop).toEqual({ x: 0, y: 0, width: 720, height: 372 });
    const small = await t.app.inject({ url: new URL(cover.small, 'http://x').pathname });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 250, height: 130 });
    expect((await upload(coach.token, 'other')).statusCode).toBe(422);
    expect((await upload(other.token, 'table_view')).statusCode).toBe(404);
    const plain = await call('GET', `coach/plans/${plan.id}`, coach.token);
    expect(plain.json<CoachPlan>().covers).toHaveLength(1);
    expect(
      (await call('DELETE', `coach/plans/${plan.id}/covers/tiled_view`, coach.token)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `coach/plans/${plan.id}/covers/tiled_view`, coach.token)).statusCode,
    ).toBe(404);
  });
});
