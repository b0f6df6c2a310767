import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { linkIn, mailsTo, signUp, uniqueEmail } from '../../../test/helpers.ts';
import { runJobs } from '../../../test/jobs.ts';
import { api, newCoach, publishedPlan, type Session } from '../../../test/programs-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxEvents } from '../../platform/events/outbox.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { acceptInvitation } from '../accounts/invitations.service.ts';
import { findUserByEmail } from '../accounts/users.repository.ts';

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

const DELIVERY = 'event:memberships.attach_invited_client';

/** A published program, an invitation to `email`, and the invitation's token from its e-mail. */
async function invitedTo(title: string, email: string) {
  const plan = await publishedPlan(t, coach.token, { title });
  await call('POST', `coach/plans/${plan.id}/invites`, coach.token, { emails: [email] });
  const mail = (await mailsTo(t, email)).find((m) => m.subject.includes(title))!;
  const token = linkIn(mail, '/onboarding/athlete-invitation/').pathname.split('/').pop()!;
  return { plan, token };
}

async function pendingClients(planId: number) {
  const response = await call('GET', `coach/plans/${planId}/clients?list=pending`, coach.token);
  return response
    .json<{ items: ProgramClientRow[] }>()
    .items.map((row) => [row.user_id, row.email, row.status.label]);
}

const eventsAbout = async (userId: number) =>
  (await t.database.db.select().from(outboxEvents)).filter(
    (event) => (event.payload as { userId: number }).userId === userId,
  );

describe('client_invitation.accepted', () => {
  it("puts the client among the program's clients before the acceptance answers", async () => {
    const email = uniqueEmail('accepts');
    const { plan, token } = await invitedTo('Event Accepts', email);
    const person = await signUp(t.app, { role: 'user', account_name: undefined, email });
    expect(await pendingClients(plan.id)).toEqual([[null, email, 'Pending']]);

    expect((await call('PUT', `invitations/${token}/accept`, person.token)).statusCode).toBe(200);
    expect(await pendingClients(plan.id)).toEqual([[person.private.id, email, 'Not Started']]);

    const [event] = await eventsAbout(person.private.id);
    expect(event).toMatchObject({
      name: 'client_invitation.accepted',
      payload: { userId: person.private.id, planId: plan.id, email },
    });
    const [delivery] = await t.database.db.select().from(jobs).where(eq(jobs.kind, DELIVERY));
    expect(delivery).toMatchObject({ payload: { eventId: event!.id }, attempts: 1 });
    expect(delivery!.doneAt).not.toBeNull();

    // At least once: the same delivery again changes nothing.
    await t.database.db
      .update(jobs)
      .set({ doneAt: null, attempts: 0 })
      .where(eq(jobs.id, delivery!.id));
    expect(await runJobs(t)).toBe(1);
    expect(await pendingClients(plan.id)).toEqual([[person.private.id, email, 'Not Started']]);
  });

  it('signing up with the invitation takes the client in too', async () => {
    const email = uniqueEmail('signs-up-invited');
    const { plan, token } = await invitedTo('Event Sign-up', email);
    const person = await signUp(t.app, {
      role: 'user',
      account_name: undefined,
      email,
      invitation_token: token,
      flow: 'client',
    });
    expect(await pendingClients(plan.id)).toEqual([[person.private.id, email, 'Not Started']]);
    expect(await eventsAbout(person.private.id)).toHaveLength(1);
  });

  it('an acceptance whose process stopped before delivering is delivered by the worker', async () => {
    const email = uniqueEmail('worker-delivers');
    const { plan, token } = await invitedTo('Event Worker', email);
    await signUp(t.app, { role: 'user', account_name: undefined, email });
    // Committed outside any request, as when the process stops right after the commit.
    const user = (await findUserByEmail(t.database.db, email))!;
    await acceptInvitation(t.database.db, { sessionId: 0, user }, token);
    expect(await pendingClients(plan.id)).toEqual([[null, email, 'Pending']]);

    expect(await runJobs(t)).toBe(2);
    expect(await pendingClients(plan.id)).toEqual([[user.id, email, 'Not Started']]);
  });
});
