import type { Db } from '../../db/database.ts';
import { findConnectedAccount } from '../payouts/payouts.api.ts';

export type PayoutStatus = {
  /** A connected payment-provider account exists. */
  connected: boolean;
  /** It can take charges: paid programs need this (spec 5, 6). */
  chargesEnabled: boolean;
  /** The owner has filled in payout information: Stripe pays out (spec 2.3, team coaches). */
  payoutDetails: boolean;
  stripeAccount: string | null;
};

/** The account's connected Stripe account as Stripe last told us (payouts area). */
export async function payoutStatus(db: Db, accountId: number): Promise<PayoutStatus> {
  const row = await findConnectedAccount(db, accountId);
  return {
    connected: row !== null,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutDetails: row?.payoutsEnabled ?? false,
    stripeAccount: row?.stripeAccountId ?? null,
  };
}
