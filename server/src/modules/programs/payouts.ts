import type { Db } from '../../db/database.ts';

export type PayoutStatus = {
  /** A connected payment-provider account exists. */
  connected: boolean;
  /** It can take charges: paid programs need this (spec 6). */
  chargesEnabled: boolean;
  /** The owner has filled in payout information (spec 2.3, team coaches). */
  payoutDetails: boolean;
  stripeAccount: string | null;
};

const NOT_CONNECTED: PayoutStatus = {
  connected: false,
  chargesEnabled: false,
  payoutDetails: false,
  stripeAccount: null,
};

/**
 * The account's connected payment-provider account. Payments arrive with their own issue; until
 * then no account is connected, so only free programs can be priced and published by a team
 * coach's owner (spec 5: "only 0 (free) is allowed" without a connected account).
 */
export async function payoutStatus(_db: Db, _accountId: number): Promise<PayoutStatus> {
  return NOT_CONNECTED;
}
