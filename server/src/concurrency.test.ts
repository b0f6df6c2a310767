import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { createTestApp, TEST_CLIENT, type TestApp } from '../test/test-app.ts';
import { linkIn, mailsTo, PASSWORD, signUp, signUpBody, uniqueEmail } from '../test/helpers.ts';
import { confirmEmail } from '../test/confirm-email.ts';
import { testImage, multipart } from '../test/media.ts';
import { connectStripe } from '../test/stripe-helpers.ts';
import {
  api,
  createPlan,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../test/programs-helpers.ts';
import { accountMembers, accounts, clientInvitations } from './modules/accounts/accounts.tables.ts';
import { sessions } from './modules/auth/auth.tables.ts';
import { media } from './modules/media/media.tables.ts';
import { planMemberships, planWaiverAcceptances } from './modules/purchase/purchase.tables.ts';
import { planCovers, planPrices, plans, planTracks } from './modules/programs/programs.tables.ts';
import { coachSubscriptions } from './modules/platform-plan/platform-plan.tables.ts';
import { users } from './modules/accounts/users.tables.ts';

/**
 * Every call that creates something, asked 20 times at once with the same input (a double click,
 * a retrying client, a busy tab): no 5xx, one row where one is the right outcome (or one row per
 * success where each click rightly makes one), and one e-mail where one is sent.
 */
const TIMES = 20;

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  // Paid prices need the coach's payment account connected, as Stripe's onboarding does.
  await connectStripe(t, coach);
});
afterAll(async () => {
  await t.close();
});

async function twenty(request: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all(Array.from({ length: TIMES }, () => request()));
  const statuses = answers.map((a) => a.statusCode);
  expect(
    statuses.filter((s) => s >= 500),
    answers.map((a) => a.body).join('\n'),
  ).toEqual([]);
  const ok = statuses.filter((s) => s >= 200 && s < 300).length;
  return { answers, statuses, ok };
}

