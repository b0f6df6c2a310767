/**
 * users/me, assembled above the areas (as permissions.ts and event-subscribers.ts are): the
 * person and their current account (accounts), the account's subscription with its client
 * counts (platform-plan) and its connected Stripe account (payouts). The session's own query
 * reads them all for GET users/me (caller-reads.ts), so it answers in one round trip; sign-in
 * and the writes to users/me read them afresh.
 */
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import type { Db } from './db/database.ts';
import type { Auth, UserRow } from './platform/auth/auth-plugin.ts';
import {
  callerCurrentAccount,
  presentCurrent,
  presentPrivate,
  resolveCurrentAccount,
  type CallerExtras,
  type CurrentAccount,
} from './modules/accounts/accounts.api.ts';
import {
  findConnectedAccount,
  isConnected,
  joinStripeAccountOf,
  presentStripeConnect,
  stripeAccountColumns,
  type StripeAccountRow,
} from './modules/payouts/payouts.api.ts';
import { callerSubscription, loadSubscription } from './modules/platform-plan/platform-plan.api.ts';

/** What GET users/me reads beside the caller's subscription in the session's own query. */
export const usersMeCallerExtras: CallerExtras = (_db, account) => ({
  columns: stripeAccountColumns,
  join: (query) => joinStripeAccountOf(query, account.id),
});

type ReadWithCaller = { stripeAccount?: StripeAccountRow | null };

/** A coach's current account's Stripe fields (platform.md 3); null for a client. */
async function stripeFields(
  db: Db,
  user: UserRow,
  current: CurrentAccount,
  read: StripeAccountRow | null | undefined,
) {
  if (user.role !== 'coach') return presentStripeConnect(null);
  const row = read !== undefined ? read : await findConnectedAccount(db, current.account.id);
  return presentStripeConnect(isConnected(row) ? row : null, { owner: current.isOwner });
}

/**
 * users/me. Given the caller of GET users/me, what the session's own query read answers: one
 * round trip in all. Otherwise (sign-in, after a change) the current account and the
 * subscription of the account the person last chose are read side by side.
 */
export async function presentMe(db: Db, user: UserRow, caller?: Auth): Promise<MeResponse> {
  const accountId = user.currentAccountId ?? user.id;
  const coach = user.role === 'coach';
  const [current, subscription] = await Promise.all([
    caller ? callerCurrentAccount(db, caller) : resolveCurrentAccount(db, user),
    !coach
      ? null
      : caller
        ? callerSubscription(db, caller, accountId, { withCounts: true })
        : loadSubscription(db, accountId),
  ]);
  // The account last chosen may no longer be usable: then another is current, read afresh.
  const sameAccount = current.account.id === accountId;
  const stripeRead =
    sameAccount && caller?.context?.counts
      ? ((caller.context as ReadWithCaller).stripeAccount ?? null)
      : undefined;
  const [currentSubscription, stripe] = await Promise.all([
    !coach || sameAccount ? subscription : loadSubscription(db, current.account.id),
    stripeFields(db, user, current, stripeRead),
  ]);
  return {
    private: presentPrivate(user, current.privateAccount),
    current: await presentCurrent(db, user, current, {
      subscription: currentSubscription,
      stripe,
    }),
  };
}
