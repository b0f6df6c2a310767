import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accounts } from '../../modules/accounts/accounts.tables.ts';
import { users } from '../../modules/accounts/users.tables.ts';
import { connectedAccountOf } from '../../modules/payouts/connected-account.ts';
import { findConnectedAccount } from '../../modules/payouts/stripe-accounts.repository.ts';
import { syncStripeAccount } from '../../modules/payouts/sync-stripe-account.ts';
import { onboardingDetails } from './connected-account-details.ts';

/** The demo gym's sales, in pence: a few program payments of the kinds it sells. */
const DEMO_SALES = [4900, 2900, 9900, 2900, 4900, 14900];
/** DECISIONS.md: the platform's application fee, 5% of each payment. */
const PLATFORM_FEE = 0.05;
/** Two payouts, each of this share of what is available when it is made. */
const PAYOUT_SHARES = [0.4, 0.5];

/**
 * The demo gym's connected account on first start, through the SDK only: a custom account made
 * as onboarding makes it, completed as its owner would complete Stripe's page (company details,
 * terms, a GB test bank account), a few direct charges with `pm_card_bypassPending` (available
 * at once) and two payouts of part of the balance. Sandbox only: an account on Stripe itself is
 * onboarded on Stripe's own pages. solo@forma.test is left unconnected.
 */
export async function seedDemoPayouts(ctx: AppContext): Promise<boolean> {
  if (ctx.payments.mode !== 'sandbox') return false;
  const [found] = await ctx.db
    .select({ gym: accounts, owner: users })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerId))
    .where(and(eq(accounts.kind, 'gym'), eq(users.email, 'coach@forma.test')));
  if (!found || (await findConnectedAccount(ctx.db, found.gym.id))) return false;
  const { gym, owner } = found;
  const country = gym.country ?? 'GB';

  const { row } = await connectedAccountOf(ctx, { account: gym, owner }, 'custom');
  const stripeAccount = row.stripeAccountId;
  await ctx.stripe.accounts.update(
    stripeAccount,
    onboardingDetails(
      {
        kind: 'company',
        country,
        email: owner.email,
        firstName: owner.firstName,
        lastName: owner.lastName,
        name: gym.title,
      },
      { bank: true },
    ),
  );
  for (const amount of DEMO_SALES) {
    await ctx.stripe.paymentIntents.create(
      {
        amount,
        currency: 'gbp',
        payment_method: 'pm_card_bypassPending',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        confirm: true,
        application_fee_amount: Math.round(amount * PLATFORM_FEE),
        description: 'Forma demo program payment',
      },
      { stripeAccount },
    );
  }
  for (const share of PAYOUT_SHARES) {
    const balance = await ctx.stripe.balance.retrieve({}, { stripeAccount });
    const available = balance.available.find((item) => item.currency === 'gbp')?.amount ?? 0;
    const amount = Math.floor(available * share);
    if (amount > 0) {
      await ctx.stripe.payouts.create({ amount, currency: 'gbp' }, { stripeAccount });
    }
  }
  await syncStripeAccount(ctx, stripeAccount);
  return true;
}
