import { SUBSCRIPTION_DATE_PATTERN } from './subscription.schemas.ts';
import type { CoachSubscription } from './subscription.schemas.ts';
import {
  FREE_PLAN_MAX_CLIENTS,
  isBlocked,
  isCancelAtPeriodEnd,
  isCanceled,
  isFreePlan,
  isPro,
  isPurchaseFailed,
  isTrialActive,
  isTrialExpired,
} from './subscription-conditions.rules.ts';

export {
  accountFlags,
  canBeCancelled,
  FREE_PLAN_MAX_CLIENTS,
  hasSubscription,
  isAccountEmpty,
  isBlocked,
  isCancelAtPeriodEnd,
  isCanceled,
  isDowngradingToFree,
  isFreePlan,
  isPaid,
  isPro,
  isPurchaseFailed,
  isTrialActive,
  isTrialExpired,
  PROFESSIONAL_PRODUCT_KIND_PREFIX,
  type AccountFlagsInput,
  type AccountFlags,
} from './subscription-conditions.rules.ts';

// --- Constants (platform.md §9) ---

export const TRIAL_DAYS = 30;
export const PROFESSIONAL_BANDS = [5, 10, 25, 50, 75] as const;
export type ProfessionalBand = (typeof PROFESSIONAL_BANDS)[number];
/** Banner is red at this many trial days left or fewer. */
export const TRIAL_RED_DAYS = 7;
/** Banner is red on trial from this many active_sub_clients. */
export const TRIAL_RED_SUB_CLIENTS = 6;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * active_sub_clients thresholds. invalidAt: the subscription counts as invalid from here.
 * approaching: inclusive range; crushingAt: from here upwards. §9 gives the FREE plan only an
 * invalid-at value, so its range tables are null.
 */
export type ClientThresholds = {
  invalidAt: number;
  approaching: { from: number; to: number } | null;
  crushingAt: number | null;
};

export const FREE_PLAN_THRESHOLDS: ClientThresholds = {
  invalidAt: 3,
  approaching: null,
  crushingAt: null,
};

export const BAND_THRESHOLDS: Record<ProfessionalBand, ClientThresholds> = {
  5: { invalidAt: 3, approaching: { from: 3, to: 3 }, crushingAt: 4 },
  10: { invalidAt: 8, approaching: { from: 8, to: 8 }, crushingAt: 9 },
  25: { invalidAt: 20, approaching: { from: 20, to: 23 }, crushingAt: 24 },
  50: { invalidAt: 45, approaching: { from: 45, to: 48 }, crushingAt: 49 },
  75: { invalidAt: 70, approaching: { from: 70, to: 73 }, crushingAt: 74 },
};

// --- Dates ---

/** Parses 'YYYY-MM-DD HH:mm:ss Z' (also ISO 8601 or a bare 'YYYY-MM-DD', read as UTC). */
export function parseSubscriptionDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = SUBSCRIPTION_DATE_PATTERN.exec(value.trim());
  if (match) {
    const [, y, mo, d, h, mi, s, zone] = match as unknown as string[];
    const offset = zone === 'Z' || zone === 'UTC' ? 'Z' : `${zone!.slice(0, 3)}:${zone!.slice(-2)}`;
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const bareDate = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00Z` : value;
  const date = new Date(bareDate);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats an instant as 'YYYY-MM-DD HH:mm:ss +0000' (UTC), the wire format of §3. */
export function formatSubscriptionDate(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} +0000`;
}

/** The calendar date written in a subscription date, as 'DD/MM/YYYY'; other text is returned as is. */
export function formatPlanDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** FREE: the free-plan constant; PRO: plan.max_clients; otherwise null (no client limit known). */
export function maxClients(sub: CoachSubscription): number | null {
  if (isFreePlan(sub)) return FREE_PLAN_MAX_CLIENTS;
  if (isPro(sub)) return sub.plan?.max_clients ?? null;
  return null;
}

// --- Plan labels and names (platform.md §3 "Platform billing history", §4 "Plan label") ---

