/**
 * `npm run bench:renewals`: one renewal cycle over BENCH_SUBSCRIPTIONS (default 10,000) active
 * monthly subscriptions that are all due: the time until the Stripe sandbox has charged every
 * renewal and Forma has recorded every renewal payment from the webhooks, checked to be exactly
 * once each; beside the baseline, the sandbox's own renewal pass on a copy of the same data with
 * no webhook endpoint.
 *
 * The server runs as `npm start` runs it and the sandbox as its own process, each on a
 * PostgreSQL database of its own. Set-up, not measured: a coach connects to Stripe and publishes
 * a paid monthly program, a client saves a card and buys it over HTTP, and that purchase is
 * copied in bulk into the other subscriptions (support/renewal-data.ts). Then the sandbox starts
 * again with its clock run past their period's end and the hour Stripe waits before it
 * finalizes a renewal's invoice (SANDBOX_CLOCK_OFFSET), and its first tick renews them all.
 */
import { runBench } from './support/bench-kit.ts';
import { copyBenchDatabase, type BenchDatabase } from './support/databases.ts';
import { fill } from './support/fill.ts';
import { api, clientWithCard, paidCoach, paidProgram } from './support/paid-setup.ts';
import { eventsDelivered, select, withPaidStack, type PaidStack } from './support/paid-stack.ts';
import { copyPurchases, type Template } from './support/renewal-data.ts';

const SUBSCRIPTIONS = Math.max(1, Number(process.env.BENCH_SUBSCRIPTIONS) || 10_000);
/** Stripe finalizes a renewal's invoice an hour after drafting it; ten minutes more to spare. */
const PAST_PERIOD_END = 3600 + 600;
const LIMIT_SECONDS = 3 * 3600;

/** The renewal invoices the sandbox has made so far, by status, and their subscriptions. */
async function renewalInvoices(sandboxDb: BenchDatabase) {
  const [row] = await select<{ paid: string; subscriptions: string; all: string }>(
    sandboxDb,
    `select count(*) filter (where data->>'status' = 'paid') as paid,
            count(distinct data #>> '{parent,subscription_details,subscription}') as subscriptions,
            count(*) as all
     from stripe_sandbox.objects
     where object = 'invoice' and data->>'billing_reason' = 'subscription_cycle'`,
  );
  return {
    paid: Number(row!.paid),
    subscriptions: Number(row!.subscriptions),
    all: Number(row!.all),
  };
}

/** Forma's payments of renewal invoices, and how many invoices they name. */
async function renewalPayments(stack: PaidStack, firstInvoices: string[]) {
  const [row] = await select<{ rows: string; invoices: string }>(
    stack.serverDb,
    `select count(*) as rows, count(distinct invoice_id) as invoices from payments
     where status = 'succeeded' and not (invoice_id = any($1))`,
    [firstInvoices],
  );
  return { rows: Number(row!.rows), invoices: Number(row!.invoices) };
}

