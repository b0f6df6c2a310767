import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@forma/contract/accounts/accounts.messages';
import type { AccountCoach, AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, linkIn, mailsTo, signUp, signUpBody, uniqueEmail } from '../../../test/helpers.ts';
import { confirmEmail } from '../../../test/confirm-email.ts';
import { setNow } from '../../platform/clock.ts';
import { coachSubscriptions, platformPlans } from '../platform-plan/platform-plan.tables.ts';
import { accountInviteCounts } from './accounts.tables.ts';
import { invitationMessages } from './accounts.messages.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
/** Owns 'Peak Performance' on PROFESSIONAL; the invitation stories invite into it. */
let owner: Session;
let teamId: number;
/** A client, for the calls a client is refused. */
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  client = await signUp(t.app, { role: 'user', account_name: undefined });
  teamId = owner.current.id;
  await setPlan(teamId, 'pro');
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_LINK = 'This link is invalid or has expired.';
const CONFIRM_FIRST =
  'Please confirm your email address first: open the link in the confirmation email we sent you.';

/** Sets an account's platform plan directly, as the demo seed does. */
async function setPlan(accountId: number, plan: 'pro' | 'blocked') {
  const db = t.database.db;
  if (plan === 'blocked') {
    await db
      .update(coachSubscriptions)
      .set({ active: false })
      .where(eq(coachSubscriptions.accountId, accountId));
    return;
  }
  const [band] = await db
    .select()
    .from(platformPlans)
    .where(
      and(
        eq(platformPlans.productKind, 'professional_band_25'),
        eq(platformPlans.interval, 'month'),
      ),
    );
  await db
    .update(coachSubscriptions)
    .set({ active: true, freePlan: false, state: 'active', planId: band!.id })
    .where(eq(coachSubscriptions.accountId, accountId));
}

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function accountsOf(token: string): Promise<AccountListItem[]> {
  const response = await get('/api/accounts', token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function coachesOf(token: string): Promise<AccountCoach[]> {
  const response = await get('/api/accounts/current/coaches', token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const inviteCoach = (token: string, email: string) =>
  send('POST', '/api/accounts/current/coaches', token, { invite: { email } });

const inviteClient = (token: string, email: string) =>
  send('POST', '/api/clients/invitations', token, { invite: { email } });

/** The token at the end of the newest e-mailed link under `pathPrefix`. */
async function tokenMailedTo(email: string, pathPrefix: string): Promise<string> {
  const mails = await mailsTo(t, email);
  expect(mails.length).toBeGreaterThan(0);
  return linkIn(mails.at(-1)!, pathPrefix).pathname.slice(pathPrefix.length);
}

describe('GET accounts', () => {
  it("lists the private account first with the person's name, then the business accounts", async () => {
    const coach = await signUp(t.app, { first_name: 'Avery', last_name: 'Stone' });
    const gym = await send('POST', '/api/accounts', coach.token, {
      account: { kind: 'gym', title: 'Stone Gym', country: 'GB' },
    });
    const list = await accountsOf(coach.token);
    expect(list.map((a) => [a.kind, a.title])).toEqual([
      ['private', 'Avery Stone'],
      ['team', 'Peak Performance'],
      ['gym', 'Stone Gym'],
    ]);
    expect(list[0]).toMatchObject({
      id: coach.private.id,
      full_name: 'Avery Stone',
      account_role: 'owner',
      invite_status: 'accepted',
      current_account: false,
    });
    expect(list[1]).toMatchObject({
      id: coach.current.id,
      current_account: true,
      account_role: 'owner',
    });
    expect(list[2]).toMatchObject({
      id: gym.json().id,
      current_account: false,
      account_status: 'free',
    });
    expect(list[2]!.subscription).toMatchObject({ active: true, free_plan: true });
  });

  it('is for coaches only', async () => {
    expect((await get('/api/accounts', client.token)).statusCode).toBe(403);
    expect((await get('/api/accounts', 'bad-token')).statusCode).toBe(401);
  });
});

describe('POST accounts', () => {
  it('creates a gym, a brand and a team that the coach owns, each on FREE', async () => {
    const coach = await signUp(t.app);
    for (const kind of ['gym', 'brand', 'team'] as const) {
      const response = await send('POST', '/api/accounts', coach.token, {
        account: { kind, title: `My ${kind}`, country: 'us', state: 'CA' },
      });
      expect(response.statusCode).toBe(200);
      const created = (await accountsOf(coach.token)).find((a) => a.id === response.json().id);
      expect(created).toMatchObject({
        kind,
        title: `My ${kind}`,
        account_role: 'owner',
        invite_status: 'accepted',
      });
      expect(created!.subscription).toMatchObject({ active: true, free_plan: true });
    }
  });

  it('answers invalid fields with the spec messages and creates nothing', async () => {
    const coach = await signUp(t.app);
    const empty = await send('POST', '/api/accounts', coach.token, {
      account: { kind: 'gym', title: '', country: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      title: ['Name is required'],
      country: ['Country is required'],
    });
    const missing = await send('POST', '/api/accounts', coach.token, {
      account: { kind: 'brand' },
    });
    expect(missing.json().errors).toMatchObject({
      title: ['Name is required'],
      country: ['Country is required'],
    });
    const badName = await send('POST', '/api/accounts', coach.token, {
      account: { kind: 'team', title: 'A/B Team', country: 'GB' },
    });
    expect(badName.json().errors.title).toEqual([
      'Name field must contain less than 50 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;',
    ]);
    const privateKind = await send('POST', '/api/accounts', coach.token, {
      account: { kind: 'private', title: 'Mine', country: 'GB' },
    });
    expect(privateKind.statusCode).toBe(422);
    expect(await accountsOf(coach.token)).toHaveLength(2);
  });

  it('is refused to a client', async () => {
    const response = await send('POST', '/api/accounts', client.token, {
      account: { kind: 'gym', title: 'Gym', country: 'GB' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.base).toEqual(['Forbidden: Access is denied']);
  });
});

describe('PUT accounts/switch', () => {
  it('switches to the private account and back to an owned business account', async () => {
    const coach = await signUp(t.app);
    const toPrivate = await send('PUT', '/api/accounts/switch', coach.token, {
      id: coach.private.id,
    });
    expect(toPrivate.json()).toEqual({ current_id: coach.private.id });
    const me = (await get('/api/users/me', coach.token)).json();
    expect(me.current).toMatchObject({ id: coach.private.id, account_kind: 'private' });
    expect((await accountsOf(coach.token)).find((a) => a.current_account)?.id).toBe(
      coach.private.id,
    );

    await send('PUT', '/api/accounts/switch', coach.token, { id: coach.current.id });
    expect((await get('/api/users/me', coach.token)).json().current.id).toBe(coach.current.id);
  });

  it("refuses another coach's account and leaves the current one as it was", async () => {
    const coach = await signUp(t.app);
    const response = await send('PUT', '/api/accounts/switch', coach.token, { id: teamId });
    // An id in a body the caller may not use answers as an unknown one
    // (docs/decisions/platform.md).
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { id: [accountMessages.unknownAccount] } });
    expect((await get('/api/users/me', coach.token)).json().current.id).toBe(coach.current.id);
  });
});

describe('GET subscribe', () => {
  it("returns the current account's platform subscription to a coach, and refuses a client", async () => {
    const response = await get('/api/subscribe', owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      active: true,
      free_plan: false,
      state: 'active',
      plan: { product_kind: 'professional_band_25', max_clients: 25 },
    });
    expect((await get('/api/subscribe', client.token)).statusCode).toBe(403);
  });
});

describe('coach invitations', () => {
  it('a new coach follows the e-mailed link, signs up and coaches in the account', async () => {
    const email = uniqueEmail('new-coach');
    expect((await inviteCoach(owner.token, email.toUpperCase())).statusCode).toBe(201);

    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toContain('Peak Performance');
    const token = await tokenMailedTo(email, '/onboarding/accept-invitation/');
    const info = await t.app.inject({ url: `/api/invitations/${token}` });
    expect(info.json()).toEqual({
      token,
      title: 'Peak Performance',
      kind: 'coach',
      email,
      account_id: teamId,
      registered: false,
      status: 'pending',
      plan: null,
    });
    expect((await coachesOf(owner.token)).find((c) => c.email === email)).toMatchObject({
      account_role: 'coach',
      invite_status: 'pending',
      user_id: null,
    });

    const coach = await signUp(t.app, {
      email,
      role: 'coach',
      flow: 'invited',
      account_name: undefined,
      first_name: 'Nia',
      last_name: 'Cole',
      invitation_token: token,
    });
    expect(coach.current).toMatchObject({
      id: teamId,
      role: 'coach',
      title: 'Peak Performance',
      account_role: 'coach',
      is_account_owner: false,
      brand_owner_email: owner.email,
      registration_step: null,
    });
    // The invitation's link came to this address: it is confirmed, no confirmation e-mail.
    expect(coach.private.confirmed).toBe(true);
    expect((await mailsTo(t, email)).map((m) => m.subject)).toEqual([mail!.subject]);
    const list = await accountsOf(coach.token);
    expect(list.map((a) => [a.kind, a.account_role, a.invite_status, a.current_account])).toEqual([
      ['private', 'owner', 'accepted', false],
      ['team', 'coach', 'accepted', true],
    ]);
    expect((await coachesOf(owner.token)).find((c) => c.email === email)).toMatchObject({
      user_id: coach.private.id,
      full_name: 'Nia Cole',
      invite_status: 'accepted',
    });
    // The link is used up.
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(404);
  });

  it('a registered coach accepts through the e-mailed link and acts in the account', async () => {
    const coach = await signUp(t.app);
    await inviteCoach(owner.token, coach.email);
    const token = await tokenMailedTo(coach.email, '/onboarding/accept-invitation/');
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).json()).toMatchObject({
      registered: true,
      status: 'pending',
    });
    const accepted = await send('PUT', `/api/invitations/${token}/accept`, coach.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', account_id: teamId });
    const me = (await get('/api/users/me', coach.token)).json();
    expect(me.current).toMatchObject({
      id: teamId,
      account_role: 'coach',
      is_account_owner: false,
    });
    // The link came to the coach's own address: taking it up confirmed the address.
    expect(me.private.confirmed).toBe(true);
  });

  it('a registered coach with a confirmed address sees the invitation in the account list, accepts it and switches in', async () => {
    const coach = await signUp(t.app);
    await confirmEmail(t, coach.email);
    await inviteCoach(owner.token, coach.email);
    const invited = (await accountsOf(coach.token)).find((a) => a.id === teamId);
    expect(invited).toMatchObject({
      invite_status: 'pending',
      account_role: 'coach',
      current_account: false,
    });

    expect((await send('PUT', `/api/invites/${teamId}/accept`, coach.token)).statusCode).toBe(204);
    expect((await accountsOf(coach.token)).find((a) => a.id === teamId)?.invite_status).toBe(
      'accepted',
    );
    expect((await get('/api/users/me', coach.token)).json().current.id).toBe(coach.current.id);

    const switched = await send('PUT', '/api/accounts/switch', coach.token, { id: teamId });
    expect(switched.statusCode).toBe(200);
    expect((await get('/api/users/me', coach.token)).json().current).toMatchObject({
      id: teamId,
      account_role: 'coach',
    });
    // Accepting twice finds nothing open.
    expect((await send('PUT', `/api/invites/${teamId}/accept`, coach.token)).statusCode).toBe(404);
  });

  it('a declined invitation leaves the list and cannot be accepted later', async () => {
    const coach = await signUp(t.app);
    await confirmEmail(t, coach.email);
    await inviteCoach(owner.token, coach.email);
    expect((await send('PUT', `/api/invites/${teamId}/reject`, coach.token)).statusCode).toBe(204);
    expect((await accountsOf(coach.token)).map((a) => a.id)).not.toContain(teamId);
    expect((await send('PUT', `/api/invites/${teamId}/accept`, coach.token)).statusCode).toBe(404);
    const token = await tokenMailedTo(coach.email, '/onboarding/accept-invitation/');
    expect((await send('PUT', `/api/invitations/${token}/accept`, coach.token)).statusCode).toBe(
      404,
    );
    expect((await coachesOf(owner.token)).find((c) => c.email === coach.email)?.invite_status).toBe(
      'rejected',
    );
  });

  it('an address signed up without the link opens nothing by address until it is confirmed', async () => {
    const email = uniqueEmail('unproven');
    await inviteCoach(owner.token, email);
    // Anyone can sign up with the invited address: sign-up does not prove it.
    const person = await signUp(t.app, { email });
    expect(person.private.confirmed).toBe(false);
    expect((await accountsOf(person.token)).map((a) => a.id)).not.toContain(teamId);
    for (const action of ['accept', 'reject']) {
      const refused = await send('PUT', `/api/invites/${teamId}/${action}`, person.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { base: [CONFIRM_FIRST] }, unconfirmed: true });
    }
    expect(
      (await send('PUT', '/api/accounts/switch', person.token, { id: teamId })).statusCode,
    ).toBe(422);
    expect((await get('/api/users/me', person.token)).json().current.id).toBe(person.current.id);
    expect((await coachesOf(owner.token)).find((c) => c.email === email)).toMatchObject({
      invite_status: 'pending',
      user_id: null,
    });

    // The owner of the address confirms it from the inbox: the invitation is theirs to answer.
    await confirmEmail(t, email);
    expect((await accountsOf(person.token)).find((a) => a.id === teamId)?.invite_status).toBe(
      'pending',
    );
    expect((await send('PUT', `/api/invites/${teamId}/accept`, person.token)).statusCode).toBe(204);
  });

  it("refuses an invitation sent to someone else's address", async () => {
    const invitedEmail = uniqueEmail('invited');
    await inviteCoach(owner.token, invitedEmail);
    const token = await tokenMailedTo(invitedEmail, '/onboarding/accept-invitation/');
    const stranger = await signUp(t.app);
    const response = await send('PUT', `/api/invitations/${token}/accept`, stranger.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.base).toEqual([invitationMessages.wrongEmail]);
    expect((await accountsOf(stranger.token)).map((a) => a.id)).not.toContain(teamId);
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).json().status).toBe(
      'pending',
    );
  });

  it("does not create the person when the sign-up's invitation cannot be used", async () => {
    const email = uniqueEmail('bad-link');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: signUpBody({
        email,
        flow: 'invited',
        invitation_token: 'no-such-invitation-token',
      }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.base).toEqual([INVALID_LINK]);
    expect(await mailsTo(t, email)).toHaveLength(0);
    // The address is still free: signing up again without the link works.
    const again = await signUp(t.app, { email });
    expect(again.current.account_kind).toBe('team');
  });

  it("refuses a client's e-mail, a FREE account and an invitation from a private account", async () => {
    const asClient = await inviteCoach(owner.token, client.email);
    expect(asClient.statusCode).toBe(422);
    expect(asClient.json().errors.email).toEqual([invitationMessages.clientEmail]);

    const freeOwner = await signUp(t.app);
    const someone = uniqueEmail('coach');
    const onFree = await inviteCoach(freeOwner.token, someone);
    expect(onFree.statusCode).toBe(422);
    expect(onFree.json().errors.email).toEqual([invitationMessages.freePlanNoCoaches]);
    expect(await mailsTo(t, someone)).toHaveLength(0);

    // The trial opens the PROFESSIONAL features, additional coaches included.
    await send('POST', '/api/users/me', freeOwner.token, { user: { trial_start: true } });
    expect((await inviteCoach(freeOwner.token, someone)).statusCode).toBe(201);
    expect(await mailsTo(t, someone)).toHaveLength(1);

    // A private account has no coaches, even on its own trial.
    await send('PUT', '/api/accounts/switch', freeOwner.token, { id: freeOwner.private.id });
    await send('POST', '/api/users/me', freeOwner.token, { user: { trial_start: true } });
    const fromPrivate = await inviteCoach(freeOwner.token, uniqueEmail('coach'));
    expect(fromPrivate.statusCode).toBe(422);
    expect(fromPrivate.json().errors.email).toEqual([invitationMessages.privateAccount]);

    const invalid = await inviteCoach(owner.token, 'not-an-address');
    expect(invalid.json().errors.email).toEqual(['Please enter a valid email address.']);
  });

  it('allows 100 invitation e-mails per account per day, coaches and clients together', async () => {
    const busy = await signUp(t.app);
    await setPlan(busy.current.id, 'pro');
    // 98 e-mails earlier today.
    await t.database.db.insert(accountInviteCounts).values({
      accountId: busy.current.id,
      day: new Date().toISOString().slice(0, 10),
      count: 98,
    });
    expect((await inviteClient(busy.token, uniqueEmail('99th'))).statusCode).toBe(201);
    expect((await inviteCoach(busy.token, uniqueEmail('hundredth'))).statusCode).toBe(201);

    const late = uniqueEmail('late');
    const refused = await inviteClient(busy.token, late);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual([
      'Daily invite limit reached. Try again tomorrow.',
    ]);
    expect((await inviteCoach(busy.token, late)).statusCode).toBe(422);
    expect(await mailsTo(t, late)).toHaveLength(0);

    setNow(new Date(Date.now() + DAY_MS + 60_000));
    try {
      expect((await inviteClient(busy.token, late)).statusCode).toBe(201);
      expect(await mailsTo(t, late)).toHaveLength(1);
    } finally {
      setNow(null);
    }
  });

  it('the same invitation asked for again within five minutes sends nothing more; later a new link replaces the old', async () => {
    const email = uniqueEmail('twice');
    expect((await inviteCoach(owner.token, email)).statusCode).toBe(201);
    expect((await inviteCoach(owner.token, email)).statusCode).toBe(201);
    expect(await mailsTo(t, email)).toHaveLength(1);
    const first = await tokenMailedTo(email, '/onboarding/accept-invitation/');

    setNow(new Date(Date.now() + 5 * 60_000 + 1000));
    try {
      expect((await inviteCoach(owner.token, email)).statusCode).toBe(201);
      expect(await mailsTo(t, email)).toHaveLength(2);
    } finally {
      setNow(null);
    }
    const second = await tokenMailedTo(email, '/onboarding/accept-invitation/');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `/api/invitations/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/invitations/${second}` })).json().status).toBe(
      'pending',
    );
    expect((await coachesOf(owner.token)).filter((c) => c.email === email)).toHaveLength(1);

    const athlete = uniqueEmail('athlete-twice');
    expect((await inviteClient(owner.token, athlete)).statusCode).toBe(201);
    expect((await inviteClient(owner.token, athlete)).statusCode).toBe(201);
    expect(await mailsTo(t, athlete)).toHaveLength(1);
  });

  it('lets only the owner list, invite and remove coaches', async () => {
    const member = await signUp(t.app, { account_name: 'Side team' });
    await inviteCoach(owner.token, member.email);
    await send(
      'PUT',
      `/api/invitations/${await tokenMailedTo(member.email, '/onboarding/accept-invitation/')}/accept`,
      member.token,
    );
    expect((await get('/api/users/me', member.token)).json().current.id).toBe(teamId);

    expect((await get('/api/accounts/current/coaches', member.token)).statusCode).toBe(403);
    expect((await inviteCoach(member.token, uniqueEmail('by-member'))).statusCode).toBe(403);
    const removeOwner = await send(
      'DELETE',
      `/api/accounts/current/coaches/${owner.email}`,
      member.token,
    );
    expect(removeOwner.statusCode).toBe(403);
    expect((await coachesOf(owner.token)).map((c) => c.email)).toContain(owner.email);
  });

  it('a removed coach is sent back to the account list (418) until they switch', async () => {
    const member = await signUp(t.app);
    await inviteCoach(owner.token, member.email);
    await send(
      'PUT',
      `/api/invitations/${await tokenMailedTo(member.email, '/onboarding/accept-invitation/')}/accept`,
      member.token,
    );

    const removed = await send(
      'DELETE',
      `/api/accounts/current/coaches/${member.email}`,
      owner.token,
    );
    expect(removed.statusCode).toBe(204);
    expect((await coachesOf(owner.token)).map((c) => c.email)).not.toContain(member.email);
    expect(
      (await send('DELETE', `/api/accounts/current/coaches/${member.email}`, owner.token))
        .statusCode,
    ).toBe(404);

    const unusable = await get('/api/subscribe', member.token);
    expect(unusable.statusCode).toBe(418);
    expect((await accountsOf(member.token)).map((a) => a.id)).not.toContain(teamId);
    await send('PUT', '/api/accounts/switch', member.token, { id: member.private.id });
    expect((await get('/api/subscribe', member.token)).statusCode).toBe(200);
  });

  it('a coach who deletes their own account leaves the accounts they coached in', async () => {
    const member = await signUp(t.app);
    await confirmEmail(t, member.email);
    await inviteCoach(owner.token, member.email);
    await send('PUT', `/api/invites/${teamId}/accept`, member.token);
    expect((await coachesOf(owner.token)).map((c) => c.email)).toContain(member.email);

    const deleted = await send('DELETE', '/api/users/me', member.token, { confirmation: 'DELETE' });
    expect(deleted.statusCode).toBe(204);
    expect((await coachesOf(owner.token)).map((c) => c.email)).not.toContain(member.email);
  });

  it('an owner who deletes their account takes the business with them; its coaches fall back to their own', async () => {
    const leaving = await signUp(t.app);
    await setPlan(leaving.current.id, 'pro');
    const member = await signUp(t.app);
    await inviteCoach(leaving.token, member.email);
    await send(
      'PUT',
      `/api/invitations/${await tokenMailedTo(member.email, '/onboarding/accept-invitation/')}/accept`,
      member.token,
    );
    expect((await get('/api/users/me', member.token)).json().current.id).toBe(leaving.current.id);

    await send('DELETE', '/api/users/me', leaving.token, { confirmation: 'DELETE' });
    const me = await get('/api/users/me', member.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().current.id).toBe(member.private.id);
    expect((await accountsOf(member.token)).map((a) => a.id)).not.toContain(leaving.current.id);
  });
});

