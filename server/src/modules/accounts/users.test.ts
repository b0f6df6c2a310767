import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn, signUp } from '../../../test/helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { accountMembers } from './accounts.tables.ts';
import { formatInstant } from '../platform-plan/platform-plan.service.ts';
import { avatarMessages } from './accounts.messages.ts';
import { users } from './users.tables.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
/** Read-only sessions shared by the tests that do not change them. */
let coach: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  coach = await signUp(t.app);
  client = await signUp(t.app, { role: 'user', account_name: undefined, first_name: 'Robin' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function me(token: string) {
  return t.app.inject({ url: '/api/users/me', headers: bearer(token) });
}

function postMe(token: string, user: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/me',
    headers: bearer(token),
    payload: { user },
  });
}

function patchPrivate(token: string, fields: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/users/private',
    headers: bearer(token),
    payload: { private: fields },
  });
}

/** Makes `member` an accepted coach (not owner) of `owner`'s current business account, acting in it. */
async function joinAsCoach(owner: Session, member: Session) {
  const db = t.database.db;
  await db.insert(accountMembers).values({
    accountId: owner.current.id,
    userId: member.private.id,
    email: member.email,
    accountRole: 'coach',
    inviteStatus: 'accepted',
  });
  await db
    .update(users)
    .set({ currentAccountId: owner.current.id })
    .where(eq(users.id, member.private.id));
}

/** A multipart/form-data body with one file, as the web client sends it. */
async function multipart(field: string, file: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type }), filename);
  const request = new Request('http://forma.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe('GET users/me', () => {
  it('refuses a request without a token or with an unknown one', async () => {
    const none = await t.app.inject({ url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      errors: { base: ['Access is denied. Try to reload the page.'] },
    });
    const unknown = await me('not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    const malformed = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('shows a coach as the person (private) acting as the team they own (current)', async () => {
    const response = await me(coach.token);
    expect(response.statusCode).toBe(200);
    const { private: person, current } = response.json();
    expect(person).toMatchObject({
      id: coach.private.id,
      email: coach.email,
      role: 'coach',
      first_name: 'Casey',
      last_name: 'Jordan',
      full_name: 'Casey Jordan',
      birthdate: '14/02/1990',
      weight: 'kg',
      length: 'cm',
      popup_storage: [],
      email_settings: { daily_summary: true, client_activity: true, marketing: false },
      confirmed: false,
    });
    expect(person.landing_page).toEqual({ id: coach.private.id, title: 'Casey Jordan', links: {} });
    expect(current).toMatchObject({
      role: 'coach',
      title: 'Peak Performance',
      account_kind: 'team',
      type_account: 'team',
      show_account: true,
      account_role: 'owner',
      is_account_owner: true,
      email: coach.email,
      brand_owner_email: coach.email,
      brand_owner_full_name: 'Casey Jordan',
      registration_step: 'setup_profile',
      tax_state: false,
    });
    expect(current.id).not.toBe(person.id);
    expect(current.subscription).toMatchObject({
      active: true,
      free_plan: true,
      trial: false,
      plan: null,
    });
    expect(current.landing_page).toMatchObject({ id: current.id, title: 'Peak Performance' });
    expect(current.check_list_info.completed).toEqual(['sing_up']);
  });

  it('shows a client acting as themselves, with no subscription, landing page or account role', async () => {
    const { private: person, current } = (await me(client.token)).json();
    expect(person.role).toBe('user');
    expect(person.landing_page).toBeNull();
    expect(current).toMatchObject({
      id: person.id,
      role: 'user',
      title: 'Robin Jordan',
      full_name: 'Robin Jordan',
      account_kind: 'private',
      type_account: null,
      show_account: false,
      subscription: null,
      landing_page: null,
      account_role: null,
      is_account_owner: false,
      brand_owner_email: null,
      registration_step: null,
    });
  });
});