export const LEGACY_PLAN_KINDS = ['business', 'standalone', 'starter'] as const;
export type LegacyPlanKind = (typeof LEGACY_PLAN_KINDS)[number];
/** A legacy plan's label is its product_kind; 'unknown' is the fallback (no plan or an unknown kind). */
export type PlanLabel = 'free' | 'pro' | LegacyPlanKind | 'unknown';

export const PLAN_NAMES: Record<Exclude<PlanLabel, 'unknown'>, string> = {
  free: 'FREE',
  pro: 'PROFESSIONAL',
  business: 'Unlimited',
  standalone: 'Pro',
  starter: 'Starter',
};

export function planLabel(sub: CoachSubscription): PlanLabel {
  if (isFreePlan(sub)) return 'free';
  if (isPro(sub)) return 'pro';
  const kind = sub.plan?.product_kind;
  return LEGACY_PLAN_KINDS.find((legacy) => legacy === kind) ?? 'unknown';
}

/** FREE, PROFESSIONAL, Unlimited, Pro or Starter; null for the fallback label. */
export function planName(sub: CoachSubscription): string | null {
  const label = planLabel(sub);
  return label === 'unknown' ? null : PLAN_NAMES[label];
}

/** Labels of billing-history rows and their display names (White Label is the bolt-on). */
export const BILLING_HISTORY_PLAN_NAMES = {
  professional: 'PROFESSIONAL',
  unlimited: 'Unlimited',
  pro: 'Pro',
  starter: 'Starter',
  white_label: 'White Label',
} as const;

// --- Trial countdown (platform.md §4 "Trial countdown") ---

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';
export type TrialCountdown = { unit: CountdownUnit; value: number };

/** Milliseconds until trial_end_date (never negative); 0 without a trial end. */
export function trialMsLeft(sub: CoachSubscription, now: Date): number {
  const end = parseSubscriptionDate(sub.trial_end_date);
  return end ? Math.max(0, end.getTime() - now.getTime()) : 0;
}

/** Whole days left; 23 hours left counts as 0 days (the countdown then shows hours). */
export const trialDaysLeft = (sub: CoachSubscription, now: Date): number =>
  Math.floor(trialMsLeft(sub, now) / DAY);

/** Days; at 0 days hours, then minutes, then seconds. */
export function countdownFromMs(msLeft: number): TrialCountdown {
  const ms = Math.max(0, msLeft);
  if (ms >= DAY) return { unit: 'days', value: Math.floor(ms / DAY) };
  if (ms >= HOUR) return { unit: 'hours', value: Math.floor(ms / HOUR) };
  if (ms >= MINUTE) return { unit: 'minutes', value: Math.floor(ms / MINUTE) };
  return { unit: 'seconds', value: Math.floor(ms / SECOND) };
}

/** null without a trial_end_date; { seconds, 0 } once it has passed (the caller then refetches). */
export function trialCountdown(sub: CoachSubscription, now: Date): TrialCountdown | null {
  if (!parseSubscriptionDate(sub.trial_end_date)) return null;
  return countdownFromMs(trialMsLeft(sub, now));
}

/** Under 80 s: every animation frame; under 1 h: 60 s; otherwise 20 min. */
export function countdownRefreshMs(msLeft: number): 'frame' | number {
  if (msLeft < 80 * SECOND) return 'frame';
  if (msLeft < HOUR) return 60 * SECOND;
  return 20 * MINUTE;
}

const UNIT_WORDS: Record<CountdownUnit, [string, string]> = {
  days: ['day', 'days'],
  hours: ['hour', 'hours'],
  minutes: ['minute', 'minutes'],
  seconds: ['second', 'seconds'],
};

/** '1 day', '3 days', '5 hours', … */
export function formatCountdown({ unit, value }: TrialCountdown): string {
  const [one, many] = UNIT_WORDS[unit];
  return `${value} ${value === 1 ? one : many}`;
}

// --- Status display (platform.md §4 "status display", priority order) ---

