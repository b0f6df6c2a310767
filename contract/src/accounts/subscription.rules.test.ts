import { describe, expect, it } from 'vitest';
import { coachSubscriptionSchema } from './subscription.schemas.ts';
import type { CoachSubscription, CoachSubscriptionPlan } from './subscription.schemas.ts';
import {
  accountFlags,
  BAND_THRESHOLDS,
  BILLING_HISTORY_PLAN_NAMES,
  canBeCancelled,
  clientThresholdState,
  countdownFromMs,
  countdownRefreshMs,
  formatCountdown,
  formatPlanDate,
  formatSubscriptionDate,
  FREE_PLAN_MAX_CLIENTS,
  FREE_PLAN_THRESHOLDS,
  hasSubscription,
  isAccountEmpty,
  isBlocked,
  isCanceled,
  isCancelAtPeriodEnd,
  isClientThresholdReached,
  isDowngradingToFree,
  isFreePlan,
  isPaid,
  isPro,
  isPurchaseFailed,
  isSubscriptionInvalid,
  isTrialActive,
  isTrialExpired,
  maxClients,
  parseSubscriptionDate,
  planLabel,
  planName,
  PROFESSIONAL_BANDS,
  SUBSCRIPTION_WARNING_KEYS,
  subscriptionStatusDisplay,
  subscriptionWarning,
  subscriptionWarningColour,
  subscriptionWarningText,
  TRIAL_DAYS,
  trialCountdown,
  trialDaysLeft,
} from './subscription.rules.ts';
import type { SubscriptionWarning, SubscriptionWarningContext } from './subscription.rules.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date('2025-06-15T12:00:00Z');
const inFuture = (ms: number) => formatSubscriptionDate(new Date(now.getTime() + ms));

const proPlan = (max: number | null, id = 1): CoachSubscriptionPlan => ({
  id,
  product_kind: `professional_band_${max ?? 'unlimited'}`,
  max_clients: max,
});
const legacyPlan = (kind: string): CoachSubscriptionPlan => ({
  id: 2,
  product_kind: kind,
  max_clients: null,
});

const sub = (over: Partial<CoachSubscription> = {}): CoachSubscription => ({
  active: true,
  state: null,
  free_plan: false,
  free_usage: false,
  cancel_at_period_end: false,
  trial: false,
  trial_end_date: null,
  next_payment_date: null,
  active_clients: 0,
  active_sub_clients: 0,
  scheduled_plan: null,
  plan: null,
  ...over,
});
const paidPro = (over: Partial<CoachSubscription> = {}) =>
  sub({
    state: 'active',
    plan: proPlan(10),
    next_payment_date: '2025-07-01 00:00:00 +0000',
    ...over,
  });
const free = (over: Partial<CoachSubscription> = {}) => sub({ free_plan: true, ...over });
const onTrial = (msLeft: number, over: Partial<CoachSubscription> = {}) =>
  sub({ trial: true, trial_end_date: inFuture(msLeft), ...over });
const expiredTrial = (over: Partial<CoachSubscription> = {}) =>
  sub({ active: false, trial: false, trial_end_date: inFuture(-DAY), ...over });
const empty = () => sub({ active: false });

describe('constants', () => {
  it('match section 9', () => {
    expect(FREE_PLAN_MAX_CLIENTS).toBe(5);
    expect(TRIAL_DAYS).toBe(30);
    expect([...PROFESSIONAL_BANDS]).toEqual([5, 10, 25, 50, 75]);
    expect(FREE_PLAN_THRESHOLDS.invalidAt).toBe(3);
    expect(BAND_THRESHOLDS).toEqual({
      5: { invalidAt: 3, approaching: { from: 3, to: 3 }, crushingAt: 4 },
      10: { invalidAt: 8, approaching: { from: 8, to: 8 }, crushingAt: 9 },
      25: { invalidAt: 20, approaching: { from: 20, to: 23 }, crushingAt: 24 },
      50: { invalidAt: 45, approaching: { from: 45, to: 48 }, crushingAt: 49 },
      75: { invalidAt: 70, approaching: { from: 70, to: 73 }, crushingAt: 74 },
    });
  });
});