describe('start the trial (POST users/me {trial_start})', () => {
  it('starts a 30-day trial on the account, once only', async () => {
    const owner = await signUp(t.app);
    const start = new Date();
    start.setUTCMilliseconds(0);
    setNow(start);
    const response = await postMe(owner.token, { trial_start: true });
    expect(response.statusCode).toBe(200);
    const expectedEnd = formatInstant(new Date(start.getTime() + 30 * DAY_MS));
    expect(response.json().current.subscription).toMatchObject({
      active: true,
      trial: true,
      free_plan: false,
      trial_end_date: expectedEnd,
    });
    const subscribe = await t.app.inject({ url: '/api/subscribe', headers: bearer(owner.token) });
    expect(subscribe.json()).toMatchObject({ trial: true, trial_end_date: expectedEnd });

    const again = await postMe(owner.token, { trial_start: true });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.trial_start).toEqual([
      'The free trial has already been used on this account.',
    ]);
    expect((await me(owner.token)).json().current.subscription.trial_end_date).toBe(expectedEnd);
  });

  it('moves the account to FREE when the trial ends with no clients and no other coaches', async () => {
    const owner = await signUp(t.app);
    expect((await postMe(owner.token, { trial_start: true })).statusCode).toBe(200);
    setNow(new Date(Date.now() + 31 * DAY_MS));
    const subscription = (await me(owner.token)).json().current.subscription;
    expect(subscription).toMatchObject({ active: true, trial: false, free_plan: true });
    // Ended, not forgotten: the trial cannot start again.
    expect((await postMe(owner.token, { trial_start: true })).statusCode).toBe(422);
  });

  it('is refused for a client and for a coach who does not own the account', async () => {
    const asClient = await postMe(client.token, { trial_start: true });
    expect(asClient.statusCode).toBe(403);

    const owner = await signUp(t.app);
    const member = await signUp(t.app, { account_name: 'Own team' });
    await joinAsCoach(owner, member);
    const asMember = await postMe(member.token, { trial_start: true });
    expect(asMember.statusCode).toBe(403);
    expect((await me(owner.token)).json().current.subscription).toMatchObject({
      trial: false,
      trial_end_date: null,
    });
  });
});

describe('profile (POST users/me)', () => {
  it('names the business, then the coaching questions finish the registration steps', async () => {
    const owner = await signUp(t.app);
    const named = await postMe(owner.token, {
      landing_page_attributes: { id: owner.current.id, title: 'Iron Works' },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().current).toMatchObject({
      title: 'Iron Works',
      registration_step: 'questions',
    });
    const accounts = (
      await t.app.inject({ url: '/api/accounts', headers: bearer(owner.token) })
    ).json();
    expect(accounts.map((a: { title: string }) => a.title)).toContain('Iron Works');

    const questions = {
      i_am: 'personal_trainer',
      i_coach: 'both',
      i_have: '1_5',
      i_want: 'hybrid',
    };
    const answered = await postMe(owner.token, { questions });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().current.registration_step).toBeNull();
    expect((await me(owner.token)).json().current.registration_step).toBeNull();

    const empty = await postMe(owner.token, { landing_page_attributes: { title: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors['landing_page_attributes.title']).toEqual(['Name is required']);
  });

  it('refuses the coach-only parts to a client', async () => {
    const response = await postMe(client.token, { landing_page_attributes: { title: 'Mine' } });
    expect(response.statusCode).toBe(403);
  });

  it("saves a client's profile", async () => {
    const person = await signUp(t.app, {
      role: 'user',
      account_name: undefined,
      birthdate: undefined,
    });
    const response = await postMe(person.token, {
      first_name: 'Jamie',
      last_name: 'Lee',
      country: 'US',
      state: 'CA',
      currency: 'USD',
      birthdate: '05/11/2001',
      gender: 'not_said',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      first_name: 'Jamie',
      last_name: 'Lee',
      country: 'US',
      state: 'CA',
      currency: 'USD',
      birthdate: '05/11/2001',
      gender: 'not_said',
    };
    expect(response.json().current).toMatchObject({ ...expected, title: 'Jamie Lee' });
    expect((await me(person.token)).json().private).toMatchObject(expected);
  });

  it('applies the birthdate rules and writes nothing when they fail', async () => {
    const person = await signUp(t.app, {
      role: 'user',
      account_name: undefined,
      birthdate: '01/02/2000',
    });
    const year = new Date().getFullYear();
    const tooYoung = await postMe(person.token, {
      birthdate: `01/01/${year - 15}`,
      first_name: 'Changed',
    });
    expect(tooYoung.statusCode).toBe(422);
    expect(tooYoung.json().errors.birthdate).toEqual(['You must be at least 16 years old']);

    const notADay = await postMe(person.token, { birthdate: '29/02/1991' });
    expect(notADay.statusCode).toBe(422);
    expect(notADay.json().errors.birthdate).toEqual(['Please provide a valid Date of Birth.']);

    const badFormat = await postMe(person.token, { birthdate: '1990-02-01' });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors.birthdate).toEqual(['Please provide a valid Date of Birth.']);

    expect((await me(person.token)).json().private).toMatchObject({
      birthdate: '01/02/2000',
      first_name: 'Casey',
    });

    const sixteen = await postMe(person.token, { birthdate: `01/01/${year - 16}` });
    expect(sixteen.statusCode).toBe(200);
    expect(sixteen.json().current.birthdate).toBe(`01/01/${year - 16}`);

    // A coach must be 18.
    const owner = await signUp(t.app);
    const youngCoach = await postMe(owner.token, { birthdate: `01/01/${year - 17}` });
    expect(youngCoach.json().errors.birthdate).toEqual(['You must be at least 18 years old']);
  });

  it('refuses unknown fields', async () => {
    const response = await postMe(client.token, { first_name: 'Sneaky', is_admin: true });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().errors)).toContain('is_admin');
    expect((await me(client.token)).json().private.first_name).toBe('Robin');
  });
});

