import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Warning } from '@forma/contract/accounts/users.schemas';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, type Session } from '../../../../test/programs-helpers.ts';
import { linkIn, mailsTo } from '../../../../test/helpers.ts';
import { summary } from '../../../../test/tracking-helpers.ts';
import { flushStripeEvents, moveStripeTimeTo } from '../../../../test/stripe-helpers.ts';
import { browserCard } from '../../../../test/card-helpers.ts';
import {
  membershipsOf,
  paidCoach,
  trialWithFailingCard as failingTrial,
} from '../../../../test/paid-helpers.ts';
import { jobHandlers } from '../../../job-handlers.ts';
import { jobs } from '../../../platform/jobs/jobs.tables.ts';
import { runDueJobs } from '../../../platform/jobs/run-due-jobs.ts';
import { queueUnpaidCancellation } from './auto-cancel.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const KIND = 'purchases.cancel_unpaid';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let stripeAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach, stripeAccount } = await paidCoach(t));
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const moveTo = (at: number) => moveStripeTimeTo(t, at);

const trialWithFailingCard = (title: string) => failingTrial(t, coach, stripeAccount, title);

/** Whether the program's training reaches the client's calendar this month. */
const flowing = async (client: Session, planId: number) => {
  const today = new Date().toISOString().slice(0, 10);
  const calendar = await summary(t, client.token, today.slice(0, 8) + '01', today);
  return calendar.programs.find((p) => p.plan_id === planId)?.flowing;
};

const warningsOf = async (client: Session) => {
  const answer = await call('GET', 'users/warnings', client.token);
  expect(answer.statusCode).toBe(200);
  return answer.json<Warning[]>();
};

/** The e-mails to someone about the program, by subject, oldest first. */
const mailsAbout = async (person: Session, title: string) =>
  (await mailsTo(t, person.email)).map((m) => m.subject).filter((s) => s.includes(title));