describe('coachSubscriptionSchema and dates', () => {
  it('parses a full subscription', () => {
    const value = paidPro({
      trial_end_date: '2025-06-20 10:00:00 +0000',
      scheduled_plan: proPlan(5, 3),
    });
    expect(coachSubscriptionSchema.parse(value)).toEqual(value);
  });

  it('accepts the trial_end_date zone forms and rejects other formats', () => {
    for (const date of [
      '2025-06-20 10:00:00 +0000',
      '2025-06-20 10:00:00 +02:00',
      '2025-06-20 10:00:00 UTC',
    ]) {
      expect(coachSubscriptionSchema.safeParse(sub({ trial_end_date: date })).success).toBe(true);
    }
    for (const date of ['2025-06-20', '2025-06-20T10:00:00Z', '20/06/2025 10:00:00 +0000']) {
      expect(coachSubscriptionSchema.safeParse(sub({ trial_end_date: date })).success).toBe(false);
    }
  });

  it('rejects missing fields and negative counts', () => {
    const { plan: _plan, ...withoutPlan } = sub();
    expect(coachSubscriptionSchema.safeParse(withoutPlan).success).toBe(false);
    expect(coachSubscriptionSchema.safeParse(sub({ active_clients: -1 })).success).toBe(false);
  });

  it('parses subscription dates with their offset', () => {
    expect(parseSubscriptionDate('2025-06-15 12:00:00 +0000')?.toISOString()).toBe(
      '2025-06-15T12:00:00.000Z',
    );
    expect(parseSubscriptionDate('2025-06-15 12:00:00 +0200')?.toISOString()).toBe(
      '2025-06-15T10:00:00.000Z',
    );
    expect(parseSubscriptionDate('2025-06-15 12:00:00 -05:30')?.toISOString()).toBe(
      '2025-06-15T17:30:00.000Z',
    );
    expect(parseSubscriptionDate('2025-06-15 12:00:00 UTC')?.toISOString()).toBe(
      '2025-06-15T12:00:00.000Z',
    );
    expect(parseSubscriptionDate('2025-06-15')?.toISOString()).toBe('2025-06-15T00:00:00.000Z');
    expect(parseSubscriptionDate('2025-06-15T12:00:00Z')?.toISOString()).toBe(
      '2025-06-15T12:00:00.000Z',
    );
    expect(parseSubscriptionDate('soon')).toBeNull();
    expect(parseSubscriptionDate(null)).toBeNull();
  });

  it('formats dates for the wire and for display', () => {
    expect(formatSubscriptionDate(now)).toBe('2025-06-15 12:00:00 +0000');
    expect(formatPlanDate('2025-07-01 00:00:00 +0000')).toBe('01/07/2025');
    expect(formatPlanDate('next month')).toBe('next month');
  });
});