export type SubscriptionStatusKind = 'past_due' | 'active' | 'active_until' | 'trial' | 'upgrade';
export type SubscriptionStatusDisplay = {
  kind: SubscriptionStatusKind;
  label: string;
  date?: string;
  /** 'Upgrade' is clickable and goes to billing. */
  route?: 'coach_profile_billing';
};

export function subscriptionStatusDisplay(
  sub: CoachSubscription,
  now: Date,
): SubscriptionStatusDisplay {
  if (sub.active && sub.state === 'past_due') return { kind: 'past_due', label: 'Past due' };
  if ((sub.active && (Boolean(sub.state) || sub.free_plan)) || sub.free_usage) {
    if (sub.cancel_at_period_end && sub.next_payment_date) {
      const date = sub.next_payment_date;
      return { kind: 'active_until', label: `Active until ${formatPlanDate(date)}`, date };
    }
    return { kind: 'active', label: 'Active' };
  }
  // 'Upgrade' wins when not active or at 0 days, so a trial shows only while active with days left.
  const days = trialDaysLeft(sub, now);
  if (sub.active && sub.trial && sub.trial_end_date && days > 0) {
    return { kind: 'trial', label: `Trial (${days} days left)`, date: sub.trial_end_date };
  }
  return { kind: 'upgrade', label: 'Upgrade', route: 'coach_profile_billing' };
}

// --- Client thresholds (platform.md §9) ---

export type ClientThresholdState = 'invalid' | 'approaching' | 'crushing' | 'before_limit';

const isBand = (value: number | null | undefined): value is ProfessionalBand =>
  PROFESSIONAL_BANDS.some((band) => band === value);

/** The table for the FREE plan or the PRO band (by plan.max_clients); null when none applies. */
export function clientThresholds(sub: CoachSubscription): ClientThresholds | null {
  if (isFreePlan(sub)) return FREE_PLAN_THRESHOLDS;
  const max = sub.plan?.max_clients;
  if (isPro(sub) && isBand(max)) return BAND_THRESHOLDS[max];
  return null;
}

/**
 * null: no table applies (trial, legacy plans, unknown bands). before_limit: under the invalid-at
 * value, nothing to warn about. approaching / crushing: the band ranges of §9. invalid: at or
 * above invalid-at with no finer range, i.e. the FREE plan from 3 active_sub_clients.
 */
export function clientThresholdState(sub: CoachSubscription): ClientThresholdState | null {
  const table = clientThresholds(sub);
  if (!table) return null;
  const count = sub.active_sub_clients;
  if (count < table.invalidAt) return 'before_limit';
  if (table.crushingAt !== null && count >= table.crushingAt) return 'crushing';
  if (table.approaching && count >= table.approaching.from && count <= table.approaching.to) {
    return 'approaching';
  }
  return 'invalid';
}

export function isClientThresholdReached(sub: CoachSubscription): boolean {
  const state = clientThresholdState(sub);
  return state !== null && state !== 'before_limit';
}

/**
 * platform.md §4 "Subscription warning banner": when the subscription counts as invalid. Every
 * condition is flag-based; `_now` is accepted only so callers may pass the clock uniformly.
 */
export function isSubscriptionInvalid(sub: CoachSubscription, _now?: Date): boolean {
  return (
    isTrialExpired(sub) ||
    isTrialActive(sub) ||
    isCancelAtPeriodEnd(sub) ||
    (isCanceled(sub) && !sub.trial) ||
    isPurchaseFailed(sub) ||
    isClientThresholdReached(sub)
  );
}

// --- Subscription warning banner ---

export const SUBSCRIPTION_WARNING_KEYS = [
  'canceled',
  'renew_with_clients',
  'renew_without_clients',
  'payment_failed',
  'trial_with_clients',
  'trial_more_then_five_clients',
  'trial_without_clients',
  'crushing',
  'approaching',
  'for_invited',
  'clients_before_limit',
] as const;
export type SubscriptionWarningKey = (typeof SUBSCRIPTION_WARNING_KEYS)[number];

