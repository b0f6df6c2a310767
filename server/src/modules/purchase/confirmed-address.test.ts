import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProgramCard, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { linkIn, mailsTo, uniqueEmail, signUp } from '../../../test/helpers.ts';
import { confirmEmail } from '../../../test/confirm-email.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

const CONFIRM_FIRST = {
  errors: {
    base: [
      'Please confirm your email address first: open the link in the confirmation email we sent you.',
    ],
  },
  unconfirmed: true,
};

const view = async (planId: number, token: string) => {
  const response = await call('GET', `plans/${planId}/public`, token);
  expect(response.statusCode).toBe(200);
  return response.json<PublicPlan>();
};

const invitesOf = async (token: string) =>
  (await call('GET', 'athlete/plans?list=invites', token))
    .json<{ items: MyProgramCard[] }>()
    .items.map((c) => c.plan.id);

const privatePlan = (extra: Record<string, unknown> = {}) =>
  publishedPlan(t, coach.token, {
    is_private: true,
    description: '<p>Members only</p>',
    waiver: { enabled: true, text: '<p>Train safe.</p>', attachments: [] },
    ...extra,
  });

describe("a private program's allowed list matches confirmed addresses only", () => {
  it('an unconfirmed client on the list is told to confirm; once confirmed they join', async () => {
    const client = await newClient(t);
    const plan = await privatePlan({ allowed_emails: [client.email] });

    const before = await view(plan.id, client.token);
    expect(before).toMatchObject({
      allowed_to_buy: false,
      confirmation_required: true,
      description: '',
    });
    const waiver = await call('POST', `plans/${plan.id}/waiver/accept`, client.token);
    expect(waiver.statusCode).toBe(422);
    expect(waiver.json()).toEqual(CONFIRM_FIRST);
    const buy = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    expect(buy.statusCode).toBe(422);
    expect(buy.json()).toEqual(CONFIRM_FIRST);

    await confirmEmail(t, client.email);
    const after = await view(plan.id, client.token);
    expect(after).toMatchObject({
      allowed_to_buy: true,
      confirmation_required: false,
      description: '<p>Members only</p>',
    });
    expect((await call('POST', `plans/${plan.id}/waiver/accept`, client.token)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, client.token)).statusCode).toBe(200);
  });

  it('a client who is on no list is not asked to confirm', async () => {
    const stranger = await newClient(t);
    const plan = await privatePlan({ allowed_emails: [uniqueEmail('someone-else')] });
    expect(await view(plan.id, stranger.token)).toMatchObject({
      allowed_to_buy: false,
      confirmation_required: false,
    });
    const buy = await call('POST', `stripe/plan/${plan.id}/buy`, stranger.token);
    expect(buy.statusCode).toBe(403);
  });
});

describe('program invites match confirmed addresses only', () => {
  it("an invitation to a registered client's unconfirmed address opens the program only after confirming", async () => {
    const client = await newClient(t);
    const plan = await privatePlan();
    await call('POST', `coach/plans/${plan.id}/invites`, coach.token, {
      emails: [client.email],
      send: true,
    });
    // The invitation shows under My programs, and its page says what to do.
    expect(await invitesOf(client.token)).toEqual([plan.id]);
    expect(await view(plan.id, client.token)).toMatchObject({
      allowed_to_buy: false,
      confirmation_required: true,
    });
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, client.token)).json()).toEqual(
      CONFIRM_FIRST,
    );

    await confirmEmail(t, client.email);
    expect(await view(plan.id, client.token)).toMatchObject({
      allowed_to_buy: true,
      confirmation_required: false,
    });
  });

  it('someone who signs up with an invited address gets nothing by address until it is confirmed', async () => {
    const email = uniqueEmail('invited-first');
    const plan = await privatePlan();
    await call('POST', `coach/plans/${plan.id}/invites`, coach.token, { emails: [email] });
    const person = await signUp(t.app, { role: 'user', account_name: undefined, email });
    expect(await invitesOf(person.token)).toEqual([]);
    expect(await view(plan.id, person.token)).toMatchObject({
      allowed_to_buy: false,
      confirmation_required: true,
      description: '',
    });
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, person.token)).statusCode).toBe(422);

    // Confirmed: the invitation to the address is theirs, and 'Get for Free' takes it up.
    await confirmEmail(t, email);
    expect(await invitesOf(person.token)).toEqual([plan.id]);
    expect((await view(plan.id, person.token)).allowed_to_buy).toBe(true);
    await call('POST', `plans/${plan.id}/waiver/accept`, person.token);
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, person.token)).statusCode).toBe(200);
    const clients = await call('GET', `coach/plans/${plan.id}/clients?list=active`, coach.token);
    expect(clients.json<{ items: ProgramClientRow[] }>().items.map((r) => r.user_id)).toEqual([
      person.private.id,
    ]);
    const pending = await call('GET', `coach/plans/${plan.id}/clients?list=pending`, coach.token);
    expect(pending.json<{ items: ProgramClientRow[] }>().items).toEqual([]);
  });

  it("the invitation's e-mailed link takes it up without confirming first, and confirms the address", async () => {
    const email = uniqueEmail('link-holder');
    const plan = await privatePlan();
    await call('POST', `coach/plans/${plan.id}/invites`, coach.token, { emails: [email] });
    const person = await signUp(t.app, { role: 'user', account_name: undefined, email });
    const mail = (await mailsTo(t, email)).find((m) => m.subject.includes(plan.title))!;
    const token = linkIn(mail, '/onboarding/athlete-invitation/').pathname.split('/').pop()!;
    expect((await call('PUT', `invitations/${token}/accept`, person.token)).statusCode).toBe(200);
    const me = (await call('GET', 'users/me', person.token)).json();
    expect(me.private.confirmed).toBe(true);
    expect(await view(plan.id, person.token)).toMatchObject({
      allowed_to_buy: true,
      plan_invite: { state: 'accepted' },
    });
  });
});