describe('derived conditions', () => {
  it('blocked: not active', () => {
    expect(isBlocked(sub({ active: false }))).toBe(true);
    expect(isBlocked(sub())).toBe(false);
  });

  it('has subscription: plan id and state', () => {
    expect(hasSubscription(paidPro())).toBe(true);
    expect(hasSubscription(paidPro({ state: null }))).toBe(false);
    expect(hasSubscription(paidPro({ state: '' }))).toBe(false);
    expect(hasSubscription(sub({ state: 'active', plan: null }))).toBe(false);
  });

  it('free plan: active and (free_plan or free_usage)', () => {
    expect(isFreePlan(free())).toBe(true);
    expect(isFreePlan(sub({ free_usage: true }))).toBe(true);
    expect(isFreePlan(free({ active: false }))).toBe(false);
    expect(isFreePlan(sub())).toBe(false);
  });

  it('PRO: professional_band kind and not free', () => {
    expect(isPro(paidPro())).toBe(true);
    expect(isPro(paidPro({ free_plan: true }))).toBe(false);
    expect(isPro(paidPro({ plan: legacyPlan('business') }))).toBe(false);
    expect(isPro(sub())).toBe(false);
    // Not-active PRO is still PRO (the free-plan rule needs active).
    expect(isPro(paidPro({ active: false, free_plan: true }))).toBe(true);
  });

  it('paid: active, not free, has subscription', () => {
    expect(isPaid(paidPro())).toBe(true);
    expect(isPaid(paidPro({ active: false }))).toBe(false);
    expect(isPaid(paidPro({ free_plan: true }))).toBe(false);
    expect(isPaid(paidPro({ state: null }))).toBe(false);
  });

  it('canceled: not free, state canceled or incomplete_expired', () => {
    expect(isCanceled(paidPro({ state: 'canceled' }))).toBe(true);
    expect(isCanceled(paidPro({ state: 'incomplete_expired' }))).toBe(true);
    expect(isCanceled(paidPro({ state: 'incomplete' }))).toBe(false);
    expect(isCanceled(paidPro({ state: 'canceled', free_plan: true }))).toBe(false);
    expect(isCanceled(paidPro({ state: 'canceled', free_usage: true }))).toBe(false);
  });

  it('cancel at period end: not free_usage, active, flag set', () => {
    expect(isCancelAtPeriodEnd(paidPro({ cancel_at_period_end: true }))).toBe(true);
    expect(isCancelAtPeriodEnd(paidPro({ cancel_at_period_end: true, active: false }))).toBe(false);
    expect(isCancelAtPeriodEnd(paidPro({ cancel_at_period_end: true, free_usage: true }))).toBe(
      false,
    );
    expect(isCancelAtPeriodEnd(paidPro())).toBe(false);
  });

  it('can be cancelled: paid, not canceled, not already cancelling', () => {
    expect(canBeCancelled(paidPro())).toBe(true);
    expect(canBeCancelled(paidPro({ cancel_at_period_end: true }))).toBe(false);
    expect(canBeCancelled(paidPro({ state: 'canceled' }))).toBe(false);
    expect(canBeCancelled(free())).toBe(false);
  });

  it('downgrading to free: cancelling with at most 5 active_sub_clients', () => {
    expect(
      isDowngradingToFree(paidPro({ cancel_at_period_end: true, active_sub_clients: 5 })),
    ).toBe(true);
    expect(
      isDowngradingToFree(paidPro({ cancel_at_period_end: true, active_sub_clients: 6 })),
    ).toBe(false);
    expect(isDowngradingToFree(paidPro({ active_sub_clients: 0 }))).toBe(false);
  });

  it('account empty: not free_usage, not active, no trial_end_date', () => {
    expect(isAccountEmpty(empty())).toBe(true);
    expect(isAccountEmpty(expiredTrial())).toBe(false);
    expect(isAccountEmpty(sub())).toBe(false);
    expect(isAccountEmpty(sub({ active: false, free_usage: true }))).toBe(false);
  });

  it('trial active: active, trial, no subscription, not free_usage', () => {
    expect(isTrialActive(onTrial(10 * DAY))).toBe(true);
    expect(isTrialActive(onTrial(10 * DAY, { active: false }))).toBe(false);
    expect(isTrialActive(onTrial(10 * DAY, { state: 'trialing', plan: proPlan(10) }))).toBe(false);
    expect(isTrialActive(onTrial(10 * DAY, { free_usage: true }))).toBe(false);
    expect(isTrialActive(sub())).toBe(false);
  });

  it('trial expired: not active, not in trial, has trial_end_date, no subscription', () => {
    expect(isTrialExpired(expiredTrial())).toBe(true);
    expect(isTrialExpired(expiredTrial({ trial: true }))).toBe(false);
    expect(isTrialExpired(expiredTrial({ active: true }))).toBe(false);
    expect(isTrialExpired(expiredTrial({ trial_end_date: null }))).toBe(false);
    expect(isTrialExpired(expiredTrial({ state: 'canceled', plan: proPlan(5) }))).toBe(false);
    expect(isTrialExpired(expiredTrial({ free_usage: true }))).toBe(false);
  });

  it('purchase failed: has subscription, state past_due or incomplete', () => {
    expect(isPurchaseFailed(paidPro({ state: 'past_due' }))).toBe(true);
    expect(isPurchaseFailed(paidPro({ state: 'incomplete' }))).toBe(true);
    expect(isPurchaseFailed(paidPro())).toBe(false);
    expect(isPurchaseFailed(paidPro({ state: 'past_due', plan: null }))).toBe(false);
    expect(isPurchaseFailed(paidPro({ state: 'past_due', free_usage: true }))).toBe(false);
  });

  it('max clients: 5 on FREE, plan.max_clients on PRO, else null', () => {
    expect(maxClients(free())).toBe(5);
    expect(maxClients(paidPro({ plan: proPlan(25) }))).toBe(25);
    expect(maxClients(paidPro({ plan: proPlan(null) }))).toBeNull();
    expect(maxClients(paidPro({ plan: legacyPlan('business') }))).toBeNull();
    expect(maxClients(onTrial(DAY))).toBeNull();
  });
});

