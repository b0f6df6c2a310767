import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryResponse, Receipt } from '@forma/contract/billing/billing.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, newClient, type Session } from '../../../test/programs-helpers.ts';
import { bearer, linkIn, mailsTo } from '../../../test/helpers.ts';
import { confirmEmail } from '../../../test/confirm-email.ts';
import { runJobs } from '../../../test/jobs.ts';
import { flushStripeEvents } from '../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
  setDefaultCard,
} from '../../../test/paid-helpers.ts';
import { dayIn } from '@forma/contract/programs/days';
import { accounts } from '../accounts/accounts.tables.ts';
import { outboxEvents } from '../../platform/events/outbox.tables.ts';
import type { PaymentOutcome } from '../purchase/paid/paid.events.ts';
import { receiptOnPayment } from './receipt-mail.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

const today = () => new Date().toISOString().slice(0, 10);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach } = await paidCoach(t));
  await t.database.db
    .update(accounts)
    .set({ title: 'Stone Gym', country: 'gb' })
    .where(eq(accounts.id, coach.current.id));
});
afterAll(async () => {
  t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: false, reorder: false };
  await t.close();
});

/** The client buys the program; Stripe's events and Forma's event deliveries are all run. */
async function buy(client: Session, planId: number, body: object = {}) {
  const bought = await call('POST', `stripe/plan/${planId}/buy`, client.token, body);
  await settle();
  return bought;
}

async function settle() {
  await flushStripeEvents(t);
  while ((await runJobs(t)) > 0);
}

async function historyOf(client: Session, query = '') {
  const answer = await call('GET', `athlete/billing/history${query}`, client.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<HistoryResponse>();
}

const receiptMails = async (client: Session) =>
  (await mailsTo(t, client.email)).filter((mail) => mail.subject.startsWith('Your receipt for'));

describe('billing history', () => {
  it('lists every payment newest first, paid and declined, with what it was for, in pages', async () => {
    const monthly = await paidPlan(t, coach, { title: 'Strength Monthly' });
    const oneOff = await paidPlan(t, coach, {
      title: 'Six Week Shred',
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 4999 }],
    });
    const yearly = await paidPlan(t, coach, {
      title: 'Year of Running',
      price_options: [{ period: 'yearly', price: 12000 }],
    });
    const client = await clientWithCard(t, coach);
    expect((await buy(client, monthly.id)).statusCode).toBe(200);
    expect((await buy(client, oneOff.id, { start_date: today() })).statusCode).toBe(200);
    await setDefaultCard(t, client, coach, 'pm_card_chargeCustomerFail');
    expect((await buy(client, yearly.id)).statusCode).toBe(422);

    const { items, pagination } = await historyOf(client);
    expect(pagination).toMatchObject({ page: 1, total_count: 3, total_pages: 1 });
    expect(items.map((item) => [item.program.title, item.status, item.has_receipt])).toEqual([
      ['Year of Running', 'failed', false],
      ['Six Week Shred', 'paid', true],
      ['Strength Monthly', 'paid', true],
    ]);
    const [declined, fixed, subscription] = items;
    expect(declined).toMatchObject({
      description: 'Yearly subscription',
      amount: 12000,
      amount_format: '$120.00',
    });
    expect(fixed).toMatchObject({
      description: 'One-off purchase',
      period: null,
      seller: 'Stone Gym',
      amount_format: '$49.99',
      refunded_amount: 0,
    });
    expect(subscription!.description).toBe('Monthly subscription');
    expect(subscription!.period!.start).toBe(today());
    expect(subscription!.period!.end > subscription!.period!.start).toBe(true);

    const second = await historyOf(client, '?page=2&per_page=2');
    expect(second.pagination).toMatchObject({ page: 2, total_pages: 2, total_count: 3 });
    expect(second.items.map((item) => item.program.title)).toEqual(['Strength Monthly']);
    expect((await historyOf(client, '?page=9')).items).toEqual([]);
  });

  it('is empty for a client who never paid', async () => {
    const { items, pagination } = await historyOf(await newClient(t));
    expect(items).toEqual([]);
    expect(pagination).toMatchObject({ total_count: 0, total_pages: 1 });
  });

  it('shows a refunded payment as refunded, on the receipt too', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach);
    await buy(client, plan.id);
    const [{ membership }] = (await membershipsOf(t, plan.id)) as [
      Awaited<ReturnType<typeof membershipsOf>>[number],
    ];
    const cancel = await call(
      'POST',
      `coach/plans/${plan.id}/clients/${membership.id}/cancel`,
      coach.token,
      { when: 'now', refund_amount: 1500 },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await settle();
    const [item] = (await historyOf(client)).items;
    expect(item).toMatchObject({
      status: 'refunded',
      refunded_format: '$15.00',
      has_receipt: true,
    });
    const receipt = await call('GET', `athlete/billing/receipts/${item!.id}`, client.token);
    expect(receipt.json<Receipt>()).toMatchObject({
      status: 'refunded',
      refunded_format: '$15.00',
      total_paid: 0,
      total_paid_format: '$0.00',
    });
  });
});

