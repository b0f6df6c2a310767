import type Stripe from 'stripe';
import type { StripeAccountType } from '@forma/contract/payouts/payouts.schemas';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import type { AccountRow } from '../accounts/accounts.api.ts';
import { PAYOUT_COUNTRIES } from './payout-countries.ts';

/** Where a connected account is made when the coach's own country has no Stripe payouts. */
export const DEFAULT_PAYOUT_COUNTRY = 'GB';

/** The metadata key naming the connection (its claim's creation key) an account was made for. */
export const CONNECTION_KEY = 'forma_connection';

/** The Forma account being connected and the person who owns it. */
export type ConnectTarget = { account: AccountRow; owner: UserRow };

/** The business's country for a business account, the person's for a private one. */
export function payoutCountry({ account, owner }: ConnectTarget): string {
  const country = account.kind === 'private' ? owner.country : (account.country ?? owner.country);
  return country && (PAYOUT_COUNTRIES as readonly string[]).includes(country)
    ? country
    : DEFAULT_PAYOUT_COUNTRY;
}

/**
 * What Stripe is asked to make for a Forma account's connection `creationKey`: the same for
 * every concurrent call of one connection, as its idempotency key requires.
 */
export function accountParams(
  target: ConnectTarget,
  type: StripeAccountType,
  creationKey: string,
): Stripe.AccountCreateParams {
  const common = {
    country: payoutCountry(target),
    email: target.owner.email,
    business_type: target.account.kind === 'private' ? 'individual' : 'company',
    metadata: { forma_account_id: String(target.account.id), [CONNECTION_KEY]: creationKey },
  } as const;
  if (type === 'standard') return { type: 'standard', ...common };
  return {
    type: 'custom',
    ...common,
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    // programs-and-commerce.md 9: payouts every Wednesday.
    settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'wednesday' } } },
  };
}