describe('plan label and name', () => {
  it.each([
    [free(), 'free', 'FREE'],
    [paidPro(), 'pro', 'PROFESSIONAL'],
    [paidPro({ plan: legacyPlan('business') }), 'business', 'Unlimited'],
    [paidPro({ plan: legacyPlan('standalone') }), 'standalone', 'Pro'],
    [paidPro({ plan: legacyPlan('starter') }), 'starter', 'Starter'],
    [paidPro({ plan: legacyPlan('mystery') }), 'unknown', null],
    [onTrial(DAY), 'unknown', null],
  ] as const)('%# label %s', (value, label, name) => {
    expect(planLabel(value)).toBe(label);
    expect(planName(value)).toBe(name);
  });

  it('names the billing-history labels', () => {
    expect(BILLING_HISTORY_PLAN_NAMES).toEqual({
      professional: 'PROFESSIONAL',
      unlimited: 'Unlimited',
      pro: 'Pro',
      starter: 'Starter',
      white_label: 'White Label',
    });
  });
});

describe('client thresholds', () => {
  it.each([
    [2, 'before_limit'],
    [3, 'invalid'],
    [5, 'invalid'],
    [6, 'invalid'],
  ] as const)('FREE plan with %i active_sub_clients: %s', (count, state) => {
    expect(clientThresholdState(free({ active_sub_clients: count }))).toBe(state);
  });

  it.each([
    [5, 2, 'before_limit'],
    [5, 3, 'approaching'],
    [5, 4, 'crushing'],
    [5, 5, 'crushing'],
    [5, 6, 'crushing'],
    [10, 7, 'before_limit'],
    [10, 8, 'approaching'],
    [10, 9, 'crushing'],
    [10, 10, 'crushing'],
    [25, 19, 'before_limit'],
    [25, 20, 'approaching'],
    [25, 23, 'approaching'],
    [25, 24, 'crushing'],
    [50, 44, 'before_limit'],
    [50, 45, 'approaching'],
    [50, 48, 'approaching'],
    [50, 49, 'crushing'],
    [75, 69, 'before_limit'],
    [75, 70, 'approaching'],
    [75, 73, 'approaching'],
    [75, 74, 'crushing'],
  ] as const)('band %i with %i active_sub_clients: %s', (band, count, state) => {
    expect(clientThresholdState(paidPro({ plan: proPlan(band), active_sub_clients: count }))).toBe(
      state,
    );
  });

  it('has no table on trial, legacy plans or unknown bands', () => {
    expect(clientThresholdState(onTrial(DAY, { active_sub_clients: 80 }))).toBeNull();
    expect(
      clientThresholdState(paidPro({ plan: legacyPlan('business'), active_sub_clients: 80 })),
    ).toBeNull();
    expect(
      clientThresholdState(paidPro({ plan: proPlan(100), active_sub_clients: 99 })),
    ).toBeNull();
  });

  it('uses the FREE table for a professional_band plan on the free plan', () => {
    expect(
      clientThresholdState(paidPro({ plan: proPlan(75), free_plan: true, active_sub_clients: 3 })),
    ).toBe('invalid');
  });

  it('counts active_sub_clients, not active_clients', () => {
    expect(clientThresholdState(free({ active_clients: 10, active_sub_clients: 2 }))).toBe(
      'before_limit',
    );
  });

  it('reached means invalid, approaching or crushing', () => {
    expect(isClientThresholdReached(free({ active_sub_clients: 3 }))).toBe(true);
    expect(isClientThresholdReached(free({ active_sub_clients: 2 }))).toBe(false);
    expect(isClientThresholdReached(paidPro({ active_sub_clients: 8 }))).toBe(true);
    expect(
      isClientThresholdReached(paidPro({ plan: legacyPlan('starter'), active_sub_clients: 99 })),
    ).toBe(false);
  });
});

describe('isSubscriptionInvalid', () => {
  it.each([
    ['trial expired', expiredTrial()],
    ['trial active', onTrial(20 * DAY)],
    ['cancel at period end', paidPro({ cancel_at_period_end: true })],
    ['canceled, not on trial', paidPro({ state: 'canceled' })],
    ['purchase failed', paidPro({ state: 'past_due' })],
    ['FREE threshold', free({ active_sub_clients: 3 })],
    ['band threshold', paidPro({ active_sub_clients: 8 })],
  ])('is invalid when %s', (_reason, value) => {
    expect(isSubscriptionInvalid(value)).toBe(true);
  });

  it.each([
    ['a healthy PRO plan', paidPro({ active_sub_clients: 7 })],
    ['a FREE plan under the threshold', free({ active_sub_clients: 2 })],
    [
      'an active legacy plan with many clients',
      paidPro({ plan: legacyPlan('business'), active_sub_clients: 500 }),
    ],
    ['an empty account', empty()],
    [
      'a canceled plan still flagged as trial',
      paidPro({ state: 'canceled', trial: true, active: false }),
    ],
  ])('is valid for %s', (_reason, value) => {
    expect(isSubscriptionInvalid(value)).toBe(false);
  });
});

