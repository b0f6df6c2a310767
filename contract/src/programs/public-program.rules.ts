// What the public program page reads of the programs' rules (programs.rules.ts re-exports it
// all). A file of its own so that the first script, which carries the public page, holds only
// these and not the rules of the coach's forms (issue 24).
import type { Day } from './days.ts';

// --- Program types (spec 1) ---

export const PLAN_TYPES = ['one_many', 'individual', 'membership', 'fixed'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Plans on one calendar synced to January to December: clients join from the current day. */
export const isCalendarPlan = (planType: PlanType): boolean =>
  planType === 'one_many' || planType === 'individual';

// --- Bounds and defaults (spec 9) ---

export const META_DESCRIPTION_MAX = 256;
export const DEFAULT_PRICE_PERIOD = 'monthly';

// --- Price periods (spec 3; order of DECISIONS.md "Price bounds") ---

export const PRICE_PERIODS = [
  'weekly',
  'biweekly',
  'four_weekly',
  'monthly',
  'bimonthly',
  'quarterly',
  'biannual',
  'yearly',
  'one_off',
] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

export const PRICE_PERIOD_LABELS: Record<PricePeriod, string> = {
  weekly: '1 Week',
  biweekly: '2 Weeks',
  four_weekly: '4 Weeks',
  monthly: 'Month',
  bimonthly: '2 Months',
  quarterly: '3 Months',
  biannual: '6 Months',
  yearly: 'Year',
  one_off: 'One-off payment',
};

/** The public address of a program: {host}/p/{custom_url or id}. */
export function publicPlanPath(plan: { id: number; custom_url: string | null }): string {
  return `/p/${plan.custom_url || plan.id}`;
}

/** A membership plan whose launch date is still to come starts everyone on that date. */
export const hasFutureLaunch = (launchDate: Day | null, today: Day): boolean =>
  launchDate !== null && launchDate > today;