describe('a missed renewal', () => {
  it('pauses the program, warns and e-mails the client and the coach once; a new card and a retry put it right', async () => {
    const { plan, client, failingCard, firstAttempt } =
      await trialWithFailingCard('Strength Missed');
    await moveTo(firstAttempt + 60_000);

    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.state).toBe('past_due');
    expect(row!.membership.paymentFailedAt?.getTime()).toBe(Math.floor(firstAttempt / 1000) * 1000);
    expect(row!.payments.map((p) => p.status)).not.toContain('succeeded');
    expect(await flowing(client, plan.id)).toBe(false);
    expect(await warningsOf(client)).toEqual([
      { type: 'missed-payment', data: [{ plan_id: plan.id, custom_url: plan.custom_url }] },
    ]);
    const failed = (await mailsTo(t, client.email)).filter(
      (m) => m.subject === 'Your payment for Strength Missed failed',
    );
    expect(failed).toHaveLength(1);
    expect(linkIn(failed[0]!, '/p/').pathname).toBe(`/p/${plan.custom_url ?? plan.id}`);

    const toCoach = (await mailsTo(t, coach.email)).filter((m) =>
      m.subject.includes('Strength Missed'),
    );
    expect(toCoach.map((m) => m.subject)).toEqual([
      'Casey Jordan missed a payment for Strength Missed',
    ]);
    expect(linkIn(toCoach[0]!, '/coach/').pathname).toBe(`/coach/programs/${plan.id}/clients`);

    // The first retry a day later fails too, and its events come twice: no second e-mail.
    const sandbox = t.app.ctx.payments.sandbox!;
    sandbox.settings.chaos = { duplicate: true, reorder: false };
    try {
      await moveTo(firstAttempt + DAY + 60_000);
    } finally {
      sandbox.settings.chaos = { duplicate: false, reorder: false };
    }
    expect(await mailsAbout(client, 'Strength Missed')).toEqual([
      'Your payment for Strength Missed failed',
    ]);
    expect(await mailsAbout(coach, 'Strength Missed')).toEqual([
      'Casey Jordan missed a payment for Strength Missed',
    ]);

    const replaced = await call('POST', 'athlete/card_tokens/replace', client.token, {
      coach_id: coach.current.id,
      payment_method_id: await browserCard(t, stripeAccount),
      remove_card_id: failingCard,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const retried = await call('POST', `stripe/plan/${plan.id}/retry`, client.token);
    expect(retried.statusCode, retried.body).toBe(200);
    await flushStripeEvents(t);

    const [paid] = await membershipsOf(t, plan.id);
    expect(paid!.membership).toMatchObject({ state: 'active', paymentFailedAt: null });
    expect(paid!.payments.filter((p) => p.status === 'succeeded')).toMatchObject([
      { amount: 1500 },
    ]);
    expect(await warningsOf(client)).toEqual([]);
    expect(await flowing(client, plan.id)).toBe(true);
  });
});

describe('the 7-day rule', () => {
  it('cancels a subscription still unpaid 7 days after its renewal failed, once, and tells the client and the coach', async () => {
    const { plan, client, firstAttempt } = await trialWithFailingCard('Conditioning Unpaid');
    await moveTo(firstAttempt + 60_000);
    await queueUnpaidCancellation(t.database.db);
    // Six days on, the client still has time: nothing is cancelled.
    await moveTo(firstAttempt + 6 * DAY);
    expect(await runDueJobs(t.app.ctx, jobHandlers, { kinds: [KIND] })).toBe(1);
    expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('past_due');

    // The last automatic retry (day 7) fails: the client is told it was the last.
    await moveTo(firstAttempt + 7 * DAY + 60_000);
    expect(await mailsAbout(client, 'Conditioning Unpaid')).toEqual([
      'Your payment for Conditioning Unpaid failed',
      'Last attempt: your payment for Conditioning Unpaid failed again',
    ]);
    const [unpaid] = await membershipsOf(t, plan.id);
    const subscriptionId = unpaid!.charge!.subscriptionId!;
    const before = await t.app.ctx.stripe.subscriptions.retrieve(
      subscriptionId,
      {},
      { stripeAccount },
    );
    expect(before.status).toBe('unpaid');

    // The hourly sweep, run twice (a second process, a retried job): cancelled once.
    await moveTo(firstAttempt + 7 * DAY + HOUR);
    expect(await runDueJobs(t.app.ctx, jobHandlers, { kinds: [KIND] })).toBe(1);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.kind, KIND), isNull(jobs.doneAt)));
    expect(await runDueJobs(t.app.ctx, jobHandlers, { kinds: [KIND] })).toBe(1);
    await flushStripeEvents(t);

    const after = await t.app.ctx.stripe.subscriptions.retrieve(
      subscriptionId,
      {},
      { stripeAccount },
    );
    expect(after.status).toBe('canceled');
    const [canceled] = await membershipsOf(t, plan.id);
    expect(canceled!.membership).toMatchObject({ state: 'canceled', canceledBy: null });
    const past = await call('GET', `coach/plans/${plan.id}/clients?list=past`, coach.token);
    expect(
      past.json<{ items: ProgramClientRow[] }>().items.map((r) => r.canceled_by_label),
    ).toEqual(['Auto Cancelled']);
    expect(await mailsAbout(client, 'Conditioning Unpaid')).toEqual([
      'Your payment for Conditioning Unpaid failed',
      'Last attempt: your payment for Conditioning Unpaid failed again',
      'Your subscription to Conditioning Unpaid was cancelled',
    ]);
    // The coach hears of the failure and of the cancellation, not of the last retry.
    expect(await mailsAbout(coach, 'Conditioning Unpaid')).toEqual([
      'Casey Jordan missed a payment for Conditioning Unpaid',
      "Casey Jordan's subscription to Conditioning Unpaid was cancelled",
    ]);
    expect(await warningsOf(client)).toEqual([]);
  });
});