describe('trial countdown', () => {
  it('counts whole days left', () => {
    expect(trialDaysLeft(onTrial(8 * DAY), now)).toBe(8);
    expect(trialDaysLeft(onTrial(8 * DAY - SECOND), now)).toBe(7);
    expect(trialDaysLeft(onTrial(23 * HOUR), now)).toBe(0);
    expect(trialDaysLeft(expiredTrial(), now)).toBe(0);
    expect(trialDaysLeft(sub(), now)).toBe(0);
  });

  it('shows days, then falls back to hours, minutes and seconds at 0 days', () => {
    expect(trialCountdown(onTrial(3 * DAY + 5 * HOUR), now)).toEqual({ unit: 'days', value: 3 });
    expect(trialCountdown(onTrial(DAY), now)).toEqual({ unit: 'days', value: 1 });
    expect(trialCountdown(onTrial(DAY - SECOND), now)).toEqual({ unit: 'hours', value: 23 });
    expect(trialCountdown(onTrial(HOUR), now)).toEqual({ unit: 'hours', value: 1 });
    expect(trialCountdown(onTrial(HOUR - SECOND), now)).toEqual({ unit: 'minutes', value: 59 });
    expect(trialCountdown(onTrial(MINUTE), now)).toEqual({ unit: 'minutes', value: 1 });
    expect(trialCountdown(onTrial(59 * SECOND), now)).toEqual({ unit: 'seconds', value: 59 });
    expect(trialCountdown(onTrial(0), now)).toEqual({ unit: 'seconds', value: 0 });
    expect(trialCountdown(onTrial(-HOUR), now)).toEqual({ unit: 'seconds', value: 0 });
    expect(trialCountdown(sub(), now)).toBeNull();
  });

  it('countdownFromMs never goes negative', () => {
    expect(countdownFromMs(-5)).toEqual({ unit: 'seconds', value: 0 });
  });

  it('refreshes every frame under 80 s, every minute under an hour, else every 20 minutes', () => {
    expect(countdownRefreshMs(0)).toBe('frame');
    expect(countdownRefreshMs(80 * SECOND - 1)).toBe('frame');
    expect(countdownRefreshMs(80 * SECOND)).toBe(60_000);
    expect(countdownRefreshMs(HOUR - 1)).toBe(60_000);
    expect(countdownRefreshMs(HOUR)).toBe(1_200_000);
    expect(countdownRefreshMs(30 * DAY)).toBe(1_200_000);
  });

  it('formats the remaining time', () => {
    expect(formatCountdown({ unit: 'days', value: 1 })).toBe('1 day');
    expect(formatCountdown({ unit: 'days', value: 3 })).toBe('3 days');
    expect(formatCountdown({ unit: 'hours', value: 5 })).toBe('5 hours');
    expect(formatCountdown({ unit: 'minutes', value: 1 })).toBe('1 minute');
    expect(formatCountdown({ unit: 'seconds', value: 0 })).toBe('0 seconds');
  });
});

