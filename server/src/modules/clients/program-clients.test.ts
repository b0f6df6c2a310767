import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProgramCard, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { linkIn, mailsTo, signUp, uniqueEmail } from '../../../test/helpers.ts';
import {
  api,
  createPlan,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  setPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { accountInviteCounts } from '../accounts/accounts.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  other = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

/** `count` invitation e-mails the account sent earlier today. */
const sentToday = (accountId: number, count: number) =>
  t.database.db
    .insert(accountInviteCounts)
    .values({ accountId, day: new Date().toISOString().slice(0, 10), count });

const invite = (token: string, planId: number, emails: string[], send = true) =>
  call('POST', `coach/plans/${planId}/invites`, token, { emails, send });

async function clientsOf(planId: number, list: string, token = coach.token) {
  const response = await call('GET', `coach/plans/${planId}/clients?list=${list}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: ProgramClientRow[]; pagination: { total_count: number } }>();
}

describe('invite clients by e-mail (2.3 Sign up clients)', () => {
  it('invites by e-mail; the link adds the client to the invites tab and My programs', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Invite Only' });
    const email = uniqueEmail('invitee');
    const response = await invite(coach.token, plan.id, [email.toUpperCase(), email]);
    expect(response.statusCode).toBe(201);
    expect(response.json().invited).toBe(1);
    const pending = await clientsOf(plan.id, 'pending');
    expect(pending.items.map((r) => [r.email, r.status.label, r.status_kind])).toEqual([
      [email, 'Pending', 'invite'],
    ]);
    const mail = (await mailsTo(t, email))[0]!;
    expect(mail.subject).toContain('Invite Only');
    const link = linkIn(mail, '/onboarding/athlete-invitation/');
    const token = link.pathname.split('/').pop()!;
    const info = await call('GET', `invitations/${token}`);
    expect(info.json().plan).toEqual({ id: plan.id, title: 'Invite Only', custom_url: null });

    // Signs up with the invitation: the program waits under My programs > invites.
    const client = await signUp(t.app, {
      role: 'user',
      account_name: undefined,
      email,
      invitation_token: token,
      flow: 'client',
    });
    const invites = await call('GET', 'athlete/plans?list=invites', client.token);
    const cards = invites.json<{ items: MyProgramCard[] }>().items;
    expect(cards.map((c) => [c.plan.id, c.badge.label, c.main_action])).toEqual([
      [plan.id, 'Pending', 'start'],
    ]);
    const accepted = await clientsOf(plan.id, 'pending');
    expect(accepted.items.map((r) => [r.user_id, r.status.label])).toEqual([
      [client.private.id, 'Not Started'],
    ]);
    const view = (await call('GET', `plans/${plan.id}/public`, client.token)).json<PublicPlan>();
    expect(view.plan_invite).toEqual({ state: 'accepted' });

    // Get for Free: the invitation becomes an active membership.
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, client.token)).statusCode).toBe(200);
    expect((await clientsOf(plan.id, 'pending')).items).toEqual([]);
    const active = await clientsOf(plan.id, 'active');
    expect(active.items.map((r) => [r.full_name, r.status.label, r.price_format])).toEqual([
      ['Casey Jordan', 'Needs Training', 'Free'],
    ]);
  });

  it('invites a registered client straight into My programs', async () => {
    const plan = await publishedPlan(t, coach.token);
    const client = await newClient(t);
    await invite(coach.token, plan.id, [client.email]);
    const invites = await call('GET', 'athlete/plans?list=invites', client.token);
    expect(invites.json<{ items: MyProgramCard[] }>().items.map((c) => c.plan.id)).toEqual([
      plan.id,
    ]);
  });

  it('answers each invite rule with its message', async () => {
    const plan = await publishedPlan(t, coach.token);
    const many = Array.from({ length: 21 }, (_, i) => `c${i}-${Date.now()}@example.com`);
    expect(errorsOf(await invite(coach.token, plan.id, many)).emails).toEqual([
      'Email invite is limited to 20 users at a time...',
    ]);
    expect(errorsOf(await invite(coach.token, plan.id, ['nope']))['emails.0']).toEqual([
      'Please enter a valid email address.',
    ]);
    expect(errorsOf(await invite(coach.token, plan.id, [])).emails).toEqual([
      'Enter at least one email address.',
    ]);
    // In a batch, each refusal names its address, and nobody of the batch is invited.
    const fresh = uniqueEmail();
    const batch = errorsOf(await invite(coach.token, plan.id, [fresh, other.email]));
    expect(batch['emails.1']).toEqual([
      `${other.email}: This email is registered as a coach and cannot be used as a client.`,
    ]);
    expect(batch['emails.0']).toBeUndefined();
    const pending = await clientsOf(plan.id, 'pending');
    expect(pending.items.map((row) => row.email)).not.toContain(fresh);
    const member = await newClient(t);
    await call('POST', `stripe/plan/${plan.id}/buy`, member.token);
    expect(errorsOf(await invite(coach.token, plan.id, [member.email]))['emails.0']).toEqual([
      `${member.email}: This client is already in this program.`,
    ]);
    expect((await invite(other.token, plan.id, [uniqueEmail()])).statusCode).toBe(404);
    const client = await newClient(t);
    expect((await invite(client.token, plan.id, [uniqueEmail()])).statusCode).toBe(403);
  });

  it('stops at the daily invite limit of the account', async () => {
    const busy = await newCoach(t);
    const plan = await publishedPlan(t, busy.token);
    await sentToday(busy.current.id, 95);
    const emails = Array.from({ length: 6 }, () => uniqueEmail('limit'));
    const refused = await invite(busy.token, plan.id, emails);
    expect(errorsOf(refused).email).toEqual(['Daily invite limit reached. Try again tomorrow.']);
    expect((await clientsOf(plan.id, 'pending', busy.token)).items).toEqual([]);
    expect((await invite(busy.token, plan.id, emails.slice(1))).statusCode).toBe(201);
  });

  it('holds the daily limit under parallel requests: 8 at once of 20 addresses send 100 e-mails', async () => {
    const busy = await newCoach(t);
    const plan = await publishedPlan(t, busy.token);
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 20 }, (_, i) => `parallel-${b}-${i}-${busy.current.id}@example.com`),
    );
    const answers = await Promise.all(batches.map((emails) => invite(busy.token, plan.id, emails)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(201),
      ...Array<number>(3).fill(422),
    ]);
    const mailed = await Promise.all(batches.flat().map(async (e) => (await mailsTo(t, e)).length));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(100);
    expect((await clientsOf(plan.id, 'pending', busy.token)).pagination.total_count).toBe(100);
    const more = await invite(busy.token, plan.id, [uniqueEmail('one-more')]);
    expect(errorsOf(more).email).toEqual(['Daily invite limit reached. Try again tomorrow.']);
  });

  it('adds clients by hand, sends and resends their invites, edits their info', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'individual' });
    const email = uniqueEmail('byhand');
    const added = await invite(coach.token, plan.id, [email], false);
    expect(added.json().invited).toBe(0);
    const row = added.json<{ items: ProgramClientRow[] }>().items[0]!;
    expect(row.invite_state).toBe('init');
    expect(await mailsTo(t, email)).toHaveLength(0);

    const newEmail = uniqueEmail('fixed');
    const edited = await call('PATCH', `coach/plans/${plan.id}/clients/${row.id}`, coach.token, {
      client: { first_name: 'Robin', last_name: 'Hill', email: newEmail },
    });
    expect(edited.json<ProgramClientRow>()).toMatchObject({
      full_name: 'Robin Hill',
      first_name: 'Robin',
      last_name: 'Hill',
      email: newEmail,
      can_edit_email: true,
      is_free: true,
    });
    const badEmail = await call('PATCH', `coach/plans/${plan.id}/clients/${row.id}`, coach.token, {
      client: { email: 'bad' },
    });
    expect(errorsOf(badEmail).email).toEqual(['Please enter a valid email address.']);

    const sent = await call('POST', `coach/plans/${plan.id}/clients/${row.id}/invite`, coach.token);
    expect(sent.json<ProgramClientRow>().invite_state).toBe('pending');
    // Sent again at once (a double click): the first e-mail is the one to use.
    const again = await call(
      'POST',
      `coach/plans/${plan.id}/clients/${row.id}/invite`,
      coach.token,
    );
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(t, newEmail)).toHaveLength(1);
    setNow(new Date(Date.now() + 5 * 60_000 + 1000));
    try {
      await call('POST', `coach/plans/${plan.id}/clients/${row.id}/invite`, coach.token);
    } finally {
      setNow(null);
    }
    expect(await mailsTo(t, newEmail)).toHaveLength(2);
    expect(
      (await call('POST', `coach/plans/${plan.id}/clients/${row.id}/invite`, other.token))
        .statusCode,
    ).toBe(404);

    // Once the client has taken the program up, the e-mail is theirs.
    const client = await newClient(t);
    await invite(coach.token, plan.id, [client.email]);
    await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    const member = (await clientsOf(plan.id, 'active')).items[0]!;
    expect(member).toMatchObject({
      first_name: client.private.first_name,
      last_name: client.private.last_name,
      can_edit_email: false,
    });
    const locked = await call('PATCH', `coach/plans/${plan.id}/clients/${member.id}`, coach.token, {
      client: { email: uniqueEmail() },
    });
    expect(errorsOf(locked).email).toEqual([
      'The email can only be changed before the invite is accepted.',
    ]);
  });
});

describe('invites on a draft (2.3: Sign up clients before Review & Publish)', () => {
  const tokenIn = async (email: string) =>
    linkIn((await mailsTo(t, email)).at(-1)!, '/onboarding/athlete-invitation/')
      .pathname.split('/')
      .pop()!;

  it('records them unsent and sends them when the program is published', async () => {
    const draft = await createPlan(t, coach.token, { title: 'Draft Invites' });
    const email = uniqueEmail('draft');
    const registered = await newClient(t);
    const invitesTo = async (to: string) =>
      (await mailsTo(t, to)).filter((m) => m.text.includes('/onboarding/athlete-invitation/'));
    const response = await invite(coach.token, draft.id, [email, registered.email]);
    expect(response.statusCode).toBe(201);
    expect(response.json().invited).toBe(0);
    expect(await mailsTo(t, email)).toHaveLength(0);
    expect(await invitesTo(registered.email)).toHaveLength(0);
    const pending = await clientsOf(draft.id, 'pending');
    expect(
      pending.items.map((r) => [r.email, r.invite_state, r.invited_at, r.status.label]).sort(),
    ).toEqual(
      [
        [email, 'init', null, 'Pending'],
        [registered.email, 'init', null, 'Pending'],
      ].sort(),
    );
    const row = pending.items.find((r) => r.email === email)!;
    const early = await call(
      'POST',
      `coach/plans/${draft.id}/clients/${row.id}/invite`,
      coach.token,
    );
    expect(errorsOf(early).base).toEqual(['Invites are sent when the program is published.']);
    expect(await mailsTo(t, email)).toHaveLength(0);

    const published = await call('POST', `coach/plans/${draft.id}/publish`, coach.token);
    expect(published.statusCode).toBe(200);
    expect((await mailsTo(t, email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Draft Invites'),
    ]);
    expect(await invitesTo(registered.email)).toHaveLength(1);
    const sent = await clientsOf(draft.id, 'pending');
    expect(sent.items.map((r) => r.invite_state)).toEqual(['pending', 'pending']);
    expect(sent.items.every((r) => r.invited_at !== null)).toBe(true);

    // The invitee signs up through the link and can open the program.
    const client = await signUp(t.app, {
      role: 'user',
      account_name: undefined,
      email,
      invitation_token: await tokenIn(email),
      flow: 'client',
    });
    const view = await call('GET', `plans/${draft.id}/public`, client.token);
    expect(view.statusCode).toBe(200);
    expect(view.json<PublicPlan>().plan_invite).toEqual({ state: 'accepted' });
    const cards = (await call('GET', 'athlete/plans?list=invites', registered.token)).json<{
      items: MyProgramCard[];
    }>().items;
    expect(cards.map((c) => c.plan.id)).toEqual([draft.id]);
    expect((await call('GET', `plans/${draft.id}/public`, registered.token)).statusCode).toBe(200);

    // Publishing again sends nothing more, not even a client added by hand since.
    const byHand = uniqueEmail('later');
    await invite(coach.token, draft.id, [byHand], false);
    await call('POST', `coach/plans/${draft.id}/publish`, coach.token);
    expect(await mailsTo(t, byHand)).toHaveLength(0);
    expect(await invitesTo(registered.email)).toHaveLength(1);
  });

  it('sends what the daily invite limit allows; the rest stay unsent', async () => {
    const busy = await newCoach(t);
    const draft = await createPlan(t, busy.token);
    const emails = Array.from({ length: 3 }, () => uniqueEmail('limited'));
    await invite(busy.token, draft.id, emails);
    await sentToday(busy.current.id, 99);
    const published = await call('POST', `coach/plans/${draft.id}/publish`, busy.token);
    expect(published.statusCode).toBe(200);
    const mailed = await Promise.all(emails.map(async (e) => (await mailsTo(t, e)).length));
    expect(mailed).toEqual([1, 0, 0]);
    const rows = (await clientsOf(draft.id, 'pending', busy.token)).items;
    expect(emails.map((e) => rows.find((r) => r.email === e)!.invite_state)).toEqual([
      'pending',
      'init',
      'init',
    ]);
  });
});

describe("the program's clients (2.4)", () => {
  it('lists each tab with its badges, searches and pages', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed' });
    const clients = await Promise.all([newClient(t), newClient(t), newClient(t)]);
    const today = new Date().toISOString().slice(0, 10);
    await call('POST', `stripe/plan/${plan.id}/buy`, clients[0]!.token, { start_date: today });
    await call('POST', `stripe/plan/${plan.id}/buy`, clients[1]!.token, {
      start_date: '2999-01-01',
    });
    await call('POST', `stripe/plan/${plan.id}/buy`, clients[2]!.token, { start_date: today });
    await call('DELETE', `athlete/plans/${plan.id}/unsubscribe`, clients[2]!.token);
    await invite(coach.token, plan.id, [uniqueEmail()]);

    const active = await clientsOf(plan.id, 'active');
    expect(active.items.map((r) => [r.user_id, r.status.label, r.currently_at])).toEqual([
      [clients[0]!.private.id, 'Program empty', 'Week 1, Day 1'],
    ]);
    const scheduled = await clientsOf(plan.id, 'scheduled');
    expect(scheduled.items.map((r) => [r.user_id, r.status.label, r.status_kind])).toEqual([
      [clients[1]!.private.id, 'Program empty', 'training'],
    ]);
    const past = await clientsOf(plan.id, 'past');
    expect(past.items.map((r) => [r.user_id, r.status.label, r.canceled_by_label])).toEqual([
      [clients[2]!.private.id, 'Cancelled', 'Cancelled by client'],
    ]);
    expect((await clientsOf(plan.id, 'in_trial')).items).toEqual([]);
    expect((await clientsOf(plan.id, 'pending')).pagination.total_count).toBe(1);
    const plain = (await call('GET', `coach/plans/${plan.id}`, coach.token)).json<CoachPlan>();
    expect(plain.counts).toEqual({ active: 1, in_trial: 0, scheduled: 1, pending: 1, past: 1 });
    const search = await call(
      'GET',
      `coach/plans/${plan.id}/clients?list=active&q=${encodeURIComponent(clients[0]!.email)}`,
      coach.token,
    );
    expect(search.json().items).toHaveLength(1);
    const paged = await call(
      'GET',
      `coach/plans/${plan.id}/clients?list=past&per_page=1&page=2`,
      coach.token,
    );
    expect(paged.json().items).toEqual([]);
    expect((await call('GET', `coach/plans/${plan.id}/clients`, other.token)).statusCode).toBe(404);
  });

  it('cancels a free membership and removes clients, who then cannot start again', async () => {
    const plan = await publishedPlan(t, coach.token);
    const [stays, leaves] = await Promise.all([newClient(t), newClient(t)]);
    await call('POST', `stripe/plan/${plan.id}/buy`, stays.token);
    await call('POST', `stripe/plan/${plan.id}/buy`, leaves.token);
    const rows = (await clientsOf(plan.id, 'active')).items;
    const rowOf = (s: Session) => rows.find((r) => r.user_id === s.private.id)!;

    const cancelled = await call(
      'POST',
      `coach/plans/${plan.id}/clients/${rowOf(stays).id}/cancel`,
      coach.token,
    );
    expect(cancelled.json<ProgramClientRow>()).toMatchObject({
      state: 'canceled',
      canceled_by_label: 'Cancelled by coach',
    });
    const twice = await call(
      'POST',
      `coach/plans/${plan.id}/clients/${rowOf(stays).id}/cancel`,
      coach.token,
    );
    expect(errorsOf(twice).base).toEqual(['This client has not started the program.']);

    expect(
      (await call('DELETE', `coach/plans/${plan.id}/clients/${rowOf(leaves).id}`, coach.token))
        .statusCode,
    ).toBe(204);
    const view = (await call('GET', `plans/${plan.id}/public`, leaves.token)).json<PublicPlan>();
    expect(view.is_blocked).toBe(true);
    const again = await call('POST', `stripe/plan/${plan.id}/buy`, leaves.token);
    expect(errorsOf(again).base).toEqual([
      "You've been removed from the program by the coach and cannot access it.",
    ]);
    expect(
      (await call('DELETE', `coach/plans/${plan.id}/clients/${rowOf(leaves).id}`, other.token))
        .statusCode,
    ).toBe(404);
  });

  it('withdraws a removed invitation so its link no longer works', async () => {
    const plan = await publishedPlan(t, coach.token);
    const email = uniqueEmail('withdrawn');
    const row = (await invite(coach.token, plan.id, [email])).json<{ items: ProgramClientRow[] }>()
      .items[0]!;
    expect(
      (await call('DELETE', `coach/plans/${plan.id}/clients/${row.id}`, coach.token)).statusCode,
    ).toBe(204);
    const token = linkIn((await mailsTo(t, email))[0]!, '/onboarding/athlete-invitation/')
      .pathname.split('/')
      .pop()!;
    const client = await signUp(t.app, { role: 'user', account_name: undefined, email });
    const accept = await call('PUT', `invitations/${token}/accept`, client.token);
    expect(accept.statusCode).toBe(404);
  });

  it("withdraws the old address's invitation when the coach corrects the e-mail", async () => {
    const plan = await publishedPlan(t, coach.token);
    const wrong = uniqueEmail('typo');
    const row = (await invite(coach.token, plan.id, [wrong])).json<{ items: ProgramClientRow[] }>()
      .items[0]!;
    const oldToken = linkIn((await mailsTo(t, wrong))[0]!, '/onboarding/athlete-invitation/')
      .pathname.split('/')
      .pop()!;
    const right = uniqueEmail('right');
    const edited = await call('PATCH', `coach/plans/${plan.id}/clients/${row.id}`, coach.token, {
      client: { email: right },
    });
    expect(edited.json<ProgramClientRow>()).toMatchObject({ email: right, invite_state: 'init' });

    expect((await call('GET', `invitations/${oldToken}`)).json().status).toBe('rejected');
    const stranger = await signUp(t.app, { role: 'user', account_name: undefined, email: wrong });
    expect((await call('PUT', `invitations/${oldToken}/accept`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await clientsOf(plan.id, 'pending')).items.map((r) => r.email)).toEqual([right]);

    // The coach sends the invite to the corrected address, which works.
    await call('POST', `coach/plans/${plan.id}/clients/${row.id}/invite`, coach.token);
    const newToken = linkIn((await mailsTo(t, right))[0]!, '/onboarding/athlete-invitation/')
      .pathname.split('/')
      .pop()!;
    const client = await signUp(t.app, { role: 'user', account_name: undefined, email: right });
    expect((await call('PUT', `invitations/${newToken}/accept`, client.token)).statusCode).toBe(
      200,
    );
    expect((await clientsOf(plan.id, 'pending')).items.map((r) => r.user_id)).toEqual([
      client.private.id,
    ]);
  });

  it('refuses writes on a blocked account (406)', async () => {
    const blocked = await newCoach(t);
    const plan = await publishedPlan(t, blocked.token);
    await setPlan(t, blocked.current.id, 'blocked');
    expect((await invite(blocked.token, plan.id, [uniqueEmail()])).statusCode).toBe(406);
    expect((await call('GET', `coach/plans/${plan.id}/clients`, blocked.token)).statusCode).toBe(
      200,
    );
  });
});