describe('receipts', () => {
  it('a paid payment has a receipt with the seller, the buyer, the period and the card', async () => {
    const plan = await paidPlan(t, coach, { title: 'Receipt Strength' });
    const client = await clientWithCard(t, coach);
    await buy(client, plan.id);
    const [item] = (await historyOf(client)).items;
    const answer = await call('GET', `athlete/billing/receipts/${item!.id}`, client.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const receipt = answer.json<Receipt>();
    expect(receipt).toMatchObject({
      id: item!.id,
      number: `R-${String(item!.id).padStart(6, '0')}`,
      status: 'paid',
      seller: { name: 'Stone Gym', country: 'GB' },
      buyer: { email: client.email },
      program: { id: plan.id, title: 'Receipt Strength' },
      description: 'Monthly subscription',
      card: { brand: 'visa', last4: '4242' },
      currency: 'USD',
      amount: 1500,
      amount_format: '$15.00',
      refunded_amount: 0,
      total_paid: 1500,
      total_paid_format: '$15.00',
    });
    expect(receipt.buyer.name).not.toBe('');
    expect(receipt.period).toEqual(item!.period);
  });

  it('a declined payment has none', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach, 'pm_card_chargeCustomerFail');
    await buy(client, plan.id);
    const [item] = (await historyOf(client)).items;
    expect(item!.status).toBe('failed');
    const answer = await call('GET', `athlete/billing/receipts/${item!.id}`, client.token);
    expect(answer.statusCode).toBe(404);
    const mail = await call('POST', `athlete/billing/receipts/${item!.id}/email`, client.token);
    expect(mail.statusCode).toBe(404);
  });

  it('only its client reads it: 401 signed out, 403 for a coach, 404 for another client', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach);
    await buy(client, plan.id);
    const [item] = (await historyOf(client)).items;
    const other = await newClient(t);
    for (const path of [`athlete/billing/receipts/${item!.id}`, 'athlete/billing/history']) {
      expect((await call('GET', path, null)).statusCode).toBe(401);
      expect((await call('GET', path, coach.token)).statusCode).toBe(403);
    }
    expect(
      (await call('GET', `athlete/billing/receipts/${item!.id}`, other.token)).statusCode,
    ).toBe(404);
    const emailPath = `athlete/billing/receipts/${item!.id}/email`;
    expect((await call('POST', emailPath, null)).statusCode).toBe(401);
    expect((await call('POST', emailPath, coach.token)).statusCode).toBe(403);
    expect((await call('POST', emailPath, other.token)).statusCode).toBe(404);
    expect((await historyOf(other)).items).toEqual([]);
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999999999999', '2147483648']) {
      const answer = await call('GET', `athlete/billing/receipts/${bad}`, client.token);
      expect(answer.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, bad).toBeLessThan(500);
    }
    expect(
      (await call('GET', 'athlete/billing/receipts/2147483647', client.token)).statusCode,
    ).toBe(404);
    for (const query of ['?page=0', '?per_page=1000', '?page=x']) {
      const answer = await call('GET', `athlete/billing/history${query}`, client.token);
      expect(answer.statusCode, query).toBe(422);
    }
  });
});

