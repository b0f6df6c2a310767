import { addDays, type Day } from '../programs/days.ts';
import {
  hasFutureLaunch,
  type MembershipState,
  type PlanType,
} from '../programs/programs.rules.ts';

// Re-exported by public-plan.rules.ts: what a buyer's steps need, not the program page's first view.

// --- The purchase flow (spec 4.5) ---

export type PurchaseStep = 'sign_up' | 'add_to_calendar' | 'resume_modal' | 'buy' | 'purchase_form';

export type PurchaseFlowInput = {
  authenticated: boolean;
  planType: PlanType;
  pricing: 'free' | 'paid';
  /** The waiver is active and not yet accepted. */
  waiverPending: boolean;
  willResume: boolean;
  /** A membership other than an invitation exists. */
  hasMembership: boolean;
  /** The program's launch date is after today (membership programs start on it, 4.5). */
  futureLaunch: boolean;
};

/** Where 'Get for Free' / 'Subscribe' / 'Purchase' leads (4.5). */
export function purchaseFlowStep(input: PurchaseFlowInput): PurchaseStep {
  if (!input.authenticated) return 'sign_up';
  if (input.waiverPending) return 'purchase_form';
  if (input.planType === 'fixed') {
    return input.pricing === 'free' ? 'add_to_calendar' : 'purchase_form';
  }
  if (input.planType === 'membership') {
    if (input.pricing === 'free') {
      if (input.willResume) return 'resume_modal';
      // Nothing to choose before a future launch: the program starts on its launch date.
      return input.hasMembership || input.futureLaunch ? 'buy' : 'add_to_calendar';
    }
    return input.hasMembership || input.futureLaunch ? 'purchase_form' : 'add_to_calendar';
  }
  return input.pricing === 'free' ? 'buy' : 'purchase_form';
}

/** After a start date is picked: free buys with it; bought applies; otherwise the form. */
export function afterStartDateStep(input: {
  pricing: 'free' | 'paid';
  isBought: boolean;
}): 'buy' | 'apply_plan' | 'purchase_form' {
  if (input.isBought) return 'apply_plan';
  return input.pricing === 'free' ? 'buy' : 'purchase_form';
}

// --- What Happens Next (spec 2.9) ---

export function whatHappensNext(input: {
  planType: PlanType;
  pricing: 'free' | 'paid';
  launchDate: string | null;
  startDate: string | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  customAppName: string | null;
}): { paymentStep: boolean; customAppLinks: boolean } {
  const datedPlan =
    (input.planType === 'membership' || input.planType === 'one_many') &&
    Boolean(input.launchDate || input.startDate);
  return {
    paymentStep: input.pricing === 'paid' && datedPlan,
    customAppLinks: Boolean(input.appStoreUrl && input.playStoreUrl && input.customAppName),
  };
}

// --- The first payment of a subscription (DECISIONS.md 'Trial and first payment') ---

/** A membership or Group Rolling Calendar program charges nothing until its later launch. */
export const waitsForLaunch = (
  plan: { planType: PlanType; launchDate: string | null },
  today: Day,
) =>
  (plan.planType === 'membership' || plan.planType === 'one_many') &&
  hasFutureLaunch(plan.launchDate, today);

/**
 * The day a paid subscription's first payment is taken: after its trial days (for a client who has
 * not had the trial), counted from the launch date when a membership or Group Rolling Calendar
 * program launches later, else from today; without trial days, at checkout or on that launch.
 */
export function firstPaymentDay(
  plan: { planType: PlanType; launchDate: string | null; trialDays: number | null },
  today: Day,
  { trial = true }: { trial?: boolean } = {},
): Day {
  const from = waitsForLaunch(plan, today) ? plan.launchDate! : today;
  return addDays(from, trial ? (plan.trialDays ?? 0) : 0);
}

// --- Client's My programs (DECISIONS.md: the card's main action) ---

export type MyProgramAction = 'calendar' | 'start' | 'resume' | 'pay' | 'view';

export function myProgramMainAction(input: {
  state: MembershipState;
  isApplied: boolean;
}): MyProgramAction {
  switch (input.state) {
    case 'init':
    case 'resume':
      return 'start';
    case 'past_due':
    case 'incomplete':
      return 'pay';
    case 'canceled':
    case 'past':
    case 'unpaid':
    case 'incomplete_expired':
      return 'resume';
    default:
      if (input.isApplied) return 'calendar';
      return input.state === 'scheduled' ? 'view' : 'start';
  }
}