/** Polls `done` every half second; answers the seconds from `started` to the first true. */
async function timeUntil(started: number, done: () => Promise<boolean>): Promise<number> {
  while (!(await done())) {
    if (performance.now() - started > LIMIT_SECONDS * 1000) {
      throw new Error(`not done after ${LIMIT_SECONDS} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return (performance.now() - started) / 1000;
}

/** The template purchase over HTTP, as a client makes it. */
async function buyTemplate(stack: PaidStack): Promise<Template & { periodEnd: number }> {
  const base = stack.server.url;
  const coach = await paidCoach(base, stack.sandbox, stack.serverDb);
  const planId = await paidProgram(base, coach);
  const client = await clientWithCard(base, stack.sandbox, coach, 'client@example.com');
  await api(base, 'POST', `stripe/plan/${planId}/buy`, client.headers);
  await eventsDelivered(stack.sandboxDb);
  const [charge] = await select<{ membership_id: number; subscription_id: string }>(
    stack.serverDb,
    'select membership_id, subscription_id from membership_charges',
  );
  const [subscription] = await select<{ end: string }>(
    stack.sandboxDb,
    `select data #>> '{items,data,0,current_period_end}' as end from stripe_sandbox.objects where id = $1`,
    [charge!.subscription_id],
  );
  return {
    membershipId: charge!.membership_id,
    subscriptionId: charge!.subscription_id,
    periodEnd: Number(subscription!.end),
  };
}

async function main() {
  console.log(
    `One renewal cycle over ${SUBSCRIPTIONS} monthly subscriptions; server and Stripe sandbox ` +
      `each in a process of their own on PostgreSQL.`,
  );
  await withPaidStack(async (stack) => {
    process.stdout.write('  set-up: a coach, a paid program, one purchase over HTTP, ');
    const template = await buyTemplate(stack);
    process.stdout.write(`copied into ${SUBSCRIPTIONS} subscriptions ... `);
    await fill(stack.serverDb, (db) => copyPurchases(db, stack.sandboxDb, template, SUBSCRIPTIONS));
    const firstInvoices = (
      await select<{ invoice_id: string }>(stack.serverDb, 'select invoice_id from payments')
    ).map((row) => row.invoice_id);
    await stack.stopSandbox();
    const copy = await copyBenchDatabase(stack.sandboxDb);
    console.log('done');
    const offset = template.periodEnd - Math.floor(Date.now() / 1000) + PAST_PERIOD_END;
    console.log(
      `  the sandbox's clock moved ${(offset / 86_400).toFixed(2)} days ahead, past every period's end`,
    );

    let baselineSeconds: number;
    try {
      process.stdout.write('  baseline: the sandbox alone, no webhook endpoint ... ');
      const started = performance.now();
      await stack.restartSandbox({
        webhooks: false,
        clockOffset: offset,
        database: copy,
        log: 'sandbox-baseline.log',
      });
      baselineSeconds = await timeUntil(
        started,
        async () => (await renewalInvoices(copy)).paid >= SUBSCRIPTIONS,
      );
      console.log(`every renewal charged in ${baselineSeconds.toFixed(1)} s`);
      await stack.stopSandbox();
    } finally {
      await copy.dispose();
    }

    process.stdout.write('  renewals: the sandbox sending its webhooks to the server ... ');
    const started = performance.now();
    await stack.restartSandbox({
      webhooks: true,
      clockOffset: offset,
      log: 'sandbox-renewals.log',
    });
    const charged = await timeUntil(
      started,
      async () => (await renewalInvoices(stack.sandboxDb)).paid >= SUBSCRIPTIONS,
    );
    const recorded = await timeUntil(
      started,
      async () => (await renewalPayments(stack, firstInvoices)).rows >= SUBSCRIPTIONS,
    );
    await eventsDelivered(stack.sandboxDb, LIMIT_SECONDS);
    const delivered = (performance.now() - started) / 1000;
    console.log(`charged in ${charged.toFixed(1)} s, recorded in ${recorded.toFixed(1)} s`);
    await check(stack, firstInvoices);

    const rate = (seconds: number) =>
      `${(SUBSCRIPTIONS / seconds).toFixed(1).padStart(7)} renewals/s`;
    console.log('');
    console.log(
      `  every renewal charged at the sandbox        ${charged.toFixed(1).padStart(7)} s ${rate(charged)}`,
    );
    console.log(
      `  every renewal payment recorded by Forma     ${recorded.toFixed(1).padStart(7)} s ${rate(recorded)}`,
    );
    console.log(
      `  every webhook answered                      ${delivered.toFixed(1).padStart(7)} s`,
    );
    console.log(
      `  baseline: the sandbox alone, no webhooks    ${baselineSeconds.toFixed(1).padStart(7)} s ${rate(baselineSeconds)}`,
    );
  });
}

/** Each subscription renewed, charged and recorded exactly once. */
async function check(stack: PaidStack, firstInvoices: string[]) {
  const invoices = await renewalInvoices(stack.sandboxDb);
  const [charges] = await select<{ all: string; invoices: string }>(
    stack.sandboxDb,
    // Each side read once and joined by hash: a join on JSON fields no index serves.
    `with i as materialized (
       select id from stripe_sandbox.objects
       where object = 'invoice' and data->>'billing_reason' = 'subscription_cycle'),
     p as materialized (
       select data->>'invoice' as invoice, data #>> '{payment,payment_intent}' as intent
       from stripe_sandbox.objects where object = 'invoice_payment'),
     c as materialized (
       select data->>'payment_intent' as intent from stripe_sandbox.objects where object = 'charge')
     select count(*) as all, count(distinct i.id) as invoices
     from i join p on p.invoice = i.id join c on c.intent = p.intent`,
  );
  const payments = await renewalPayments(stack, firstInvoices);
  const [memberships] = await select<{ active: string }>(
    stack.serverDb,
    `select count(*) filter (where state = 'active') as active from plan_memberships`,
  );
  console.log(
    `  check: ${invoices.all} renewal invoices (${invoices.paid} paid, ${invoices.subscriptions} subscriptions), ` +
      `${charges!.all} charges on ${charges!.invoices} of them; Forma: ${payments.rows} new payments ` +
      `(${payments.invoices} invoices), ${memberships!.active} memberships active`,
  );
  const all = [
    invoices.all,
    invoices.paid,
    invoices.subscriptions,
    Number(charges!.all),
    Number(charges!.invoices),
    payments.rows,
    payments.invoices,
    Number(memberships!.active),
  ];
  if (all.some((figure) => figure !== SUBSCRIPTIONS)) {
    throw new Error('the renewals were not each charged and recorded exactly once');
  }
}

runBench(main);
