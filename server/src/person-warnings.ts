/**
 * The system warnings of platform.md 8 that areas above accounts raise, answered for accounts'
 * GET users/warnings through its ports (accounts.ports.ts): composed here, beside app.ts, so
 * accounts imports none of them.
 */
import type { Warning } from '@forma/contract/accounts/users.schemas';
import type { Db } from './db/database.ts';
import { findConnectedAccount, needsVerification } from './modules/payouts/payouts.api.ts';
import { plansByIds } from './modules/programs/programs.api.ts';
import { missedPaymentPlanIds } from './modules/purchase/purchase.api.ts';

/** A client with a program payment missed (past_due), until it is paid. */
export async function clientWarnings(db: Db, userId: number): Promise<Warning[]> {
  const missed = await missedPaymentPlanIds(db, userId);
  if (missed.length === 0) return [];
  const plans = await plansByIds(db, missed);
  const data = missed.map((id) => ({ plan_id: id, custom_url: plans.get(id)?.customUrl ?? null }));
  return [{ type: 'missed-payment', data }];
}

/** A coach owner whose connected Stripe account needs verification (platform.md 6). */
export async function coachOwnerWarnings(db: Db, accountId: number): Promise<Warning[]> {
  const stripeAccount = await findConnectedAccount(db, accountId);
  return stripeAccount && needsVerification(stripeAccount)
    ? [{ type: 'coach-stripe-verification-needed', data: [] }]
    : [];
}