describe('e-mailed receipts', () => {
  it('the receipt is e-mailed once when the payment succeeds, however often Stripe repeats it', async () => {
    t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: true, reorder: false };
    const plan = await paidPlan(t, coach, { title: 'Mailed Strength' });
    const client = await clientWithCard(t, coach);
    try {
      await buy(client, plan.id);
    } finally {
      t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: false, reorder: false };
    }
    // The same event delivered again (a retried delivery) sends nothing more.
    const [event] = (
      await t.database.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.name, 'payment.succeeded'))
    ).filter((e) => (e.payload as PaymentOutcome).planId === plan.id);
    await receiptOnPayment.handle(t.app.ctx, event!.payload as PaymentOutcome, {
      id: event!.id,
      createdAt: event!.createdAt,
    });
    const mails = await receiptMails(client);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your receipt for Mailed Strength');
    expect(mails[0]!.text).toContain('Stone Gym');
    expect(mails[0]!.text).toContain('Total paid: $15.00');
    expect(mails[0]!.text).toContain('Visa ending in 4242');
    const [item] = (await historyOf(client)).items;
    expect(linkIn(mails[0]!, '/user/billing/receipts/').pathname).toBe(
      `/user/billing/receipts/${item!.id}`,
    );
  });

  it('dates the e-mailed receipt in the client’s own time zone', async () => {
    const plan = await paidPlan(t, coach, { title: 'Dated Strength' });
    // UTC+14 and UTC-12 are 26 hours apart: the same moment is never the same date in both.
    const zones = ['Pacific/Kiritimati', 'Etc/GMT+12'];
    const clients = await Promise.all(zones.map(() => clientWithCard(t, coach)));
    // Each buys from a phone in their zone (the request's Client-Timezone is remembered).
    for (const [i, client] of clients.entries()) {
      const bought = await t.app.inject({
        method: 'POST',
        url: `/api/stripe/plan/${plan.id}/buy`,
        headers: { ...bearer(client.token), 'client-timezone': zones[i]! },
        payload: {},
      });
      expect(bought.statusCode, bought.body).toBe(200);
    }
    await settle();
    const dated = await Promise.all(
      clients.map(async (client, i) => {
        const [mail] = await receiptMails(client);
        const [item] = (await historyOf(client)).items;
        const [, month, day] = dayIn(new Date(item!.paid_at), zones[i]!).split('-');
        return { text: mail!.text, day: `${Number(day)} ${MONTHS[Number(month) - 1]}` };
      }),
    );
    for (const { text, day } of dated) expect(text).toMatch(new RegExp(`Date: ${day} \\d{4}`));
    expect(dated[0]!.day).not.toBe(dated[1]!.day);
  });

  it('on request, to a confirmed address only, and a burst of requests sends a few', async () => {
    const plan = await paidPlan(t, coach, { title: 'Asked Strength' });
    const client = await clientWithCard(t, coach);
    await buy(client, plan.id);
    const [item] = (await historyOf(client)).items;
    const path = `athlete/billing/receipts/${item!.id}/email`;
    const unconfirmed = await call('POST', path, client.token);
    expect(unconfirmed.statusCode).toBe(422);
    await confirmEmail(t, client.email);
    const sent = await call('POST', path, client.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: `The receipt was sent to ${client.email}.` });
    expect(await receiptMails(client)).toHaveLength(2);

    const burst = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', path, client.token)),
    );
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(18);
    expect(await receiptMails(client)).toHaveLength(4);
  });
});