describe('subscriptionStatusDisplay (priority order)', () => {
  it('past due comes first', () => {
    expect(
      subscriptionStatusDisplay(paidPro({ state: 'past_due', cancel_at_period_end: true }), now),
    ).toEqual({
      kind: 'past_due',
      label: 'Past due',
    });
  });

  it('active with a state, on the free plan or with free_usage', () => {
    expect(subscriptionStatusDisplay(paidPro(), now)).toEqual({ kind: 'active', label: 'Active' });
    expect(subscriptionStatusDisplay(free(), now)).toEqual({ kind: 'active', label: 'Active' });
    expect(subscriptionStatusDisplay(sub({ active: false, free_usage: true }), now)).toEqual({
      kind: 'active',
      label: 'Active',
    });
  });

  it("reads 'Active until {next_payment_date}' with cancel_at_period_end", () => {
    expect(subscriptionStatusDisplay(paidPro({ cancel_at_period_end: true }), now)).toEqual({
      kind: 'active_until',
      label: 'Active until 01/07/2025',
      date: '2025-07-01 00:00:00 +0000',
    });
  });

  it("shows 'Trial (N days left)' during the trial", () => {
    const value = onTrial(5 * DAY + HOUR);
    expect(subscriptionStatusDisplay(value, now)).toEqual({
      kind: 'trial',
      label: 'Trial (5 days left)',
      date: value.trial_end_date,
    });
  });

  it("falls back to 'Upgrade' at 0 days or when not active", () => {
    const upgrade = { kind: 'upgrade', label: 'Upgrade', route: 'coach_profile_billing' };
    expect(subscriptionStatusDisplay(onTrial(12 * HOUR), now)).toEqual(upgrade);
    expect(subscriptionStatusDisplay(onTrial(5 * DAY, { active: false }), now)).toEqual(upgrade);
    expect(subscriptionStatusDisplay(expiredTrial(), now)).toEqual(upgrade);
    expect(subscriptionStatusDisplay(empty(), now)).toEqual(upgrade);
    expect(subscriptionStatusDisplay(sub({ trial: true, trial_end_date: null }), now)).toEqual(
      upgrade,
    );
  });
});

describe('subscriptionWarningColour', () => {
  it('is red with 7 days or less of trial left and green with 8', () => {
    expect(subscriptionWarningColour(onTrial(8 * DAY), now)).toBe('green');
    expect(subscriptionWarningColour(onTrial(8 * DAY - SECOND), now)).toBe('red');
    expect(subscriptionWarningColour(onTrial(7 * DAY), now)).toBe('red');
    expect(subscriptionWarningColour(onTrial(HOUR), now)).toBe('red');
  });

  it('is red on trial with 6 or more active_sub_clients', () => {
    expect(subscriptionWarningColour(onTrial(20 * DAY, { active_sub_clients: 5 }), now)).toBe(
      'green',
    );
    expect(subscriptionWarningColour(onTrial(20 * DAY, { active_sub_clients: 6 }), now)).toBe(
      'red',
    );
  });

  it('is red on the FREE or PRO plan and green on a legacy plan', () => {
    expect(subscriptionWarningColour(free(), now)).toBe('red');
    expect(subscriptionWarningColour(paidPro(), now)).toBe('red');
    expect(subscriptionWarningColour(paidPro({ plan: legacyPlan('business') }), now)).toBe('green');
  });

  it('is red for an expired trial (0 days left)', () => {
    expect(subscriptionWarningColour(expiredTrial(), now)).toBe('red');
  });
});

