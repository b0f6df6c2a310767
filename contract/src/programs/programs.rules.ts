import {
  currencyExponent,
  currencySymbol,
  formatPrice,
  toMajor,
  toMinor,
} from '../common/money.ts';
import { addDays, daysBetween, type Day } from './days.ts';
import { priceMessages, programMessages, trackMessages } from './programs.messages.ts';
import { PRICE_PERIODS, type PlanType, type PricePeriod } from './public-program.rules.ts';

export {
  DEFAULT_PRICE_PERIOD,
  hasFutureLaunch,
  isCalendarPlan,
  META_DESCRIPTION_MAX,
  PLAN_TYPES,
  PRICE_PERIOD_LABELS,
  PRICE_PERIODS,
  publicPlanPath,
  type PlanType,
  type PricePeriod,
} from './public-program.rules.ts';

// --- Program types (spec 1) ---

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  one_many: 'Group Rolling Calendar',
  membership: 'Session 1, Day 1',
  fixed: 'Fixed Length',
  individual: '1-2-1',
};

/** The row action that stops new clients: downloads for Fixed Length, subscriptions otherwise. */
export const blockActionFor = (planType: PlanType): 'block_downloads' | 'block_subscriptions' =>
  planType === 'fixed' ? 'block_downloads' : 'block_subscriptions';

// --- Constants (spec 9, DECISIONS.md "Other bounds", "Price bounds") ---

export const MAX_PRICE_OPTIONS = 8;
export const PRICE_MIN_MAJOR = 1;
export const PRICE_MAX_MAJOR = 10_000;
export const MAX_ACTIVE_TRACKS = 15;
/** A track name must be UNDER this many characters. */
export const TRACK_NAME_MAX = 64;
export const SESSIONS_PER_DAY = { min: 1, max: 10 } as const;
export const DESCRIPTION_MAX = 5000;
export const CUSTOM_URL_MAX = 50;
export const TITLE_MAX = 100;
export const LONG_TEXT_MAX = 5000;
export const TRIAL_DAYS_MAX = 365;
export const VISIBILITY_DAYS_MAX = 365;
/** A Fixed Length program's longest length (two years). */
export const MAX_LENGTH_WEEKS = 104;
/** Membership plans show clients 7 days ahead; fixed plans show everything at once. */
export const MEMBERSHIP_VISIBILITY_DAYS = 7;
/** Add-to-calendar window for a launched membership plan (spec 5, 9). */
export const ADD_TO_CALENDAR_WINDOW_DAYS = 7;
export const INVITES_AT_A_TIME = 20;
export const NEEDS_TRAINING_DAYS = 3;
export const FREE_PLAN_FIXED_DOWNLOADS = 5;
export const DEFAULT_CURRENCY = 'USD';

/** The 10 preset colours; a random one is picked when the coach sets none (spec 3). */
export const PLAN_COLORS = [
  '#389840',
  '#2F80ED',
  '#9B51E0',
  '#EB5757',
  '#F2994A',
  '#F2C94C',
  '#56CCF2',
  '#BB6BD9',
  '#219653',
  '#4F4F4F',
] as const;
export type PlanColor = (typeof PLAN_COLORS)[number];

export function randomPlanColor(random: () => number = Math.random): PlanColor {
  return PLAN_COLORS[Math.floor(random() * PLAN_COLORS.length) % PLAN_COLORS.length]!;
}

// --- Price periods (spec 3; order of DECISIONS.md "Price bounds") ---

/** Sorts anything with a period in the checkout order. */
export function sortByPeriod<T extends { period: PricePeriod }>(options: readonly T[]): T[] {
  return [...options].sort(
    (a, b) => PRICE_PERIODS.indexOf(a.period) - PRICE_PERIODS.indexOf(b.period),
  );
}

/** Periods a plan type may be sold with: fixed plans are one-off, the others recurring. */
export function allowedPeriods(planType: PlanType, freePlatformPlan: boolean): PricePeriod[] {
  if (planType === 'fixed') return ['one_off'];
  if (freePlatformPlan) return ['monthly'];
  return PRICE_PERIODS.filter((p) => p !== 'one_off');
}

// --- Money (DECISIONS.md "Money": integers in the currency's minor unit) ---

/** Digits after the decimal point of a currency (2 for USD, 0 for JPY). */
const formatBound = (n: number) => n.toLocaleString('en-US');

export type PriceContext = {
  planType: PlanType;
  currency: string;
  /** The owner can take charges (a connected payment-provider account with charges enabled). */
  connected: boolean;
  /** The account is on the FREE platform plan. */
  freePlatformPlan: boolean;
  /** PROFESSIONAL features (several payment options). */
  professional: boolean;
};

