/**
 * `npm run bench:purchases`: clients buying a paid monthly program over HTTP
 * (POST /api/stripe/plan/{id}/buy), 50 at a time, from a load process of their own, beside the
 * baseline: as many subscriptions made straight on the Stripe sandbox through the SDK at the same
 * concurrency (what Stripe's side costs).
 *
 * The server runs as `npm start` runs it and the sandbox as its own process, webhooks from the
 * sandbox to the server, each on a PostgreSQL database of its own. Set-up over HTTP, not
 * measured: a coach connects to Stripe and publishes the program; BENCH_PURCHASES clients
 * (default 500) sign up and save a card with the coach. Afterwards every membership must be
 * active with exactly one charge at the sandbox.
 */
import { runBench } from './support/bench-kit.ts';
import { clientWithCard, inParallel, paidCoach, paidProgram } from './support/paid-setup.ts';
import { eventsDelivered, select, withPaidStack, type PaidStack } from './support/paid-stack.ts';
import type { PurchaseLoad } from './support/purchase-load.ts';
import type { SubscriptionLoad } from './support/subscription-load.ts';
import { figuresLine, runLoadProcess, type CallFigures } from './support/timed-calls.ts';

const CONCURRENCY = 50;
const PURCHASES = Math.max(CONCURRENCY, Number(process.env.BENCH_PURCHASES) || 500);
/** Set-up calls at a time: sign-ups hash passwords, the machine has two cores. */
const SETUP_CONCURRENCY = 8;

/** Every buyer's membership active, each with exactly one charge on their Stripe customer. */
async function checkPurchases(stack: PaidStack, planId: number, stripeAccount: string) {
  const rows = await select<{ state: string; customer_id: string }>(
    stack.serverDb,
    `select m.state, c.customer_id from plan_memberships m
     join membership_charges c on c.membership_id = m.id where m.plan_id = $1`,
    [planId],
  );
  const active = rows.filter((row) => row.state === 'active').length;
  const charges = await inParallel(rows.length, 10, async (index) => {
    const list = await stack.sandbox.stripe.charges.list(
      { customer: rows[index]!.customer_id, limit: 10 },
      { stripeAccount },
    );
    return list.data.filter((charge) => charge.status === 'succeeded').length;
  });
  const once = charges.filter((count) => count === 1).length;
  console.log(
    `  check: ${rows.length} memberships, ${active} active; ${once} with exactly one charge at the sandbox`,
  );
  if (rows.length !== PURCHASES || active !== PURCHASES || once !== PURCHASES) {
    throw new Error('the purchases were not each recorded and charged exactly once');
  }
}

/** The baseline's customers, each with a saved default card, and a price like the program's. */
async function baselineSetup(stack: PaidStack, stripeAccount: string) {
  const { stripe } = stack.sandbox;
  const options = { stripeAccount };
  const price = await stripe.prices.create(
    {
      currency: 'gbp',
      unit_amount: 1500,
      recurring: { interval: 'month' },
      product_data: { name: 'Baseline' },
    },
    options,
  );
  const customers = await inParallel(PURCHASES, SETUP_CONCURRENCY, async (index) => {
    const customer = await stripe.customers.create(
      { email: `baseline${index}@example.com` },
      options,
    );
    const card = await stripe.paymentMethods.attach(
      'pm_card_visa',
      { customer: customer.id },
      options,
    );
    await stripe.customers.update(
      customer.id,
      { invoice_settings: { default_payment_method: card.id } },
      options,
    );
    return { customer: customer.id, card: card.id };
  });
  return { price: price.id, customers };
}

async function main() {
  console.log(
    `${PURCHASES} clients buying a paid monthly program, ${CONCURRENCY} at a time; server and ` +
      `Stripe sandbox each in a process of their own on PostgreSQL, the load from a third.`,
  );
  await withPaidStack(async (stack) => {
    const base = stack.server.url;
    process.stdout.write('  set-up: a coach connected to Stripe, the program, ');
    const coach = await paidCoach(base, stack.sandbox, stack.serverDb);
    const planId = await paidProgram(base, coach);
    process.stdout.write(`${PURCHASES} clients with a card ... `);
    const clients = await inParallel(PURCHASES, SETUP_CONCURRENCY, (index) =>
      clientWithCard(base, stack.sandbox, coach, `client${index}@example.com`),
    );
    await eventsDelivered(stack.sandboxDb);
    console.log('done');

    process.stdout.write('  buying ... ');
    const load: PurchaseLoad = {
      url: `${base}/api/stripe/plan/${planId}/buy`,
      tokens: clients.map((client) => client.headers.authorization.replace('Bearer ', '')),
      concurrency: CONCURRENCY,
    };
    const purchases = await runLoadProcess('purchase-load.ts', load, stack.serverDb.dataDir);
    refuseFailures(purchases);
    const settled = performance.now();
    await eventsDelivered(stack.sandboxDb);
    const webhooksAfter = (performance.now() - settled) / 1000;
    console.log(
      `done; the sandbox's webhooks all answered ${webhooksAfter.toFixed(1)} s after the last purchase`,
    );
    await checkPurchases(stack, planId, coach.stripeAccount);

    process.stdout.write(
      `  baseline set-up: ${PURCHASES} customers with a card, the sandbox without webhooks ... `,
    );
    await stack.restartSandbox({ webhooks: false, log: 'sandbox-baseline.log' });
    const { price, customers } = await baselineSetup(stack, coach.stripeAccount);
    console.log('done');
    process.stdout.write('  baseline: subscriptions straight on the sandbox ... ');
    const baselineLoad: SubscriptionLoad = {
      port: stack.sandbox.port,
      secretKey: stack.sandbox.secretKey,
      stripeAccount: coach.stripeAccount,
      price,
      customers,
      concurrency: CONCURRENCY,
    };
    const baseline = refuseFailures(
      await runLoadProcess('subscription-load.ts', baselineLoad, stack.serverDb.dataDir),
    );
    console.log('done');
    report(purchases, baseline);
  });
}

function report(purchases: CallFigures, baseline: CallFigures) {
  const rows: Array<[string, CallFigures]> = [
    ['POST stripe/plan/{id}/buy (server + sandbox)', purchases],
    ['baseline: subscriptions.create on the sandbox', baseline],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  console.log('');
  for (const [label, figures] of rows) console.log(figuresLine(label, 'purchases', figures, width));
  const rate = (figures: CallFigures) => figures.latencies.length / figures.seconds;
  console.log(
    `  the server's purchases: ${((rate(purchases) / rate(baseline)) * 100).toFixed(1)}% of the baseline's rate`,
  );
}

/** Any failed call makes the figures meaningless: the bench stops with the first few. */
function refuseFailures(figures: CallFigures): CallFigures {
  const { failures } = figures;
  if (failures.length === 0) return figures;
  const first = [...new Set(failures)].slice(0, 5).join('\n');
  throw new Error(`${failures.length} calls failed, the figures are not valid:\n${first}`);
}

runBench(main);