export type WarningColour = 'red' | 'green';
export type WarningActionLabel = 'Upgrade Now' | 'Renew now' | 'Check now' | 'Upgrade now';
export type WarningRoute =
  'choose_your_plan' | 'coach_profile_subscription' | 'coach_profile_billing';
export type WarningAction = { label: WarningActionLabel; route: WarningRoute };

export type SubscriptionWarning = {
  messageKey: SubscriptionWarningKey;
  colour: WarningColour;
  action?: WarningAction;
  /** next_payment_date for the renew messages, trial_end_date for the trial messages. */
  date?: string;
  /** Only clients_before_limit; the closing is remembered locally by the web client. */
  closable: boolean;
  /** Values for the wording. */
  countdown?: TrialCountdown;
  activeClients: number;
  activeSubClients: number;
  maxClients: number | null;
  accountTitle?: string;
};

export type SubscriptionWarningContext = {
  financialFeatures: boolean;
  accountTitle: string;
  now: Date;
};

const UPGRADE_NOW: WarningAction = { label: 'Upgrade now', route: 'choose_your_plan' };

/** Red: trial with 7 days or less left or 6+ active_sub_clients on trial, or FREE / PRO plan. */
export function subscriptionWarningColour(sub: CoachSubscription, now: Date): WarningColour {
  const onTrial = isTrialActive(sub);
  // An expired trial has 0 days left, so it is red too.
  const trialEndingSoon =
    (onTrial || isTrialExpired(sub)) && trialDaysLeft(sub, now) <= TRIAL_RED_DAYS;
  const crowdedTrial = onTrial && sub.active_sub_clients >= TRIAL_RED_SUB_CLIENTS;
  return trialEndingSoon || crowdedTrial || isFreePlan(sub) || isPro(sub) ? 'red' : 'green';
}

type WarningContent = Pick<SubscriptionWarning, 'messageKey' | 'action' | 'date' | 'countdown'>;

function trialMessageKey(activeClients: number): SubscriptionWarningKey {
  if (activeClients > FREE_PLAN_MAX_CLIENTS) return 'trial_more_then_five_clients';
  return activeClients > 0 ? 'trial_with_clients' : 'trial_without_clients';
}

/** Which message, in the order of §4: canceled, cancel at period end, payment failed, trial, thresholds. */
function warningContent(sub: CoachSubscription, now: Date): WarningContent | null {
  if (isCanceled(sub) && !sub.trial) {
    return { messageKey: 'canceled', action: { label: 'Upgrade Now', route: 'choose_your_plan' } };
  }
  if (isCancelAtPeriodEnd(sub)) {
    return {
      messageKey: sub.active_clients > 0 ? 'renew_with_clients' : 'renew_without_clients',
      action: { label: 'Renew now', route: 'coach_profile_subscription' },
      ...(sub.next_payment_date ? { date: sub.next_payment_date } : {}),
    };
  }
  if (isPurchaseFailed(sub)) {
    return {
      messageKey: 'payment_failed',
      action: { label: 'Check now', route: 'coach_profile_billing' },
    };
  }
  // Trial: the trial message (by active_clients, §9) with the remaining time while it runs;
  // an expired trial has no time left and relies on 'Upgrade now'. Both offer 'Upgrade now'.
  if (isTrialActive(sub) || isTrialExpired(sub)) {
    const countdown = isTrialActive(sub) ? trialCountdown(sub, now) : null;
    return {
      messageKey: trialMessageKey(sub.active_clients),
      action: UPGRADE_NOW,
      ...(sub.trial_end_date ? { date: sub.trial_end_date } : {}),
      ...(countdown ? { countdown } : {}),
    };
  }
  const threshold = clientThresholdState(sub);
  if (threshold === 'crushing' || threshold === 'approaching') {
    return { messageKey: threshold, action: UPGRADE_NOW };
  }
  if (threshold === 'invalid') return { messageKey: 'clients_before_limit', action: UPGRADE_NOW };
  return null;
}