/**
 * Spec 5: the price field as the coach typed it, in major units (number, or undefined/null/NaN
 * when empty). Returns the first failing message, or null. Two decimals at most.
 */
export function priceError(major: number | null | undefined, ctx: PriceContext): string | null {
  if (!ctx.connected) return priceMessages.connect;
  if (major === null || major === undefined || !Number.isFinite(major)) {
    return priceMessages.required;
  }
  if (major === 0) return priceMessages.zero;
  const exponent = currencyExponent(ctx.currency);
  if (Math.abs(major * 10 ** exponent - Math.round(major * 10 ** exponent)) > 1e-6) {
    return priceMessages.priceInvalid;
  }
  if (major < PRICE_MIN_MAJOR) return priceMessages.min(formatBound(PRICE_MIN_MAJOR));
  if (major > PRICE_MAX_MAJOR) return priceMessages.max(formatBound(PRICE_MAX_MAJOR));
  return null;
}

/** The same rule on an amount in minor units, as the API receives it. */
export function priceMinorError(minor: number | null | undefined, ctx: PriceContext) {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) {
    return priceError(minor ?? null, ctx);
  }
  if (!Number.isInteger(minor))
    return ctx.connected ? priceMessages.priceInvalid : priceMessages.connect;
  return priceError(toMajor(minor, ctx.currency), ctx);
}

export type PriceOptionDraft = { period: PricePeriod | null | undefined; price: number | null };

/**
 * Spec 5 "Program and pricing" for a whole list of active options (prices in minor units).
 * Errors are keyed by index and field: { '0.price': [...], '1.period': [...] }, plus 'base'.
 */
export function priceOptionsErrors(
  options: readonly PriceOptionDraft[],
  ctx: PriceContext,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  if (options.length === 0) return errors;
  if (!ctx.connected) {
    add('base', priceMessages.connect);
    return errors;
  }
  if (options.length > MAX_PRICE_OPTIONS) add('base', priceMessages.tooMany);
  if (options.length > 1 && (!ctx.professional || ctx.planType === 'fixed')) {
    add(
      'base',
      ctx.planType === 'fixed' ? priceMessages.fixedOneOff : priceMessages.multipleNeedPro,
    );
  }
  const allowed = allowedPeriods(ctx.planType, ctx.freePlatformPlan);
  const seen = new Set<string>();
  options.forEach((option, index) => {
    const priceMessage = priceMinorError(option.price, ctx);
    if (priceMessage) add(`${index}.price`, priceMessage);
    if (!option.period) {
      add(`${index}.period`, priceMessages.periodRequired);
      return;
    }
    if (seen.has(option.period)) add(`${index}.period`, priceMessages.periodUnique);
    seen.add(option.period);
    if (!allowed.includes(option.period)) {
      add(
        `${index}.period`,
        ctx.planType === 'fixed'
          ? priceMessages.fixedOneOff
          : option.period === 'one_off'
            ? priceMessages.subscriptionPeriod
            : priceMessages.freePlanMonthlyOnly,
      );
    }
  });
  return errors;
}

/** Restoring an archived option is refused when an active option has its period (spec 4.3). */
export function canRestorePrice(
  period: PricePeriod,
  activeOptions: readonly { period: PricePeriod }[],
): boolean {
  return !activeOptions.some((option) => option.period === period);
}

/** The warnings archiving an option shows (spec 2.3). */
export function archivePriceWarnings(option: {
  active_subscriptions: number;
  pending_switch: number;
}): string[] {
  const warnings: string[] = [];
  if (option.active_subscriptions > 0) warnings.push(priceMessages.activeSubscriptions);
  if (option.pending_switch > 0) warnings.push(priceMessages.pendingSwitch);
  return warnings;
}

// --- Custom URL (spec 5; DECISIONS.md: at most 50 characters) ---

export const CUSTOM_URL_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The first failing rule's message, or null. Uniqueness is checked by the server. */
export function customUrlError(value: string): string | null {
  if (value.length > CUSTOM_URL_MAX) return programMessages.customUrlMax(CUSTOM_URL_MAX);
  if (!CUSTOM_URL_PATTERN.test(value)) return programMessages.customUrlChars;
  if (/^\d+$/.test(value)) return programMessages.customUrlDigits;
  return null;
}

// --- Tracks (spec 5 "Libraries", 6, 9) ---

export const TRACK_FORBIDDEN_CHARS = ['/', '|', '\\', '+', '=', '@', ':', '<', '>', '?', ';'];

