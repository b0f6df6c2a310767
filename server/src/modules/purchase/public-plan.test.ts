import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailsTo } from '../../../test/helpers.ts';
import { confirmEmail } from '../../../test/confirm-email.ts';
import { testImage, uploadOk } from '../../../test/media.ts';
import { setNow } from '../../platform/clock.ts';
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

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let other: Session;
let client: Session;
let webDir: string;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-web-'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Forma</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDir });
  call = api(t);
  coach = await newCoach(t);
  other = await newCoach(t);
  client = await newClient(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('GET plans/{id}/public (2.7)', () => {
  it('answers by id or custom URL, signed out, with the client view', async () => {
    const plan = await publishedPlan(t, coach.token, {
      custom_url: 'public-one',
      description: '<p>Six weeks</p>',
      level: 4,
    });
    const byUrl = await call('GET', 'plans/PUBLIC-ONE/public');
    expect(byUrl.statusCode).toBe(200);
    const body = byUrl.json<PublicPlan>();
    expect(body).toMatchObject({
      id: plan.id,
      title: 'Strength Block',
      viewer: 'anonymous',
      plan_type_label: 'Group Rolling Calendar',
      description: '<p>Six weeks</p>',
      can_sale: true,
      allowed_to_buy: true,
      is_bought: false,
      original_price: [],
      alerts: [],
      level: 4,
      public_url: '/p/public-one',
    });
    expect(body.user.full_name).toBe('Peak Performance');
    expect(body.user.subscription_state).toBe('active');
    expect((await call('GET', `plans/${plan.id}/public`)).json<PublicPlan>().id).toBe(plan.id);
  });

  it('hides drafts from everyone but the owner, who sees coach data', async () => {
    const draft = await createPlan(t, coach.token);
    expect((await call('GET', `plans/${draft.id}/public`)).statusCode).toBe(404);
    expect((await call('GET', `plans/${draft.id}/public`, client.token)).statusCode).toBe(404);
    expect((await call('GET', `plans/${draft.id}/public`, other.token)).statusCode).toBe(404);
    const own = (await call('GET', `plans/${draft.id}/public`, coach.token)).json<PublicPlan>();
    expect(own.viewer).toBe('owner');
    expect(own.plan_status).toBe('In Draft');
    expect(own.alerts.map((a) => a.kind)).toEqual(['coach_viewing']);
    expect((await call('GET', 'plans/no-such-program/public')).statusCode).toBe(404);
  });

  it('shows the alerts of 2.7: coach viewing, archived, restricted coach', async () => {
    const plan = await publishedPlan(t, other.token);
    const asCoach = (await call('GET', `plans/${plan.id}/public`, coach.token)).json<PublicPlan>();
    expect(asCoach.viewer).toBe('coach');
    expect(asCoach.alerts[0]!.messages).toEqual([
      'Login using a client account to access this program.',
    ]);
    await call('PUT', `coach/plans/${plan.id}/archive`, other.token);
    const archived = (
      await call('GET', `plans/${plan.id}/public`, client.token)
    ).json<PublicPlan>();
    expect(archived.can_sale).toBe(false);
    expect(archived.alerts.map((a) => a.messages[0])).toEqual([
      'Sorry, this program has been archived by the coach...',
    ]);
    await call('PUT', `coach/plans/${plan.id}/restore`, other.token);
    const restricted = await newCoach(t);
    const blockedPlan = await publishedPlan(t, restricted.token);
    await setPlan(t, restricted.current.id, 'blocked');
    const blocked = (await call('GET', `plans/${blockedPlan.id}/public`)).json<PublicPlan>();
    expect(blocked.user.subscription_state).toBeNull();
    expect(blocked.alerts.map((a) => a.messages[0])).toEqual([
      "It's not currently possible to purchase this program due to restrictions on the coach's account...",
    ]);
  });

  it('opens a private program only to allowed e-mails; others may contact the coach', async () => {
    const allowed = await newClient(t);
    await confirmEmail(t, allowed.email);
    const plan = await publishedPlan(t, coach.token, {
      is_private: true,
      allowed_emails: [allowed.email],
      description: '<p>Secret</p>',
    });
    const stranger = (
      await call('GET', `plans/${plan.id}/public`, client.token)
    ).json<PublicPlan>();
    expect(stranger.allowed_to_buy).toBe(false);
    expect(stranger.description).toBe('');
    expect(stranger.alerts.find((a) => a.kind === 'private')!.messages[0]).toBe(
      'You do not have permission to access this program...',
    );
    const friend = (await call('GET', `plans/${plan.id}/public`, allowed.token)).json<PublicPlan>();
    expect(friend.allowed_to_buy).toBe(true);
    expect(friend.description).toBe('<p>Secret</p>');
    const buy = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    expect(buy.statusCode).toBe(403);
    expect(errorsOf(buy).base).toEqual(['You do not have permission to access this program...']);

    const contact = await call('POST', `plans/${plan.id}/contact`, client.token, {
      message: { text: 'May I join?' },
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toEqual({ message: 'Your message has been sent to the coach.' });
    const mails = await mailsTo(t, coach.email);
    expect(mails.at(-1)!.text).toContain('May I join?');
    expect(mails.at(-1)!.text).toContain(client.email);
    const empty = await call('POST', `plans/${plan.id}/contact`, client.token, {
      message: { text: ' ' },
    });
    expect(errorsOf(empty).text).toEqual(['Please write a message.']);
    expect(
      (await call('POST', `plans/${plan.id}/contact`, coach.token, { message: { text: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `plans/${plan.id}/contact`, null, { message: { text: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe("'Contact the coach' (2.7, 2.8)", () => {
  it('sends at most 5 messages an hour per client and program', async () => {
    const plan = await publishedPlan(t, coach.token, { is_private: true });
    const second = await publishedPlan(t, coach.token, { is_private: true });
    const contact = (planId: number, token: string) =>
      call('POST', `plans/${planId}/contact`, token, { message: { text: 'May I join?' } });
    const before = (await mailsTo(t, coach.email)).length;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await contact(plan.id, client.token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await contact(plan.id, client.token);
    expect(refused.statusCode).toBe(429);
    expect(errorsOf(refused).base).toEqual([
      'You have sent several messages to this coach already. Please try again later.',
    ]);
    expect((await mailsTo(t, coach.email)).length).toBe(before + 5);

    // Another program, or another client, has its own count.
    expect((await contact(second.id, client.token)).statusCode).toBe(200);
    const someoneElse = await newClient(t);
    expect((await contact(plan.id, someoneElse.token)).statusCode).toBe(200);

    // The next hour the client may write again.
    setNow(new Date(Date.now() + 60 * 60 * 1000));
    try {
      expect((await contact(plan.id, client.token)).statusCode).toBe(200);
    } finally {
      setNow(null);
    }
  });
});

describe('a private program seen by coaches (6)', () => {
  it('shows its content to the owner only; another coach sees it as a stranger would', async () => {
    const photo = await uploadOk(t, coach.token, {
      name: 'plan.jpg',
      content: await testImage(400, 400),
    });
    const plan = await publishedPlan(t, coach.token, {
      is_private: true,
      description: '<p>Secret plan</p>',
      waiver: { enabled: true, text: '<p>Secret waiver</p>', attachments: [] },
      attachments: [{ media_id: photo.id, position: 0, title_media: false }],
    });
    const own = (await call('GET', `plans/${plan.id}/public`, coach.token)).json<PublicPlan>();
    expect(own.viewer).toBe('owner');
    expect(own.description).toBe('<p>Secret plan</p>');
    expect(own.plan_waiver.text).toBe('<p>Secret waiver</p>');
    expect(own.attachments.map((a) => a.media_id)).toEqual([photo.id]);

    const asCoach = (await call('GET', `plans/${plan.id}/public`, other.token)).json<PublicPlan>();
    expect(asCoach.viewer).toBe('coach');
    expect(asCoach).toMatchObject({
      title: 'Strength Block',
      description: '',
      attachments: [],
      plan_waiver: { show: true, text: '', attachments: [] },
      allowed_to_buy: false,
    });
    expect(asCoach.user.full_name).toBe('Peak Performance');
    expect(asCoach.alerts.map((a) => a.kind)).toContain('coach_viewing');
  });
});

describe('the served page meta of /p/:plan_id (2.7)', () => {
  it('writes the title, description and social tags, escaped', async () => {
    const plan = await publishedPlan(t, coach.token, {
      title: 'Run <Fast> & "Far"',
      custom_url: 'meta-run',
      description: '<p>Build your engine &amp; legs.</p>',
    });
    const page = await t.app.inject({ url: '/p/meta-run' });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(
      '<title>Run &lt;Fast&gt; &amp; &quot;Far&quot; | Peak Performance | Forma</title>',
    );
    expect(html).toContain('<meta name="description" content="Build your engine &amp; legs." />');
    expect(html).toContain(
      '<meta property="og:title" content="Run &lt;Fast&gt; &amp; &quot;Far&quot; | Peak Performance | Forma" />',
    );
    expect(html).toContain('<meta property="og:url" content="http://forma.test/p/meta-run" />');
    expect(html).not.toContain('og:image');
    const byId = await t.app.inject({ url: `/p/${plan.id}` });
    expect(byId.body).toContain('og:description');

    const bare = await publishedPlan(t, coach.token, { title: 'Plain' });
    const fallback = await t.app.inject({ url: `/plan/${bare.id}` });
    expect(fallback.body).toContain(
      'View the Plain published by Peak Performance on Forma and find your next remote health and fitness coach.',
    );
  });

  it('leaves other pages, drafts and unknown programs with the product title', async () => {
    const draft = await createPlan(t, coach.token, { custom_url: 'meta-draft' });
    for (const url of ['/coach/programs', '/p/meta-draft', '/p/nothing-here', `/p/${draft.id}`]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Forma</title>');
      expect(page.body).not.toContain('og:title');
    }
  });
});