describe('subscriptionWarning', () => {
  const ctx: SubscriptionWarningContext = {
    financialFeatures: true,
    accountTitle: 'Iron Gym',
    now,
  };
  const warn = (value: CoachSubscription, over: Partial<SubscriptionWarningContext> = {}) =>
    subscriptionWarning(value, { ...ctx, ...over });

  it('is null for a valid subscription', () => {
    expect(warn(paidPro())).toBeNull();
    expect(warn(free({ active_sub_clients: 2 }))).toBeNull();
    expect(warn(empty())).toBeNull();
  });

  it('without financial features shows for_invited only when blocked', () => {
    expect(warn(onTrial(2 * DAY), { financialFeatures: false })).toBeNull();
    expect(
      warn(paidPro({ state: 'canceled', active: false }), { financialFeatures: false }),
    ).toEqual({
      messageKey: 'for_invited',
      colour: 'red',
      closable: false,
      accountTitle: 'Iron Gym',
      activeClients: 0,
      activeSubClients: 0,
      maxClients: 10,
    });
  });

  it("canceled: 'Upgrade Now' to choose_your_plan", () => {
    expect(warn(paidPro({ state: 'canceled', active: false }))).toMatchObject({
      messageKey: 'canceled',
      action: { label: 'Upgrade Now', route: 'choose_your_plan' },
      closable: false,
    });
  });

  it("cancel at period end: renew message dated next_payment_date, 'Renew now'", () => {
    const renew = { label: 'Renew now', route: 'coach_profile_subscription' };
    expect(warn(paidPro({ cancel_at_period_end: true, active_clients: 2 }))).toMatchObject({
      messageKey: 'renew_with_clients',
      action: renew,
      date: '2025-07-01 00:00:00 +0000',
    });
    expect(warn(paidPro({ cancel_at_period_end: true }))).toMatchObject({
      messageKey: 'renew_without_clients',
      action: renew,
    });
  });

  it('cancel at period end wins over a failed payment', () => {
    expect(warn(paidPro({ cancel_at_period_end: true, state: 'past_due' }))?.messageKey).toBe(
      'renew_without_clients',
    );
  });

  it("payment failed: 'Check now' to coach_profile_billing", () => {
    expect(warn(paidPro({ state: 'incomplete' }))).toMatchObject({
      messageKey: 'payment_failed',
      action: { label: 'Check now', route: 'coach_profile_billing' },
    });
  });

  it('trial: message by active_clients with the remaining time', () => {
    const upgrade = { label: 'Upgrade now', route: 'choose_your_plan' };
    const none = warn(onTrial(10 * DAY));
    expect(none).toMatchObject({
      messageKey: 'trial_without_clients',
      countdown: { unit: 'days', value: 10 },
      action: upgrade,
      colour: 'green',
    });
    expect(none?.date).toBe(inFuture(10 * DAY));
    expect(warn(onTrial(10 * DAY, { active_clients: 1 }))?.messageKey).toBe('trial_with_clients');
    expect(warn(onTrial(10 * DAY, { active_clients: 5 }))?.messageKey).toBe('trial_with_clients');
    expect(warn(onTrial(10 * DAY, { active_clients: 6 }))?.messageKey).toBe(
      'trial_more_then_five_clients',
    );
    expect(warn(onTrial(3 * HOUR))).toMatchObject({
      countdown: { unit: 'hours', value: 3 },
      colour: 'red',
    });
  });

  it("expired trial: the trial message without time, 'Upgrade now'", () => {
    const value = warn(expiredTrial({ active_clients: 9 }));
    expect(value).toMatchObject({
      messageKey: 'trial_more_then_five_clients',
      action: { label: 'Upgrade now', route: 'choose_your_plan' },
      colour: 'red',
    });
    expect(value?.countdown).toBeUndefined();
  });

  it('client thresholds: crushing, approaching and the closable clients_before_limit', () => {
    expect(warn(paidPro({ plan: proPlan(25), active_sub_clients: 24 }))).toMatchObject({
      messageKey: 'crushing',
      action: { label: 'Upgrade now', route: 'choose_your_plan' },
      colour: 'red',
      closable: false,
      maxClients: 25,
    });
    expect(warn(paidPro({ plan: proPlan(25), active_sub_clients: 20 }))?.messageKey).toBe(
      'approaching',
    );
    expect(warn(free({ active_sub_clients: 3 }))).toMatchObject({
      messageKey: 'clients_before_limit',
      closable: true,
      maxClients: 5,
    });
  });
});