/** Name rules; `otherNames` are the program's other tracks (archived ones too). */
export function trackNameError(name: string, otherNames: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return trackMessages.nameRequired;
  if (
    Array.from(trimmed).length >= TRACK_NAME_MAX ||
    TRACK_FORBIDDEN_CHARS.some((char) => trimmed.includes(char))
  ) {
    return trackMessages.nameRule;
  }
  const lower = trimmed.toLowerCase();
  if (otherNames.some((other) => other.trim().toLowerCase() === lower)) {
    return trackMessages.nameTaken;
  }
  return null;
}

export type TrackChange = 'add' | 'rename' | 'archive' | 'restore';

/**
 * Whether a track change is allowed: 15 active tracks at most; on FREE several tracks need an
 * upgrade, so a program with one active track gets no second one and a program that already has
 * several cannot have them edited (they stay visible to clients). Returns 'restricted' (the
 * access-restricted modal), the maximum message, or null.
 */
export function trackChangeError(
  change: TrackChange,
  activeCount: number,
  professional: boolean,
): 'restricted' | typeof trackMessages.maxReached | null {
  const activeAfter = change === 'add' || change === 'restore' ? activeCount + 1 : activeCount;
  if (!professional) {
    if (change === 'add' || change === 'restore') return activeAfter > 1 ? 'restricted' : null;
    return activeCount > 1 ? 'restricted' : null;
  }
  if (activeAfter > MAX_ACTIVE_TRACKS) return trackMessages.maxReached;
  return null;
}

// --- Statuses (spec 4.2, 4.3; colours from DECISIONS.md "Status colours") ---

export type StatusColour = 'primary' | 'orange' | 'danger' | 'gray';
export type StatusBadge = { label: string; colour: StatusColour };

export type ProgramListStatus =
  'No Clients' | 'In Draft' | 'All Good' | '3 Days Left' | 'Needs Training';

/** Needs Training under 3 days (spec 9); 3 Days Left at 3; All Good beyond. */
function trainingStatus(daysLeft: number): 'All Good' | '3 Days Left' | 'Needs Training' {
  if (daysLeft < NEEDS_TRAINING_DAYS) return 'Needs Training';
  if (daysLeft === NEEDS_TRAINING_DAYS) return '3 Days Left';
  return 'All Good';
}

/**
 * The programs list status of spec 4.3; null for an archived program. `daysLeft`: days of
 * training ahead of the client who runs out first (Infinity when it reaches every client's last
 * day, training/programming.rules.ts).
 */
export function programListStatus(input: {
  status: 'draft' | 'published' | 'archived';
  clientsCount: number;
  daysLeft: number;
}): ProgramListStatus | null {
  if (input.status === 'archived') return null;
  if (input.status === 'draft') return 'In Draft';
  if (input.clientsCount === 0) return 'No Clients';
  return trainingStatus(input.daysLeft);
}

export const PROGRAM_LIST_STATUS_COLOURS: Record<ProgramListStatus, StatusColour> = {
  'No Clients': 'gray',
  'In Draft': 'gray',
  'All Good': 'primary',
  '3 Days Left': 'orange',
  'Needs Training': 'orange',
};

export type PlanAvailability = 'ok' | 'warning' | 'pending' | null;

/** plan_availability of a client's programming (spec 3 "Coach info"). */
export function planAvailability(input: {
  inviteAccepted: boolean;
  startDate: Day | null;
  /** Days of training ahead of the client (Infinity when it reaches their last day). */
  daysLeft: number;
  today: Day;
}): PlanAvailability {
  if (!input.inviteAccepted) return null;
  if (!input.startDate || input.startDate > input.today) return 'pending';
  return input.daysLeft > NEEDS_TRAINING_DAYS ? 'ok' : 'warning';
}

export type ClientBadgeInput = {
  planType: PlanType;
  availability: PlanAvailability;
  /** Days of training left, for the warning variants. */
  daysLeft: number;
  isDeletedUser: boolean;
  /** The e-mail is registered as a coach and cannot access the program. */
  invalidAccount: boolean;
  /** Fixed plans: the first and last programmed days. */
  startDay: number | null;
  endDay: number | null;
  /** Fixed plans: the client can still follow the program. */
  stateForAthlete: boolean;
};