/**
 * The banner under the header, or null. Shown with financial features when the subscription is
 * invalid; without them only when the account is blocked, as for_invited naming the account.
 */
export function subscriptionWarning(
  sub: CoachSubscription,
  { financialFeatures, accountTitle, now }: SubscriptionWarningContext,
): SubscriptionWarning | null {
  const base = {
    colour: subscriptionWarningColour(sub, now),
    activeClients: sub.active_clients,
    activeSubClients: sub.active_sub_clients,
    maxClients: maxClients(sub),
  };
  if (!financialFeatures) {
    return isBlocked(sub)
      ? { ...base, messageKey: 'for_invited', closable: false, accountTitle }
      : null;
  }
  if (!isSubscriptionInvalid(sub)) return null;
  const content = warningContent(sub, now);
  if (!content) return null;
  return { ...base, ...content, closable: content.messageKey === 'clients_before_limit' };
}

// The spec leaves the wording open (§8); these sentences are the product's own.

const countClients = (count: number): string => `${count} ${count === 1 ? 'client' : 'clients'}`;

function trialText(warning: SubscriptionWarning, rest: string): string {
  const { countdown } = warning;
  return countdown && countdown.value > 0
    ? `Your free trial ends in ${formatCountdown(countdown)}. ${rest}`
    : `Your free trial has ended. ${rest}`;
}

/** Readable English wording for each message key. */
export function subscriptionWarningText(warning: SubscriptionWarning): string {
  const max = warning.maxClients;
  const clients = warning.activeSubClients;
  const endsOn = warning.date
    ? `ends on ${formatPlanDate(warning.date)}`
    : 'ends at the end of this billing period';
  switch (warning.messageKey) {
    case 'canceled':
      return 'Your plan has been cancelled, so your account is restricted. Choose a plan to get full access back.';
    case 'renew_with_clients':
      return `Your plan is cancelled and ${endsOn}. Renew now to keep everything running for your ${countClients(warning.activeClients)}.`;
    case 'renew_without_clients':
      return `Your plan is cancelled and ${endsOn}. Renew now to keep building and selling your programs.`;
    case 'payment_failed':
      return 'There is a problem with your recent payment. Please check your billing details so your account is not suspended.';
    case 'trial_with_clients':
      return trialText(
        warning,
        `Upgrade now to keep every PROFESSIONAL feature for your ${countClients(warning.activeClients)}.`,
      );
    case 'trial_more_then_five_clients':
      return trialText(
        warning,
        `You have ${countClients(warning.activeClients)}, more than the FREE plan's ${FREE_PLAN_MAX_CLIENTS}, so your account is restricted once the trial is over. Upgrade now to keep full access.`,
      );
    case 'trial_without_clients':
      return trialText(warning, 'Upgrade now to keep building your programs.');
    case 'crushing':
      return max !== null && clients > max
        ? `You're crushing it! You have ${countClients(clients)}, more than the ${max} your plan includes. Upgrade now to keep growing.`
        : `You're crushing it! You have ${clients} of ${max ?? clients} clients on your plan. Upgrade now to make room for more.`;
    case 'approaching':
      return `You're approaching your plan's limit: ${clients} of ${max ?? clients} clients. Upgrade now so you never have to turn a client away.`;
    case 'for_invited':
      return `${warning.accountTitle || 'This account'} is restricted. Please contact the account owner to renew the subscription.`;
    case 'clients_before_limit': {
      const limit = max ?? FREE_PLAN_MAX_CLIENTS;
      const left = limit - clients;
      if (left > 0) {
        return `You have ${countClients(left)} left before you reach the FREE plan limit of ${limit} clients. Upgrade now to grow without limits.`;
      }
      if (left === 0)
        return `You've reached the FREE plan limit of ${limit} clients. Upgrade now to add more.`;
      return `You're over the FREE plan limit. Reduce to ${limit} clients and remove additional coaches, or upgrade now.`;
    }
  }
}