describe('subscriptionWarningText', () => {
  const base: SubscriptionWarning = {
    messageKey: 'canceled',
    colour: 'red',
    closable: false,
    activeClients: 0,
    activeSubClients: 0,
    maxClients: null,
  };
  const text = (over: Partial<SubscriptionWarning>) =>
    subscriptionWarningText({ ...base, ...over });

  it('has friendly wording for every key, with no placeholders left', () => {
    for (const messageKey of SUBSCRIPTION_WARNING_KEYS) {
      const value = text({
        messageKey,
        accountTitle: 'Iron Gym',
        maxClients: 5,
        activeSubClients: 3,
      });
      expect(value.length).toBeGreaterThan(20);
      expect(value).not.toMatch(/[{}]|undefined|null|NaN/);
    }
  });

  it('words the trial messages with the remaining time', () => {
    expect(
      text({ messageKey: 'trial_without_clients', countdown: { unit: 'days', value: 12 } }),
    ).toBe('Your free trial ends in 12 days. Upgrade now to keep building your programs.');
    expect(
      text({
        messageKey: 'trial_with_clients',
        activeClients: 1,
        countdown: { unit: 'hours', value: 1 },
      }),
    ).toBe(
      'Your free trial ends in 1 hour. Upgrade now to keep every PROFESSIONAL feature for your 1 client.',
    );
    expect(text({ messageKey: 'trial_more_then_five_clients', activeClients: 7 })).toBe(
      "Your free trial has ended. You have 7 clients, more than the FREE plan's 5, so your account is restricted once the trial is over. Upgrade now to keep full access.",
    );
  });

  it('words the renew messages with the date', () => {
    expect(
      text({
        messageKey: 'renew_with_clients',
        activeClients: 3,
        date: '2025-07-01 00:00:00 +0000',
      }),
    ).toBe(
      'Your plan is cancelled and ends on 01/07/2025. Renew now to keep everything running for your 3 clients.',
    );
    expect(text({ messageKey: 'renew_without_clients' })).toBe(
      'Your plan is cancelled and ends at the end of this billing period. Renew now to keep building and selling your programs.',
    );
  });

  it('starts the payment message with the spec text', () => {
    expect(text({ messageKey: 'payment_failed' })).toMatch(
      /^There is a problem with your recent payment/,
    );
  });

  it('names the account in for_invited', () => {
    expect(text({ messageKey: 'for_invited', accountTitle: 'Iron Gym' })).toBe(
      'Iron Gym is restricted. Please contact the account owner to renew the subscription.',
    );
  });

  it('words the client thresholds', () => {
    expect(text({ messageKey: 'approaching', activeSubClients: 8, maxClients: 10 })).toBe(
      "You're approaching your plan's limit: 8 of 10 clients. Upgrade now so you never have to turn a client away.",
    );
    expect(text({ messageKey: 'crushing', activeSubClients: 9, maxClients: 10 })).toBe(
      "You're crushing it! You have 9 of 10 clients on your plan. Upgrade now to make room for more.",
    );
    expect(text({ messageKey: 'crushing', activeSubClients: 12, maxClients: 10 })).toMatch(
      /more than the 10/,
    );
    expect(text({ messageKey: 'clients_before_limit', activeSubClients: 4, maxClients: 5 })).toBe(
      'You have 1 client left before you reach the FREE plan limit of 5 clients. Upgrade now to grow without limits.',
    );
    expect(text({ messageKey: 'clients_before_limit', activeSubClients: 5, maxClients: 5 })).toBe(
      "You've reached the FREE plan limit of 5 clients. Upgrade now to add more.",
    );
    expect(
      text({ messageKey: 'clients_before_limit', activeSubClients: 6, maxClients: 5 }),
    ).toMatch(/^You're over the FREE plan limit\./);
  });
});

describe('accountFlags', () => {
  const coach = {
    role: 'coach' as const,
    account_kind: 'private' as const,
    is_account_owner: true,
    subscription: paidPro(),
    stripe_account_type: null,
    stripe_connect: null,
  };

  it('private coach account: financial features, not business', () => {
    expect(accountFlags(coach)).toEqual({
      businessAccount: false,
      businessOwner: false,
      accountBlocked: false,
      accountEmpty: false,
      financialFeatures: true,
      customProviderAccount: false,
      providerAccountPresent: false,
      coachOverallAccount: false,
    });
  });

  it('business owner has financial features; another coach of the business does not', () => {
    const owner = accountFlags({ ...coach, account_kind: 'gym' });
    expect(owner).toMatchObject({
      businessAccount: true,
      businessOwner: true,
      financialFeatures: true,
    });
    expect(owner.coachOverallAccount).toBe(true);
    const member = accountFlags({ ...coach, account_kind: 'brand', is_account_owner: false });
    expect(member).toMatchObject({
      businessAccount: true,
      businessOwner: false,
      financialFeatures: false,
    });
  });

  it('blocked and empty follow the subscription', () => {
    expect(accountFlags({ ...coach, subscription: expiredTrial() })).toMatchObject({
      accountBlocked: true,
      accountEmpty: false,
    });
    expect(accountFlags({ ...coach, subscription: empty() })).toMatchObject({
      accountBlocked: true,
      accountEmpty: true,
    });
    expect(accountFlags({ ...coach, subscription: null })).toMatchObject({
      accountBlocked: true,
      accountEmpty: true,
    });
  });

  it('clients are never blocked and have no financial features', () => {
    expect(
      accountFlags({
        ...coach,
        role: 'user',
        subscription: null,
        account_kind: null,
        is_account_owner: false,
      }),
    ).toMatchObject({
      accountBlocked: false,
      accountEmpty: false,
      financialFeatures: false,
      coachOverallAccount: false,
    });
  });

  it('reads the payment-provider account', () => {
    const custom = accountFlags({
      ...coach,
      stripe_account_type: 'custom',
      stripe_connect: { account: 'acct_1' },
    });
    expect(custom).toMatchObject({ customProviderAccount: true, providerAccountPresent: true });
    const standard = accountFlags({
      ...coach,
      stripe_account_type: 'standard',
      stripe_connect: { account: null },
    });
    expect(standard).toMatchObject({ customProviderAccount: false, providerAccountPresent: false });
  });
});