async function rows(table: PgTable, where: SQL | undefined) {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

const mailsAbout = async (to: string, subject: string) =>
  (await mailsTo(t, to)).filter((m) => m.subject.includes(subject)).length;

describe('sign-up, sign-in and e-mail confirmation', () => {
  it('POST users/sign_up: one person per address, one confirmation e-mail', async () => {
    const body = signUpBody({ role: 'user', account_name: undefined });
    const { ok, statuses } = await twenty(() =>
      t.app.inject({ method: 'POST', url: '/api/users/sign_up', payload: body }),
    );
    expect(ok).toBe(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(TIMES - 1);
    const email = body.email as string;
    expect(await rows(users, eq(users.email, email))).toBe(1);
    expect(await mailsAbout(email, 'Confirm your email')).toBe(1);
  });

  it('POST users/sign_in: one session per sign-in', async () => {
    const person = await newClient(t);
    const before = await rows(sessions, eq(sessions.userId, person.private.id));
    const { ok, answers } = await twenty(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        payload: { email: person.email, password: PASSWORD, ...TEST_CLIENT },
      }),
    );
    expect(ok, answers[0]!.body).toBe(TIMES);
    expect(await rows(sessions, eq(sessions.userId, person.private.id))).toBe(before + ok);
  });

  it('POST users/confirmation: one new confirmation e-mail', async () => {
    const person = await newClient(t);
    const { ok, statuses } = await twenty(() => call('POST', 'users/confirmation', person.token));
    expect(ok).toBe(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(TIMES - 1);
    // The sign-up's and one more, whose link works.
    expect(await mailsAbout(person.email, 'Confirm your email')).toBe(2);
    await confirmEmail(t, person.email);
  });
});

describe('business accounts and their invitations', () => {
  it('POST accounts: each click makes an account (two clicks, two accounts)', async () => {
    const owner = await newCoach(t);
    const { ok } = await twenty(() =>
      call('POST', 'accounts', owner.token, {
        account: { kind: 'gym', title: 'Twenty Gym', country: 'GB' },
      }),
    );
    expect(ok).toBe(TIMES);
    expect(
      await rows(accounts, and(eq(accounts.ownerId, owner.private.id), eq(accounts.kind, 'gym'))),
    ).toBe(ok);
  });

  it('POST accounts/current/coaches: one invitation, one e-mail', async () => {
    const email = uniqueEmail('coach-twenty');
    const { ok } = await twenty(() =>
      call('POST', 'accounts/current/coaches', coach.token, { invite: { email } }),
    );
    expect(ok).toBe(TIMES);
    expect(
      await rows(
        accountMembers,
        and(eq(accountMembers.accountId, coach.current.id), eq(accountMembers.email, email)),
      ),
    ).toBe(1);
    expect(await mailsAbout(email, 'invited you to coach')).toBe(1);
    // The one e-mail's link is the one that works.
    const mail = (await mailsTo(t, email))[0]!;
    const token = linkIn(mail, '/onboarding/accept-invitation/').pathname.split('/').pop();
    expect((await call('GET', `invitations/${token}`)).json().status).toBe('pending');
  });

  it('PUT invites/{id}/accept: the coach joins once', async () => {
    const invited = await newCoach(t);
    await confirmEmail(t, invited.email);
    await call('POST', 'accounts/current/coaches', coach.token, {
      invite: { email: invited.email },
    });
    const { ok } = await twenty(() =>
      call('PUT', `invites/${coach.current.id}/accept`, invited.token),
    );
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(
      await rows(
        accountMembers,
        and(
          eq(accountMembers.accountId, coach.current.id),
          eq(accountMembers.email, invited.email),
          eq(accountMembers.inviteStatus, 'accepted'),
        ),
      ),
    ).toBe(1);
  });

  it('POST clients/invitations: one invitation, one e-mail', async () => {
    const email = uniqueEmail('client-twenty');
    const { ok } = await twenty(() =>
      call('POST', 'clients/invitations', coach.token, { invite: { email } }),
    );
    expect(ok).toBe(TIMES);
    expect(await rows(clientInvitations, eq(clientInvitations.email, email))).toBe(1);
    expect(await mailsAbout(email, 'invited you to train')).toBe(1);
  });
});

describe('programs', () => {
  it('POST coach/plans, clone and copy: each click makes a program', async () => {
    const owner = await newCoach(t);
    const created = await twenty(() =>
      call('POST', 'coach/plans', owner.token, { plan: { plan_type: 'fixed', title: 'Twice' } }),
    );
    expect(created.ok).toBe(TIMES);
    const source = created.answers[0]!.json<{ id: number }>().id;
    const cloned = await twenty(() => call('POST', `coach/plans/${source}/clone`, owner.token));
    const copied = await twenty(() =>
      call('POST', `coach/plans/${source}/copy`, owner.token, { account_id: owner.private.id }),
    );
    expect(await rows(plans, eq(plans.accountId, owner.current.id))).toBe(created.ok + cloned.ok);
    expect(await rows(plans, eq(plans.accountId, owner.private.id))).toBe(copied.ok);
  });

  it('POST coach/plans/{id}/prices: one option per period', async () => {
    const plan = await createPlan(t, coach.token, {
      price_options: [{ period: 'monthly', price: 1_000 }],
    });
    const { ok } = await twenty(() =>
      call('POST', `coach/plans/${plan.id}/prices`, coach.token, {
        price: { period: 'weekly', price: 300 },
      }),
    );
    expect(ok).toBe(1);
    expect(
      await rows(planPrices, and(eq(planPrices.planId, plan.id), eq(planPrices.period, 'weekly'))),
    ).toBe(1);
  });

  it('POST coach/plans/{id}/tracks: one track per name', async () => {
    const plan = await createPlan(t, coach.token, { plan_type: 'one_many' });
    const { ok } = await twenty(() =>
      call('POST', `coach/plans/${plan.id}/tracks`, coach.token, { track: { name: 'Engine' } }),
    );
    expect(ok).toBe(1);
    expect(
      await rows(planTracks, and(eq(planTracks.planId, plan.id), eq(planTracks.name, 'Engine'))),
    ).toBe(1);
  });

  it('POST coach/plans/{id}/covers: one cover of each type', async () => {
    const plan = await createPlan(t, coach.token);
    const image = await testImage(300, 200);
    await twenty(() => {
      const body = multipart(
        { name: 'cover.jpg', content: image, type: 'image/jpeg' },
        { cover_type: 'tiled_view', crop: JSON.stringify({ x: 0, y: 0, width: 300, height: 156 }) },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/coach/plans/${plan.id}/covers`,
        headers: { authorization: `Bearer ${coach.token}`, ...body.headers },
        payload: body.payload,
      });
    });
    expect(await rows(planCovers, eq(planCovers.planId, plan.id))).toBe(1);
  });

  it('POST media (a video link) and media/direct_upload: each request adds an item', async () => {
    const owner = await newCoach(t);
    const links = await twenty(() =>
      call('POST', 'media', owner.token, {
        media: { video_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Twenty' },
      }),
    );
    const uploads = await twenty(() =>
      call('POST', 'media/direct_upload', owner.token, {
        filename: 'plan.pdf',
        content_type: 'application/pdf',
        byte_size: 1000,
      }),
    );
    expect(links.ok).toBe(TIMES);
    expect(uploads.ok).toBe(TIMES);
    expect(await rows(media, eq(media.createdByAccountId, owner.current.id))).toBe(
      links.ok + uploads.ok,
    );
  });

  it('POST media {media: {signed_id}}: a finished direct upload becomes one item', async () => {
    const owner = await newCoach(t);
    const png = await testImage(64, 64);
    const signed = await call('POST', 'media/direct_upload', owner.token, {
      filename: 'photo.jpg',
      content_type: 'image/jpeg',
      byte_size: png.length,
    });
    const { upload_url, headers, signed_id, media_id } = signed.json();
    const url = new URL(upload_url);
    const put = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers,
      payload: png,
    });
    expect(put.statusCode).toBe(204);
    const { ok, statuses } = await twenty(() =>
      call('POST', 'media', owner.token, { media: { signed_id } }),
    );
    // The first completes it; the others are told it is being completed, or get the item.
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await rows(media, eq(media.createdByAccountId, owner.current.id))).toBe(1);
    const again = await call('POST', 'media', owner.token, { media: { signed_id } });
    expect(again.json()).toMatchObject({ id: media_id, type: 'image' });
    const file = await t.app.inject({ url: new URL(again.json().src).pathname });
    expect(file.statusCode).toBe(200);
  });
});

describe("a program's invites", () => {
  it('POST coach/plans/{id}/invites: one Pending client, one invitation, one e-mail', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Twenty Invites' });
    const email = uniqueEmail('program-twenty');
    const { ok } = await twenty(() =>
      call('POST', `coach/plans/${plan.id}/invites`, coach.token, { emails: [email] }),
    );
    expect(ok).toBe(TIMES);
    expect(
      await rows(
        planMemberships,
        and(eq(planMemberships.planId, plan.id), eq(planMemberships.email, email)),
      ),
    ).toBe(1);
    expect(await rows(clientInvitations, eq(clientInvitations.email, email))).toBe(1);
    expect(await mailsAbout(email, 'Twenty Invites')).toBe(1);
  });

  it('POST coach/plans/{id}/invites to a registered client: one membership, one e-mail', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Twenty Registered' });
    const client = await newClient(t);
    await twenty(() =>
      call('POST', `coach/plans/${plan.id}/invites`, coach.token, { emails: [client.email] }),
    );
    expect(
      await rows(
        planMemberships,
        and(eq(planMemberships.planId, plan.id), eq(planMemberships.userId, client.private.id)),
      ),
    ).toBe(1);
    expect(await mailsAbout(client.email, 'Twenty Registered')).toBe(1);
  });

  it('POST coach/plans/{id}/clients/{membership_id}/invite: one e-mail', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Twenty Resends' });
    const email = uniqueEmail('resend-twenty');
    const added = await call('POST', `coach/plans/${plan.id}/invites`, coach.token, {
      emails: [email],
      send: false,
    });
    const row = added.json<{ items: ProgramClientRow[] }>().items[0]!;
    const { ok } = await twenty(() =>
      call('POST', `coach/plans/${plan.id}/clients/${row.id}/invite`, coach.token),
    );
    expect(ok).toBe(TIMES);
    expect(await mailsAbout(email, 'Twenty Resends')).toBe(1);
  });

  it('POST coach/plans/{id}/publish: the draft invites go once', async () => {
    const draft = await createPlan(t, coach.token, { title: 'Twenty Publishes' });
    const email = uniqueEmail('publish-twenty');
    await call('POST', `coach/plans/${draft.id}/invites`, coach.token, { emails: [email] });
    await twenty(() => call('POST', `coach/plans/${draft.id}/publish`, coach.token));
    expect(await mailsAbout(email, 'Twenty Publishes')).toBe(1);
  });

  it('PUT invitations/{token}/accept: the client joins the program once', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Twenty Accepts' });
    const email = uniqueEmail('accept-twenty');
    await call('POST', `coach/plans/${plan.id}/invites`, coach.token, { emails: [email] });
    const mail = (await mailsTo(t, email))[0]!;
    const token = linkIn(mail, '/onboarding/athlete-invitation/').pathname.split('/').pop();
    const person = await signUp(t.app, { role: 'user', account_name: undefined, email });
    const { ok } = await twenty(() => call('PUT', `invitations/${token}/accept`, person.token));
    expect(ok).toBe(TIMES);
    expect(await rows(planMemberships, eq(planMemberships.planId, plan.id))).toBe(1);
  });
});

describe('joining a program', () => {
  it('POST plans/{id}/waiver/accept and stripe/plan/{id}/buy: one acceptance, one membership', async () => {
    const plan = await publishedPlan(t, coach.token, {
      waiver: { enabled: true, text: '<p>Safe.</p>', attachments: [] },
    });
    const client = await newClient(t);
    await twenty(() => call('POST', `plans/${plan.id}/waiver/accept`, client.token));
    expect(await rows(planWaiverAcceptances, eq(planWaiverAcceptances.planId, plan.id))).toBe(1);
    const { ok } = await twenty(() => call('POST', `stripe/plan/${plan.id}/buy`, client.token));
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(await rows(planMemberships, eq(planMemberships.planId, plan.id))).toBe(1);
  });

  it("POST plans/{id}/contact: e-mails the coach up to the hour's limit of 5", async () => {
    const owner = await newCoach(t);
    const plan = await publishedPlan(t, owner.token, { is_private: true, title: 'Twenty Asks' });
    const client = await newClient(t);
    const { ok, statuses } = await twenty(() =>
      call('POST', `plans/${plan.id}/contact`, client.token, { message: { text: 'May I?' } }),
    );
    expect(ok).toBe(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(TIMES - 5);
    expect(await mailsAbout(owner.email, 'Twenty Asks')).toBe(5);
  });
});

describe('the person', () => {
  it('POST users/me {trial_start}: one trial', async () => {
    const owner = await newCoach(t, 'free');
    const { ok } = await twenty(() =>
      call('POST', 'users/me', owner.token, { user: { trial_start: true } }),
    );
    expect(ok).toBeGreaterThanOrEqual(1);
    const [sub] = await t.database.db
      .select()
      .from(coachSubscriptions)
      .where(eq(coachSubscriptions.accountId, owner.current.id));
    expect(sub).toMatchObject({ trial: true, active: true });
  });

  it('PATCH users/popup_storage: the popup is remembered once', async () => {
    const person = await newClient(t);
    await twenty(() =>
      call('PATCH', 'users/popup_storage', person.token, { popup_name: 'sign-up-welcome-page' }),
    );
    const [row] = await t.database.db
      .select({ n: sql<number>`cardinality(${users.popupStorage})` })
      .from(users)
      .where(eq(users.id, person.private.id));
    expect(Number(row!.n)).toBe(1);
  });

  it('POST users/avatar: one avatar', async () => {
    const person = await newClient(t);
    const image = await testImage(120, 120);
    const { ok } = await twenty(() => {
      const body = multipart({
        name: 'me.jpg',
        content: image,
        type: 'image/jpeg',
        field: 'user[avatar]',
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/users/avatar',
        headers: { authorization: `Bearer ${person.token}`, ...body.headers },
        payload: body.payload,
      });
    });
    expect(ok).toBe(TIMES);
    const me = (await call('GET', 'users/me', person.token)).json();
    expect(me.private.avatar_url).toBeTruthy();
  });
});