/** The client status badge of coach views (spec 4.2). */
export function clientStatusBadge(input: ClientBadgeInput): StatusBadge {
  if (input.isDeletedUser) return { label: 'Deleted user', colour: 'gray' };
  if (input.invalidAccount) return { label: 'Invalid account', colour: 'danger' };
  if (input.planType === 'fixed') {
    if (input.startDay === null || input.endDay === null) {
      return { label: 'Program empty', colour: 'danger' };
    }
    if (input.availability === 'ok' && !input.stateForAthlete) {
      return { label: 'Program Finished', colour: 'gray' };
    }
  }
  switch (input.availability) {
    case 'ok':
      return { label: 'All Good', colour: 'primary' };
    case 'pending':
      return { label: 'Not Started', colour: 'gray' };
    case 'warning': {
      const label = trainingStatus(input.daysLeft);
      return { label: label === 'All Good' ? '3 Days Left' : label, colour: 'orange' };
    }
    default:
      return { label: 'Pending', colour: 'orange' };
  }
}

// --- Client subscription (membership) states (spec 4.1) ---

export const MEMBERSHIP_STATES = [
  'init',
  'unpaid',
  'resume',
  'scheduled',
  'active',
  'trialing',
  'past',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'canceledEOB',
] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const MEMBERSHIP_STATE_LABELS: Record<MembershipState, string> = {
  init: 'Init',
  unpaid: 'Cancelled',
  resume: 'Resume',
  scheduled: 'Scheduled',
  active: 'Active',
  trialing: 'Trial',
  past: 'Past',
  past_due: 'Missed payment',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  canceledEOB: 'Cancelled (EOB)',
};

/** What 'canceled_by' shows (spec 4.1). */
export function canceledByLabel(
  canceledBy: string | null,
  cancelAtPeriodEnd: boolean,
  state: MembershipState,
): string {
  if (canceledBy === 'canceled_by_coach') {
    return cancelAtPeriodEnd && state === 'active'
      ? 'Cancelled by coach (EOC)'
      : 'Cancelled by coach';
  }
  if (canceledBy === 'canceled_by_athlete') return 'Cancelled by client';
  if (canceledBy === 'canceled_pre_trial') return 'Ended pre-trial';
  return 'Auto Cancelled';
}

const MEMBERSHIP_COLOURS: Record<MembershipState, StatusColour> = {
  init: 'orange',
  unpaid: 'danger',
  resume: 'orange',
  scheduled: 'gray',
  active: 'primary',
  trialing: 'orange',
  past: 'gray',
  past_due: 'orange',
  canceled: 'danger',
  incomplete: 'danger',
  incomplete_expired: 'danger',
  canceledEOB: 'danger',
};

/** The badge of a membership in client views: init (and an init invite) show Pending. */
export function membershipBadge(
  state: MembershipState,
  inviteState: 'init' | 'pending' | 'accepted' | null = null,
): StatusBadge {
  if (state === 'init' || inviteState === 'init') return { label: 'Pending', colour: 'orange' };
  return { label: MEMBERSHIP_STATE_LABELS[state], colour: MEMBERSHIP_COLOURS[state] };
}

// --- Add to calendar and reschedule (spec 5 "Purchase and scheduling") ---

export type StartDateBounds = { min: Day; max: Day | null };

/**
 * No dates before today; for a membership plan whose launch_date is today or earlier, no dates
 * after today + 7 days.
 */
export function addToCalendarBounds(input: {
  planType: PlanType;
  launchDate: Day | null;
  today: Day;
}): StartDateBounds {
  const launched = input.launchDate !== null && input.launchDate <= input.today;
  const max =
    input.planType === 'membership' && launched
      ? addDays(input.today, ADD_TO_CALENDAR_WINDOW_DAYS)
      : null;
  return { min: input.today, max };
}

export function isDayInBounds(day: Day, bounds: StartDateBounds): boolean {
  return day >= bounds.min && (bounds.max === null || day <= bounds.max);
}

/** 'Week N, Day D' of a progressive plan on `today`, or null before the start. */
export function currentlyAt(startDate: Day | null, today: Day): string | null {
  if (!startDate || startDate > today) return null;
  const days = daysBetween(startDate, today);
  return `Week ${Math.floor(days / 7) + 1}, Day ${(days % 7) + 1}`;
}

// --- Platform plan gates (spec 6) ---

/**
 * PROFESSIONAL features (several tracks, several payment options): any active platform plan that
 * is not FREE, which includes the trial and the legacy plans.
 */
export function professionalFeatures(
  sub: { active: boolean; free_plan: boolean; free_usage: boolean } | null,
): boolean {
  return Boolean(sub && sub.active && !sub.free_plan && !sub.free_usage);
}

export const onFreePlatformPlan = (
  sub: { active: boolean; free_plan: boolean; free_usage: boolean } | null,
): boolean => Boolean(sub && sub.active && (sub.free_plan || sub.free_usage));

/** Money helpers, kept here for the programs' screens (they live in common/money.ts). */
export { currencyExponent, currencySymbol, formatPrice, toMajor, toMinor };
