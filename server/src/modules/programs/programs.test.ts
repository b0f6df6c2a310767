import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachPlan, PlanListResponse } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  joinAccount,
  newClient,
  newCoach,
  publishedPlan,
  setPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import {
  completeOnboarding,
  connectStripe,
  flushStripeEvents,
  stripeRowOf,
} from '../../../test/stripe-helpers.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { plans } from './programs.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let other: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  other = await newCoach(t);
  client = await newClient(t);
});
afterAll(async () => {
  await t.close();
});

describe('create a program (2.3)', () => {
  it('creates a draft of each type with the Info & Pricing fields', async () => {
    for (const planType of ['one_many', 'individual', 'membership', 'fixed'] as const) {
      const plan = await createPlan(t, coach.token, {
        plan_type: planType,
        title: `My ${planType}`,
        description: '<p>Train <strong>hard</strong></p><script>alert(1)</script>',
        sessions_per_day: 2,
        trial_days: 7,
        skip_sales_page: true,
        welcome_message: 'Welcome!',
        waiver: {
          enabled: true,
          text: '<p>I accept the risks</p>',
          attachments: [{ media_id: 4 }],
        },
        visibility_days: 14,
        is_private: true,
        allowed_emails: ['A@Example.com', 'a@example.com'],
        show_on_storefront: false,
        performance_notifications: 'mute',
        coach_notes: 'Notes for me',
        attachments: [
          { media_id: 9, position: 1, title_media: true },
          { media_id: 8, position: 0, title_media: true },
        ],
        level: 3,
        launch_date: '2030-01-01',
      });
      expect(plan.status).toBe('draft');
      expect(plan.plan_type).toBe(planType);
      expect(plan.description).toBe('<p>Train <strong>hard</strong></p>');
      expect(plan.waiver).toEqual({
        enabled: true,
        text: '<p>I accept the risks</p>',
        attachments: [{ media_id: 4, position: 0, title_media: false, media: null }],
      });
      expect(plan.visibility_days).toBe(
        planType === 'membership' ? 7 : planType === 'fixed' ? null : 14,
      );
      expect(plan.trial_days).toBe(planType === 'fixed' ? null : 7);
      expect(plan.allowed_emails).toEqual(['a@example.com']);
      expect(plan.attachments.map((a) => [a.media_id, a.title_media])).toEqual([
        [8, true],
        [9, false],
      ]);
      expect(plan.plan_pricing).toBe('free');
      expect(plan.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(plan.public_url).toBe(`/p/${plan.id}`);
      expect(plan.counts).toEqual({ active: 0, in_trial: 0, scheduled: 0, pending: 0, past: 0 });
    }
  });

  it('answers each invalid field with its message', async () => {
    const response = await call('POST', 'coach/plans', coach.token, {
      plan: {
        plan_type: 'one_many',
        title: ' ',
        sessions_per_day: 11,
        trial_days: 0,
        visibility_days: 400,
        custom_url: 'no spaces',
        currency: 'XYZ',
      },
    });
    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors.title).toEqual(['Title is required.']);
    expect(errors.sessions_per_day).toEqual(['Sessions per day must be between 1 and 10.']);
    expect(errors.trial_days).toEqual(['Trial days must be between 1 and 365.']);
    expect(errors.visibility_days).toEqual([
      'Visibility must be between 1 and 365 days, or unlimited.',
    ]);
    expect(errors.custom_url).toEqual(['Only letters A-Z, digits 0-9, - and _ are allowed.']);
  });

  it('checks the custom URL rules of spec 5 and keeps it unique in any case', async () => {
    const long = await call('POST', 'coach/plans', coach.token, {
      plan: { plan_type: 'fixed', title: 'x', custom_url: 'a'.repeat(51) },
    });
    expect(errorsOf(long).custom_url).toEqual([
      'Max length of custom web address part is 50 characters.',
    ]);
    const digits = await call('POST', 'coach/plans', coach.token, {
      plan: { plan_type: 'fixed', title: 'x', custom_url: '2024' },
    });
    expect(errorsOf(digits).custom_url).toEqual(['The address cannot be only digits.']);
    const first = await createPlan(t, coach.token, { custom_url: 'Unique-Url_1' });
    expect(first.public_url).toBe('/p/Unique-Url_1');
    const taken = await call('POST', 'coach/plans', other.token, {
      plan: { plan_type: 'fixed', title: 'x', custom_url: 'unique-url_1' },
    });
    expect(errorsOf(taken).custom_url).toEqual([
      'This URL has been already taken. Please try another one.',
    ]);
    // Its own URL is not "taken" when the program is saved again.
    const again = await call('PATCH', `coach/plans/${first.id}`, coach.token, {
      plan: { custom_url: 'UNIQUE-URL_1' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('limits the description to 5,000 letters of text', async () => {
    const response = await call('POST', 'coach/plans', coach.token, {
      plan: { plan_type: 'one_many', title: 'x', description: `<p>${'a'.repeat(5001)}</p>` },
    });
    expect(errorsOf(response).description).toEqual(['Description must have at most 5000 letters.']);
  });

  it('allows a price only once the connected Stripe account can take charges', async () => {
    const seller = await newCoach(t);
    const paidPlan = { plan: { plan_type: 'one_many', title: 'x', plan_pricing: 'paid' } };
    const withPrice = {
      plan: {
        plan_type: 'one_many',
        title: 'x',
        price_options: [{ period: 'monthly', price: 1000 }],
      },
    };
    const refusedUntilCharges = async () => {
      const paid = await call('POST', 'coach/plans', seller.token, paidPlan);
      expect(errorsOf(paid).plan_pricing).toEqual([
        'You must connect to Stripe if you want to set a price for your program.',
      ]);
      expect((await call('POST', 'coach/plans', seller.token, withPrice)).statusCode).toBe(422);
    };
    await refusedUntilCharges();
    // Connected, but Stripe does not let it take charges yet.
    const stripeAccount = await connectStripe(t, seller, { onboarded: 'nothing' });
    await refusedUntilCharges();

    await completeOnboarding(t, seller, stripeAccount, 'charges');
    await flushStripeEvents(t);
    const created = await call('POST', 'coach/plans', seller.token, withPrice);
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json<CoachPlan>();
    expect(plan.plan_pricing).toBe('paid');
    const published = await call('POST', `coach/plans/${plan.id}/publish`, seller.token);
    expect(published.statusCode, published.body).toBe(200);
  });

  it('creates tracks with the program and checks their names', async () => {
    const plan = await createPlan(t, coach.token, {
      tracks: [{ name: 'Strength' }, { name: 'Conditioning' }],
    });
    expect(plan.tracks.map((tr) => tr.name)).toEqual(['Strength', 'Conditioning']);
    const bad = await call('POST', 'coach/plans', coach.token, {
      plan: { plan_type: 'one_many', title: 'x', tracks: [{ name: 'A' }, { name: 'a' }] },
    });
    expect(errorsOf(bad)['tracks.1.name']).toEqual(['This name is already taken.']);
  });
});

describe('edit and publish', () => {
  it('edits any field; the type never changes', async () => {
    const plan = await createPlan(t, coach.token, { plan_type: 'membership' });
    const response = await call('PATCH', `coach/plans/${plan.id}`, coach.token, {
      plan: { title: 'Renamed', visibility_days: 30, color: '#2F80ED', attachments: [] },
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json<CoachPlan>();
    expect(edited.title).toBe('Renamed');
    expect(edited.visibility_days).toBe(7);
    expect(edited.color).toBe('#2F80ED');
    const typeChange = await call('PATCH', `coach/plans/${plan.id}`, coach.token, {
      plan: { plan_type: 'fixed' },
    });
    expect(typeChange.statusCode).toBe(422);
  });

  it('publishes a draft; free stays free once published', async () => {
    const plan = await publishedPlan(t, coach.token);
    expect(plan.status).toBe('published');
    expect(plan.published_at).toEqual(expect.any(Number));
    const me = (await call('GET', 'users/me', coach.token)).json().current;
    expect(me.check_list_info.completed).toEqual(['sing_up', 'published_first_plan']);
    await publishedPlan(t, coach.token, { title: 'Second' });
    const again = (await call('GET', 'users/me', coach.token)).json().current;
    expect(again.check_list_info.completed).toEqual(['sing_up', 'published_first_plan']);
    const toPaid = await call('PATCH', `coach/plans/${plan.id}`, coach.token, {
      plan: { plan_pricing: 'paid' },
    });
    expect(errorsOf(toPaid).plan_pricing).toEqual([
      'A published program cannot change between free and paid.',
    ]);
  });

  it('keeps a team coach whose owner has no payout details to a draft, until Stripe pays out', async () => {
    const owner = await newCoach(t);
    const teamCoach = await newCoach(t);
    await joinAccount(t, teamCoach, owner.current.id);
    const plan = await createPlan(t, teamCoach.token, { title: 'Team program' });
    const publish = () => call('POST', `coach/plans/${plan.id}/publish`, teamCoach.token);
    const askTheOwner = async () => {
      const response = await publish();
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).base).toEqual([
        'Please ask the account owner to fill in their payout information. Your program has been saved as a draft.',
      ]);
      const saved = await call('GET', `coach/plans/${plan.id}`, teamCoach.token);
      expect(saved.json<CoachPlan>().status).toBe('draft');
    };
    await askTheOwner();
    // Charges without a bank account: the payout information is still missing.
    await connectStripe(t, owner, { onboarded: 'charges' });
    await askTheOwner();

    const stripeAccount = (await stripeRowOf(t, owner.current.id))!.stripeAccountId!;
    await completeOnboarding(t, owner, stripeAccount, 'everything');
    await flushStripeEvents(t);
    const response = await publish();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CoachPlan>().status).toBe('published');
  });
});

describe('access', () => {
  it('refuses other coaches (404), clients (403), visitors (401) and blocked accounts (406)', async () => {
    const plan = await createPlan(t, coach.token);
    expect((await call('GET', `coach/plans/${plan.id}`, other.token)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `coach/plans/${plan.id}`, other.token, { plan: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `coach/plans/${plan.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', 'coach/plans', client.token)).statusCode).toBe(403);
    expect((await call('POST', `coach/plans/${plan.id}/publish`, client.token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'coach/plans', null)).statusCode).toBe(401);

    const blocked = await newCoach(t);
    const own = await createPlan(t, blocked.token);
    await setPlan(t, blocked.current.id, 'blocked');
    expect((await call('GET', `coach/plans/${own.id}`, blocked.token)).statusCode).toBe(200);
    expect((await call('GET', 'coach/plans', blocked.token)).statusCode).toBe(200);
    const write = await call('POST', 'coach/plans', blocked.token, {
      plan: { plan_type: 'fixed', title: 'x' },
    });
    expect(write.statusCode).toBe(406);
    expect((await call('PUT', `coach/plans/${own.id}/archive`, blocked.token)).statusCode).toBe(
      406,
    );
  });
});

describe('the programs list (2.2)', () => {
  let lister: Session;
  beforeAll(async () => {
    lister = await newCoach(t);
  });

  it('pages the active tab, archived last, with statuses and counts', async () => {
    const draft = await createPlan(t, lister.token, { title: 'Draft one' });
    const noClients = await publishedPlan(t, lister.token, { title: 'Lonely' });
    const busy = await publishedPlan(t, lister.token, { title: 'Busy' });
    const good = await publishedPlan(t, lister.token, { title: 'Good' });
    const archived = await publishedPlan(t, lister.token, { title: 'Old' });
    await call('PUT', `coach/plans/${archived.id}/archive`, lister.token);
    const db = t.database.db;
    for (const plan of [busy, good]) {
      await db.insert(planMemberships).values({
        planId: plan.id,
        accountId: lister.current.id,
        userId: client.private.id,
        state: 'active',
        startDate: '2020-01-01',
        applied: true,
      });
    }
    await db.update(plans).set({ trainingScheduledTo: '2999-01-01' }).where(eq(plans.id, good.id));

    const page1 = await call('GET', 'coach/plans?per_page=3', lister.token);
    expect(page1.statusCode).toBe(200);
    const body = page1.json<PlanListResponse>();
    expect(body.pagination).toEqual({ page: 1, per_page: 3, total_pages: 2, total_count: 5 });
    expect(body.counts).toEqual({ active: 5, attention: 1 });
    expect(body.items.map((i) => [i.title, i.list_status, i.clients_count])).toEqual([
      ['Good', 'All Good', 1],
      ['Busy', 'Needs Training', 1],
      ['Lonely', 'No Clients', 0],
    ]);
    const page2 = (
      await call('GET', 'coach/plans?per_page=3&page=2', lister.token)
    ).json<PlanListResponse>();
    expect(page2.items.map((i) => [i.title, i.list_status, i.status])).toEqual([
      ['Draft one', 'In Draft', 'draft'],
      ['Old', null, 'archived'],
    ]);
    const attention = (
      await call('GET', 'coach/plans?tab=attention', lister.token)
    ).json<PlanListResponse>();
    expect(attention.items.map((i) => i.id)).toEqual([busy.id]);
    const search = (await call('GET', 'coach/plans?q=lone', lister.token)).json<PlanListResponse>();
    expect(search.items.map((i) => i.id)).toEqual([noClients.id]);
    expect(draft.id).toBeGreaterThan(0);
    // Another coach's list does not show them.
    const others = (await call('GET', 'coach/plans', other.token)).json<PlanListResponse>();
    expect(others.items.some((i) => i.id === busy.id)).toBe(false);
  });
});

describe('row actions (2.2, 4.3)', () => {
  it('clones a program as a draft copy without clients', async () => {
    const plan = await publishedPlan(t, coach.token, {
      title: 'Original',
      custom_url: 'original-x',
      tracks: [{ name: 'One' }],
    });
    const response = await call('POST', `coach/plans/${plan.id}/clone`, coach.token);
    expect(response.statusCode).toBe(201);
    const copy = response.json<CoachPlan>();
    expect(copy.title).toBe('Original (copy)');
    expect(copy.status).toBe('draft');
    expect(copy.custom_url).toBeNull();
    expect(copy.tracks.map((tr) => tr.name)).toEqual(['One']);
  });

  it('copies a program to another account of the coach, not to strangers or blocked ones', async () => {
    const plan = await createPlan(t, coach.token, { title: 'Portable' });
    // The coach's own private account starts empty (blocked): refused.
    const toPrivate = await call('POST', `coach/plans/${plan.id}/copy`, coach.token, {
      account_id: coach.private.id,
    });
    expect(errorsOf(toPrivate).account_id).toEqual([
      'Programs can only be copied to your own active accounts.',
    ]);
    await setPlan(t, coach.private.id, 'pro');
    const copied = await call('POST', `coach/plans/${plan.id}/copy`, coach.token, {
      account_id: coach.private.id,
    });
    expect(copied.statusCode).toBe(201);
    expect(copied.json().account_id).toBe(coach.private.id);
    const stranger = await call('POST', `coach/plans/${plan.id}/copy`, coach.token, {
      account_id: other.current.id,
    });
    // An account the coach has no tie to answers as an unknown one (docs/decisions/platform.md
    // 'Body ids').
    expect(errorsOf(stranger)).toEqual({
      account_id: ['Programs can only be copied to your own active accounts.'],
    });
  });

  it('archives, restores, mutes, blocks and makes available', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed' });
    const put = async (action: string) => {
      const response = await call('PUT', `coach/plans/${plan.id}/${action}`, coach.token);
      return response;
    };
    expect((await put('archive')).json<CoachPlan>().status).toBe('archived');
    expect((await put('restore')).json<CoachPlan>().status).toBe('published');
    expect((await put('mute')).json<CoachPlan>().muted).toBe(true);
    expect((await put('unmute')).json<CoachPlan>().muted).toBe(false);
    expect((await put('block_downloads')).json<CoachPlan>().blocked_downloads).toBe(true);
    const wrongType = await put('block_subscriptions');
    expect(errorsOf(wrongType).base).toEqual(['This action does not apply to this program type.']);
    expect((await put('make_available')).json<CoachPlan>().blocked_downloads).toBe(false);
  });

  it('deletes a program without clients; one with clients must be archived', async () => {
    const empty = await createPlan(t, coach.token);
    expect((await call('DELETE', `coach/plans/${empty.id}`, coach.token)).statusCode).toBe(204);
    expect((await call('GET', `coach/plans/${empty.id}`, coach.token)).statusCode).toBe(404);
    const busy = await publishedPlan(t, coach.token);
    await t.database.db.insert(planMemberships).values({
      planId: busy.id,
      accountId: coach.current.id,
      userId: client.private.id,
      state: 'active',
    });
    const refused = await call('DELETE', `coach/plans/${busy.id}`, coach.token);
    expect(errorsOf(refused).base).toEqual([
      'This program has active clients: archive it instead.',
    ]);
  });
});

describe('access matrix of the coach calls', () => {
  it("answers another coach's 404, a client's 403 and a blocked account's 406 on every call", async () => {
    const owner = await newCoach(t);
    const plan = await publishedPlan(t, owner.token, { tracks: [{ name: 'A' }] });
    const track = plan.tracks[0]!.id;
    const calls: [
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      body?: object,
    ][] = [
      ['GET', `coach/plans/${plan.id}`],
      ['PATCH', `coach/plans/${plan.id}`, { plan: { title: 'x' } }],
      ['POST', `coach/plans/${plan.id}/publish`],
      ['POST', `coach/plans/${plan.id}/clone`],
      ['POST', `coach/plans/${plan.id}/copy`, { account_id: owner.current.id }],
      ['PUT', `coach/plans/${plan.id}/archive`],
      ['PUT', `coach/plans/${plan.id}/restore`],
      ['PUT', `coach/plans/${plan.id}/mute`],
      ['PUT', `coach/plans/${plan.id}/unmute`],
      ['PUT', `coach/plans/${plan.id}/block_subscriptions`],
      ['PUT', `coach/plans/${plan.id}/make_available`],
      ['POST', `coach/plans/${plan.id}/prices`, { price: { period: 'monthly', price: 1000 } }],
      ['GET', `coach/plans/${plan.id}/tracks`],
      ['POST', `coach/plans/${plan.id}/tracks`, { track: { name: 'B' } }],
      ['PATCH', `coach/plans/${plan.id}/tracks/${track}`, { track: { name: 'C' } }],
      ['PUT', `coach/plans/${plan.id}/tracks/${track}/archive`],
      ['GET', `coach/plans/${plan.id}/clients`],
      ['POST', `coach/plans/${plan.id}/invites`, { emails: ['x@example.com'] }],
      ['DELETE', `coach/plans/${plan.id}/covers/table_view`],
      ['DELETE', `coach/plans/${plan.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, other.token, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, client.token, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    await setPlan(t, owner.current.id, 'blocked');
    for (const [method, url, body] of calls) {
      const status = (await call(method, url, owner.token, body)).statusCode;
      expect(status, `${method} ${url}`).toBe(method === 'GET' ? 200 : 406);
    }
    expect((await call('GET', 'athlete/plans', owner.token)).statusCode).toBe(403);
  });
});
