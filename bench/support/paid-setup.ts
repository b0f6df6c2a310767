/**
 * The payments benches' set-up, over HTTP as the web app does it: a coach connected to Stripe
 * (charges enabled) with a paid monthly program, and clients with a saved card.
 */
import { onboardingDetails } from '../../server/src/db/seed/connected-account-details.ts';
import { signUpClient, signUpCoach, type Client, type Coach } from './coach.ts';
import type { BenchDatabase } from './databases.ts';
import { select } from './paid-stack.ts';
import type { SandboxProcess } from './sandbox-process.ts';
import { SANDBOX_PUBLISHABLE } from './sandbox-process.ts';

/** One call to the server's API; fails on anything but a 2xx. */
export async function api<T>(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function until<T>(what: string, read: () => Promise<T | null>, seconds = 60): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await read();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

export type PaidCoach = Coach & { stripeAccount: string };

/**
 * A coach who connects their account as its owner does (the onboarding link, then the details
 * Stripe's hosted page takes, bank account included), once the sandbox's account.updated event
 * has reached the server and charges are enabled.
 */
export async function paidCoach(
  base: string,
  sandbox: SandboxProcess,
  serverDb: BenchDatabase,
): Promise<PaidCoach> {
  const coach = await signUpCoach(base, 'coach@example.com');
  // On Forma's largest PROFESSIONAL band, set directly (the FREE plan sells to 5 clients; what
  // the coach pays Forma is not what these benches measure), as the programs bench does.
  await select(
    serverDb,
    `update coach_subscriptions set active = true, free_plan = false, state = 'active',
       plan_id = (select id from platform_plans
                  where product_kind = 'professional_band_75' and interval = 'month')
     where account_id = $1`,
    [coach.accountId],
  );
  await api(base, 'GET', 'stripe/onboarding_url?source=settings', coach.headers);
  type Account = { stripe_account: { account: string; charges_enabled: boolean } | null };
  const connected = await api<Account>(base, 'GET', 'stripe/account', coach.headers);
  const account = connected.stripe_account!.account;
  const stripeAccount = await sandbox.stripe.accounts.retrieve(account);
  await sandbox.stripe.accounts.update(
    account,
    onboardingDetails(
      {
        kind: stripeAccount.business_type === 'individual' ? 'individual' : 'company',
        country: stripeAccount.country!,
        email: 'coach@example.com',
        firstName: 'Casey',
        lastName: 'Jordan',
        name: 'Bench Gym',
      },
      { bank: true },
    ),
  );
  await until('charges enabled', async () => {
    const now = await api<Account>(base, 'GET', 'stripe/account', coach.headers);
    return now.stripe_account?.charges_enabled ? true : null;
  });
  return { ...coach, stripeAccount: account };
}

/** A published paid program of the coach: monthly, 15.00 in the account's currency. */
export async function paidProgram(base: string, coach: Coach): Promise<number> {
  const plan = {
    plan_type: 'one_many',
    title: 'Bench Strength',
    plan_pricing: 'paid',
    price_options: [{ period: 'monthly', price: 1500 }],
  };
  const created = await api<{ id: number }>(base, 'POST', 'coach/plans', coach.headers, { plan });
  await api(base, 'POST', `coach/plans/${created.id}/publish`, coach.headers);
  return created.id;
}

/**
 * A client who signs up and saves a card with the coach as the card form does: the SetupIntent
 * asked of the server (which makes the Stripe customer), the card made with the publishable key
 * on the coach's account, then given to the server as the default.
 */
export async function clientWithCard(
  base: string,
  sandbox: SandboxProcess,
  coach: PaidCoach,
  email: string,
): Promise<Client> {
  const client = await signUpClient(base, email);
  const coachId = coach.accountId;
  await api(base, 'GET', `athlete/card_tokens/card_init?coach_id=${coachId}`, client.headers);
  const response = await fetch(`${sandbox.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${SANDBOX_PUBLISHABLE}`,
      'stripe-account': coach.stripeAccount,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': '123',
    }).toString(),
  });
  if (!response.ok) throw new Error(`payment_methods: ${await response.text()}`);
  const card = ((await response.json()) as { id: string }).id;
  await api(base, 'POST', 'athlete/card_tokens', client.headers, {
    coach_id: coachId,
    payment_method_id: card,
  });
  return client;
}

/** Runs `work` for 0..count-1, `concurrency` at a time. */
export async function inParallel<T>(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