describe('client invitations', () => {
  it('a client follows the e-mailed link and signs up; the invitation is accepted', async () => {
    const email = uniqueEmail('athlete');
    expect((await inviteClient(owner.token, email)).statusCode).toBe(201);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toContain('Peak Performance');
    const token = await tokenMailedTo(email, '/onboarding/athlete-invitation/');
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).json()).toMatchObject({
      kind: 'athlete',
      title: 'Peak Performance',
      email,
      registered: false,
      status: 'pending',
    });

    const client = await signUp(t.app, {
      email,
      role: 'user',
      account_name: undefined,
      invitation_token: token,
    });
    expect(client.current.role).toBe('user');
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).json()).toMatchObject({
      registered: true,
      status: 'accepted',
    });
  });

  it("refuses a coach's e-mail", async () => {
    const coach = await signUp(t.app);
    const response = await inviteClient(owner.token, coach.email);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([
      'This email is registered as a coach and cannot be used as a client.',
    ]);
    expect(
      (await mailsTo(t, coach.email)).filter((m) => m.subject.includes('invited')),
    ).toHaveLength(0);
  });
});

describe('blocked accounts', () => {
  it('a blocked account keeps the calls available to it and is refused the others (406)', async () => {
    const blocked = await signUp(t.app);
    await setPlan(blocked.current.id, 'pro');
    await setPlan(blocked.current.id, 'blocked');
    const email = uniqueEmail('while-blocked');

    const invite = await inviteCoach(blocked.token, email);
    expect(invite.statusCode).toBe(406);
    expect(invite.json().errors.base).toEqual(['Access is denied']);
    expect((await inviteClient(blocked.token, email)).statusCode).toBe(406);
    expect(await mailsTo(t, email)).toHaveLength(0);

    expect((await get('/api/accounts/current/coaches', blocked.token)).statusCode).toBe(200);
    expect((await get('/api/subscribe', blocked.token)).json()).toMatchObject({ active: false });
    expect((await get('/api/users/me', blocked.token)).statusCode).toBe(200);
  });
});
