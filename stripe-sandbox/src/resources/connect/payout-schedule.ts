import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { readBalance } from '../balance.ts';
import type { Account } from './account-object.ts';
import { WEEKDAYS } from './account-params.ts';
import { ACCOUNT, bankAccountsOf, getAccount } from './account-store.ts';
import { createPayout, PAYOUT, progressPayout, type Payout } from './payout-service.ts';

const DAY = 86_400;

/** Whether the account's payout schedule pays out on the UTC day of `time`. */
export function isPayoutDay(schedule: Stripe.Account.Settings.Payouts.Schedule, time: number) {
  const date = new Date(time * 1000);
  if (schedule.interval === 'daily') return true;
  if (schedule.interval === 'weekly') return WEEKDAYS[date.getUTCDay()] === schedule.weekly_anchor;
  if (schedule.interval === 'monthly') {
    const lastDay = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
    ).getUTCDate();
    return date.getUTCDate() === Math.min(schedule.monthly_anchor ?? 1, lastDay);
  }
  return false;
}

/**
 * Stripe's automatic payouts: on each day of the account's schedule (Forma's: weekly, on
 * Wednesday, UTC), the available balance of each currency goes to that currency's default bank
 * account, once per account and day however often time is moved.
 */
async function payOutOnSchedule(ctx: Ctx, account: Account, until: number): Promise<void> {
  const schedule = account.settings.payouts.schedule;
  if (!account.payouts_enabled || !isPayoutDay(schedule, until)) return;
  // Locked: another process moving time at once waits, then sees this day's payout.
  await getAccount(ctx, account.id, { forUpdate: true });
  const connected = ctx.as(account.id);
  const dayStart = Math.floor(until / DAY) * DAY;
  const automatic = await connected.store.all<Payout>(PAYOUT, { automatic: 'true' });
  const paidToday = automatic.some(
    (row) => row.account === account.id && row.data.created >= dayStart,
  );
  if (paidToday) return;
  const banks = await bankAccountsOf(ctx, account.id);
  for (const side of (await readBalance(connected)).available) {
    const bank = banks.find((item) => item.currency === side.currency && item.default_for_currency);
    if (side.amount > 0 && bank) {
      await createPayout(connected, {
        amount: side.amount,
        currency: side.currency,
        automatic: true,
      });
    }
  }
}

/** What real time does to payouts (payouts are not on test clocks). */
export async function advancePayouts(ctx: Ctx, until: number, clock: string | null): Promise<void> {
  if (clock !== null) return;
  for (const status of ['pending', 'in_transit']) {
    for (const row of await ctx.store.all<Payout>(PAYOUT, { status })) {
      const connected = ctx.as(row.account);
      const payout = await connected.store.find<Payout>(PAYOUT, row.data.id, { forUpdate: true });
      if (payout?.status === status) await progressPayout(connected, payout, until);
    }
  }
  for (const row of await ctx.store.all<Account>(ACCOUNT)) {
    if (row.account === null && row.data.settings.payouts.schedule.interval !== 'manual') {
      await payOutOnSchedule(ctx, row.data, until);
    }
  }
}