describe('PATCH users/private', () => {
  it('saves names, units, currency and e-mail and privacy settings', async () => {
    const owner = await signUp(t.app);
    const response = await patchPrivate(owner.token, {
      first_name: 'Morgan',
      last_name: 'Blake',
      weight: 'lb',
      length: 'in',
      platform_currency: 'USD',
      gender: 'female',
      email_settings: { marketing: true, daily_summary: false },
      privacy_settings: { share_body_metrics: false },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      first_name: 'Morgan',
      last_name: 'Blake',
      full_name: 'Morgan Blake',
      weight: 'lb',
      length: 'in',
      platform_currency: 'USD',
      gender: 'female',
      email_settings: { daily_summary: false, client_activity: true, marketing: true },
      privacy_settings: { show_on_leaderboards: true, share_body_metrics: false },
    };
    expect(response.json().user).toMatchObject(expected);
    expect((await me(owner.token)).json().private).toMatchObject(expected);
    const accounts = (
      await t.app.inject({ url: '/api/accounts', headers: bearer(owner.token) })
    ).json();
    expect(accounts[0]).toMatchObject({ kind: 'private', title: 'Morgan Blake' });

    const invalid = await patchPrivate(owner.token, { first_name: '', weight: 'stone' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.first_name).toEqual(['First name is required']);
    expect(invalid.json().errors.weight).toBeDefined();
  });

  it('adds, changes and removes landing page links', async () => {
    const owner = await signUp(t.app);
    const added = await patchPrivate(owner.token, {
      landing_page_attributes: {
        instagram: 'https://instagram.com/peak',
        youtube: 'https://youtube.com/@peak',
      },
    });
    expect(added.json().user.landing_page.links).toEqual({
      instagram: 'https://instagram.com/peak',
      youtube: 'https://youtube.com/@peak',
    });
    const removed = await patchPrivate(owner.token, { landing_page_attributes: { youtube: '' } });
    expect(removed.json().user.landing_page.links).toEqual({
      instagram: 'https://instagram.com/peak',
    });
    expect((await me(owner.token)).json().current.landing_page.links).toEqual({
      instagram: 'https://instagram.com/peak',
    });
    const notALink = await patchPrivate(owner.token, {
      landing_page_attributes: { facebook: 'peak' },
    });
    expect(notALink.statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/private',
      payload: { private: {} },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('popups seen, warnings, tax', () => {
  it('remembers each seen popup once', async () => {
    const person = await signUp(t.app, { role: 'user', account_name: undefined });
    const seen = (name: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/popup_storage',
        headers: bearer(person.token),
        payload: { popup_name: name },
      });
    expect((await seen('sign-up-welcome-page')).json()).toEqual({
      popup_storage: ['sign-up-welcome-page'],
    });
    expect((await seen('sign-up-welcome-page')).json()).toEqual({
      popup_storage: ['sign-up-welcome-page'],
    });
    expect((await seen('swl-trial-warning')).json()).toEqual({
      popup_storage: ['sign-up-welcome-page', 'swl-trial-warning'],
    });
    expect((await me(person.token)).json().current.popup_storage).toEqual([
      'sign-up-welcome-page',
      'swl-trial-warning',
    ]);
  });

  it('lists no system warnings yet', async () => {
    for (const token of [coach.token, client.token]) {
      const response = await t.app.inject({ url: '/api/users/warnings', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect((await t.app.inject({ url: '/api/users/warnings' })).statusCode).toBe(401);
  });

  it("switches a coach's tax collection on and off", async () => {
    const owner = await signUp(t.app);
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/users/tax/on',
      headers: bearer(owner.token),
    });
    expect(on.json()).toEqual({ tax_state: true });
    expect((await me(owner.token)).json().current.tax_state).toBe(true);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/users/tax/off',
      headers: bearer(owner.token),
    });
    expect(off.json()).toEqual({ tax_state: false });
    expect((await me(owner.token)).json().current.tax_state).toBe(false);
    const asClient = await t.app.inject({
      method: 'POST',
      url: '/api/users/tax/on',
      headers: bearer(client.token),
    });
    expect(asClient.statusCode).toBe(403);
  });
});

describe('avatars', () => {
  async function png() {
    return sharp({ create: { width: 300, height: 200, channels: 3, background: '#389840' } })
      .png()
      .toBuffer();
  }

  for (const path of ['/api/users/avatar', '/api/users/private_avatar']) {
    it(`${path} stores a square image and serves it`, async () => {
      const person = await signUp(t.app, { role: 'user', account_name: undefined });
      const body = await multipart('user[avatar]', await png(), 'me.png', 'image/png');
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { ...bearer(person.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
      const { private: person_, current } = response.json();
      expect(person_.avatar_url).toMatch(/^http:\/\/forma\.test\/uploads\/avatars\/.+\.webp$/);
      expect(current.avatar_url).toBe(person_.avatar_url);
      expect((await me(person.token)).json().private.avatar_url).toBe(person_.avatar_url);

      const file = await t.app.inject({ url: new URL(person_.avatar_url).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    });
  }

  it('refuses a text file named like an image, and a request without a file', async () => {
    const body = await multipart(
      'user[avatar]',
      Buffer.from('just some text'),
      'photo.png',
      'image/png',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...bearer(client.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.avatar).toEqual([avatarMessages.notImage]);

    const wrongField = await multipart('photo', await png(), 'me.png', 'image/png');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...bearer(client.token), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.avatar).toEqual([avatarMessages.missing]);

    // Not multipart at all: a 422, not the 406 the web client reads as a blocked account.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: bearer(client.token),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect((await me(client.token)).json().private.avatar_url).toBeNull();
  });
});

describe('DELETE users/me', () => {
  it('needs the typed confirmation, then ends every session and frees the e-mail', async () => {
    const person = await signUp(t.app);
    const unconfirmed = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(person.token),
      payload: { confirmation: 'delete' },
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors.confirmation).toEqual(["Type 'DELETE' to confirm."]);
    expect((await me(person.token)).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(person.token),
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await signIn(t.app, person.email)).statusCode).toBe(422);

    const again = await signUp(t.app, {
      email: person.email,
      role: 'user',
      account_name: undefined,
    });
    expect(again.current.role).toBe('user');
    expect(again.private.id).not.toBe(person.private.id);
  });
});
