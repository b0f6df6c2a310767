import type Stripe from 'stripe';
import type { ConnectedAccount, Money, Payout } from '@forma/contract/payouts/payouts.schemas';
import { formatPrice } from '@forma/contract/common/money';
import type { ConnectedRow } from './stripe-accounts.repository.ts';

/** Stripe writes currencies in lower case; Forma in upper case, as plans and prices do. */
function money(amount: number, stripeCurrency: string): Money {
  const currency = stripeCurrency.toUpperCase();
  return { amount, currency, amount_format: formatPrice(amount, currency) };
}

const day = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

function presentPayout(payout: Stripe.Payout): Payout {
  return {
    id: payout.id,
    ...money(payout.amount, payout.currency),
    arrival_date: day(payout.arrival_date),
    status: payout.status as Payout['status'],
  };
}

/** A standard account's schedule may be hidden from the platform: Stripe's default is daily. */
function payoutSchedule(account: Stripe.Account): ConnectedAccount['payout_schedule'] {
  const schedule = account.settings?.payouts?.schedule;
  return {
    interval: (schedule?.interval ?? 'daily') as ConnectedAccount['payout_schedule']['interval'],
    weekly_anchor: schedule?.weekly_anchor ?? null,
    delay_days: schedule?.delay_days ?? 0,
  };
}

/** The payouts screen (coach_profile_payment): money only for a custom account. */
export function presentConnectedAccount(
  row: ConnectedRow,
  account: Stripe.Account,
  funds: { balance: Stripe.Balance; payouts: Stripe.Payout[] } | null,
): ConnectedAccount {
  const deadline = account.requirements?.current_deadline;
  return {
    account: row.stripeAccountId,
    account_type: row.accountType,
    charges_enabled: row.chargesEnabled,
    payouts_enabled: row.payoutsEnabled,
    details_submitted: row.detailsSubmitted,
    requirements_due: row.requirementsDue,
    requirements_denied: row.requirementsDenied,
    requirements_deadline: deadline ? new Date(deadline * 1000).toISOString() : null,
    external_account: row.externalAccount,
    payout_schedule: payoutSchedule(account),
    balance: funds
      ? {
          available: funds.balance.available.map((item) => money(item.amount, item.currency)),
          pending: funds.balance.pending.map((item) => money(item.amount, item.currency)),
        }
      : null,
    payouts: funds ? funds.payouts.map(presentPayout) : [],
  };
}
