import { htmlToText } from '../common/html-text.ts';
import type { PublicPlan, PublicPlanAlert, Viewer } from './purchase.schemas.ts';
import { purchaseMessages } from '../programs/programs.messages.ts';
import {
  hasFutureLaunch,
  isCalendarPlan,
  META_DESCRIPTION_MAX,
  type MembershipState,
  type PlanType,
} from '../programs/programs.rules.ts';
import type { Day } from '../programs/days.ts';

// --- The action buttons of the public program page (spec 4.4) ---

export type PlanActionKind =
  | 'get_free'
  | 'subscribe'
  | 'start_trial'
  | 'purchase'
  | 'unavailable'
  | 'resume_free'
  | 'resume_subscription'
  | 'calendar'
  | 'start_program'
  | 'manage_subscription'
  | 'cancel_subscription'
  | 'resume_subscribe'
  | 'reschedule'
  | 'contact_coach'
  | 'sign_in';

/** What pressing the button does. */
export type PlanActionTarget =
  /** Start the purchase flow of 4.5 (`purchaseFlowStep`). */
  | 'purchase_flow'
  | 'purchase_form'
  | 'add_to_calendar'
  | 'resume_modal'
  | 'calendar'
  | 'billing_purchases'
  | 'cancel_subscription'
  | 'resume_subscribe'
  | 'reschedule_modal'
  | 'contact_modal'
  | 'sign_in_modal'
  | null;

export type PlanAction = {
  kind: PlanActionKind;
  label: string;
  disabled: boolean;
  tooltip: string | null;
  target: PlanActionTarget;
};

export type PlanActionInput = {
  viewer: Viewer;
  planType: PlanType;
  pricing: 'free' | 'paid';
  trialDays: number | null;
  /** The launch date is after the viewer's today. */
  futureLaunch: boolean;
  canSale: boolean;
  allowedToBuy: boolean;
  isPrivate: boolean;
  /** The owner has no subscription_state (spec 6). */
  ownerBlocked: boolean;
  /** The owner is an automation-integration (zapier) account. */
  ownerAutomation: boolean;
  zapsConnected: boolean;
  /** The owner can take charges (a connected account with charges enabled). */
  chargesEnabled: boolean;
  /** null: no membership, or only an invitation (init). */
  membership: { state: MembershipState; cancelAtPeriodEnd: boolean } | null;
  isBought: boolean;
  isApplied: boolean;
  /** The client was removed by the coach. */
  isBlocked: boolean;
};

export const ACTION_LABELS = {
  getFree: 'Get for Free',
  subscribe: 'Subscribe',
  startTrial: (trialDays: number) => `Start ${trialDays}-day free trial`,
  purchase: 'Purchase',
  unavailable: 'Currently Unavailable',
  resumeFree: 'Resume for Free',
  resumeSubscription: 'Resume subscription',
  startProgram: 'Start my Program',
  manageSubscription: 'Manage subscription',
  cancelSubscription: 'Cancel subscription',
  reschedule: 'Reschedule',
  contactCoach: 'Contact the coach',
  // Product's own: the spec names these a calendar link and the sign-in modal.
  calendar: 'Go to Calendar',
  signIn: 'Log in',
} as const;

const action = (
  kind: PlanActionKind,
  label: string,
  target: PlanActionTarget,
  extra: Partial<Pick<PlanAction, 'disabled' | 'tooltip'>> = {},
): PlanAction => ({ kind, label, target, disabled: false, tooltip: null, ...extra });

const unavailable = () =>
  action('unavailable', ACTION_LABELS.unavailable, null, {
    disabled: true,
    tooltip: purchaseMessages.currentlyUnavailableTooltip,
  });

const calendar = () => action('calendar', ACTION_LABELS.calendar, 'calendar');
const manage = () =>
  action('manage_subscription', ACTION_LABELS.manageSubscription, 'billing_purchases');

function startProgram(input: PlanActionInput, target: PlanActionTarget): PlanAction {
  return input.isBlocked
    ? action('start_program', ACTION_LABELS.startProgram, null, {
        disabled: true,
        tooltip: purchaseMessages.removedByCoach,
      })
    : action('start_program', ACTION_LABELS.startProgram, target);
}

/** The owner takes new clients through this page (not blocked, not an automation account). */
const ownerSells = (input: PlanActionInput) => !input.ownerBlocked && !input.ownerAutomation;

/** No membership: Get for Free, Subscribe / Start N-day free trial, or Currently Unavailable. */
function buyButtons(input: PlanActionInput): PlanAction[] {
  if (!ownerSells(input) || !input.canSale) return [unavailable()];
  if (input.pricing === 'free') return [action('get_free', ACTION_LABELS.getFree, 'purchase_flow')];
  const cannotCharge = { disabled: !input.chargesEnabled };
  if (input.planType === 'fixed') {
    return [action('purchase', ACTION_LABELS.purchase, 'purchase_flow', cannotCharge)];
  }
  if (input.trialDays && input.trialDays > 0 && !input.futureLaunch) {
    return [
      action(
        'start_trial',
        ACTION_LABELS.startTrial(input.trialDays),
        'purchase_flow',
        cannotCharge,
      ),
    ];
  }
  return [action('subscribe', ACTION_LABELS.subscribe, 'purchase_flow', cannotCharge)];
}

const CANCELED_STATES: readonly MembershipState[] = [
  'canceled',
  'unpaid',
  'incomplete_expired',
  'past',
];

function membershipButtons(
  input: PlanActionInput,
  membership: NonNullable<PlanActionInput['membership']>,
): PlanAction[] {
  const { state } = membership;
  if (CANCELED_STATES.includes(state)) {
    const buttons: PlanAction[] = [];
    if (!(input.canSale && input.allowedToBuy && ownerSells(input))) buttons.push(unavailable());
    else if (input.isBlocked) {
      buttons.push(
        action(
          input.pricing === 'free' ? 'resume_free' : 'resume_subscription',
          input.pricing === 'free' ? ACTION_LABELS.resumeFree : ACTION_LABELS.resumeSubscription,
          null,
          { disabled: true, tooltip: purchaseMessages.removedByCoach },
        ),
      );
    } else if (input.pricing === 'free') {
      buttons.push(action('resume_free', ACTION_LABELS.resumeFree, 'purchase_flow'));
    } else {
      buttons.push(
        action('resume_subscription', ACTION_LABELS.resumeSubscription, 'purchase_form'),
      );
    }
    if (input.isApplied) buttons.push(calendar());
    return buttons;
  }
  if (state === 'resume') {
    const buttons = isCalendarPlan(input.planType)
      ? [calendar()]
      : [startProgram(input, input.isApplied ? 'resume_modal' : 'add_to_calendar')];
    if (ownerSells(input)) buttons.push(manage());
    return buttons;
  }
  if (state === 'past_due' || state === 'incomplete') {
    return input.zapsConnected || !input.ownerAutomation
      ? [action('cancel_subscription', ACTION_LABELS.cancelSubscription, 'cancel_subscription')]
      : [];
  }
  // A trial set to end at its period's end is resumed the same way (issue 25: spec 4.4 names
  // 'active', and Billing already offers it for a trial).
  if ((state === 'active' || state === 'trialing') && membership.cancelAtPeriodEnd) {
    return [action('resume_subscribe', ACTION_LABELS.resumeSubscription, 'resume_subscribe')];
  }
  const buttons: PlanAction[] = [];
  if (input.isApplied) buttons.push(calendar());
  else if (state !== 'scheduled') buttons.push(startProgram(input, 'add_to_calendar'));
  if (ownerSells(input)) buttons.push(manage());
  return buttons;
}

function fixedButtons(input: PlanActionInput): PlanAction[] {
  if ((input.isBought || input.isBlocked) && input.isApplied) {
    return [calendar(), action('reschedule', ACTION_LABELS.reschedule, 'reschedule_modal')];
  }
  if (input.isBlocked) return [startProgram(input, null)];
  if (input.isBought) {
    const buttons = [startProgram(input, 'add_to_calendar')];
    if (ownerSells(input)) buttons.push(manage());
    return buttons;
  }
  return buyButtons(input);
}

/**
 * The action buttons of the public program page for every state of spec 4.4, with the role
 * rules of 6: a coach sees what a client would but cannot subscribe; a private program the
 * viewer may not buy offers 'Contact the coach' (or the sign-in modal when signed out).
 */
export function publicPlanActions(input: PlanActionInput): PlanAction[] {
  if (input.viewer === 'coach' || input.viewer === 'owner') {
    return buyButtons(input).map((button) => ({ ...button, disabled: true, target: null }));
  }
  if (input.isPrivate && !input.allowedToBuy && !input.isBought && !input.isBlocked) {
    return input.viewer === 'anonymous'
      ? [action('sign_in', ACTION_LABELS.signIn, 'sign_in_modal')]
      : [action('contact_coach', ACTION_LABELS.contactCoach, 'contact_modal')];
  }
  if (input.planType === 'fixed') return fixedButtons(input);
  const membership =
    input.membership && input.membership.state !== 'init' ? input.membership : null;
  return membership ? membershipButtons(input, membership) : buyButtons(input);
}

const OWNED_STATES: readonly MembershipState[] = ['active', 'trialing', 'scheduled', 'resume'];

/**
 * Product's own: a client who owns a free program can cancel it from its page (4.7: a free
 * program is cancelled at once), next to the buttons of 4.4.
 */
export function withFreeCancel(actions: PlanAction[], input: PlanActionInput): PlanAction[] {
  const owned =
    input.planType === 'fixed'
      ? input.isBought
      : input.membership !== null && OWNED_STATES.includes(input.membership.state);
  if (input.viewer !== 'client' || input.pricing !== 'free' || input.isBlocked || !owned) {
    return actions;
  }
  return [
    ...actions,
    action('cancel_subscription', ACTION_LABELS.cancelSubscription, 'cancel_subscription'),
  ];
}

/** The action input from the public plan answer and the viewer's today. */
export function planActionInput(plan: PublicPlan, today: Day): PlanActionInput {
  return {
    viewer: plan.viewer,
    planType: plan.plan_type,
    pricing: plan.plan_pricing,
    trialDays: plan.trial_days,
    futureLaunch: hasFutureLaunch(plan.launch_date, today),
    canSale: plan.can_sale,
    allowedToBuy: plan.allowed_to_buy,
    isPrivate: !plan.accessibility,
    ownerBlocked: !plan.user.subscription_state,
    ownerAutomation: plan.user.zapier_account,
    zapsConnected: plan.user.zaps_connected,
    chargesEnabled: plan.user.stripe_connect_charges_enabled,
    membership: plan.membership
      ? {
          state: plan.membership.state,
          cancelAtPeriodEnd: plan.membership.cancel_at_period_end,
        }
      : null,
    isBought: plan.is_bought,
    isApplied: plan.is_applied,
    isBlocked: plan.is_blocked,
  };
}

/** On page load: a client on a skip_sales_page plan not bought nor scheduled goes to the form. */
export function shouldSkipSalesPage(plan: {
  viewer: Viewer;
  skip_sales_page: boolean;
  is_bought: boolean;
  membership: { state: MembershipState } | null;
}): boolean {
  return (
    plan.viewer === 'client' &&
    plan.skip_sales_page &&
    !plan.is_bought &&
    plan.membership?.state !== 'scheduled'
  );
}

// --- Alerts (spec 2.7) ---

export function publicPlanAlerts(input: {
  viewer: Viewer;
  archived: boolean;
  isPrivate: boolean;
  allowedToBuy: boolean;
  isBought: boolean;
  ownerBlocked: boolean;
  pricing: 'free' | 'paid';
  chargesEnabled: boolean;
  membershipState: MembershipState | null;
}): PublicPlanAlert[] {
  const alerts: PublicPlanAlert[] = [];
  const coach = input.viewer === 'coach' || input.viewer === 'owner';
  if (coach) alerts.push({ kind: 'coach_viewing', messages: [purchaseMessages.coachViewing] });
  if (input.archived) alerts.push({ kind: 'archived', messages: [purchaseMessages.archived] });
  if (!coach && input.isPrivate && !input.allowedToBuy && !input.isBought) {
    alerts.push({
      kind: 'private',
      messages: [purchaseMessages.noPermission, purchaseMessages.privacy],
    });
  }
  if (input.ownerBlocked) {
    alerts.push({ kind: 'coach_restricted', messages: [purchaseMessages.coachRestricted] });
  } else if (input.pricing === 'paid' && !input.chargesEnabled && input.viewer !== 'owner') {
    alerts.push({ kind: 'cannot_take_payments', messages: [purchaseMessages.cannotTakePayments] });
  }
  if (input.membershipState === 'past_due') {
    alerts.push({ kind: 'payment_problem', messages: [purchaseMessages.recentPaymentFailed] });
  } else if (input.membershipState === 'incomplete') {
    alerts.push({ kind: 'payment_problem', messages: [purchaseMessages.lastPaymentDeclined] });
  }
  return alerts;
}

// --- Back link (spec 2.7) ---

export type RouteTarget = { name: string; params: Record<string, string> } | { path: string };

export function publicPlanBackLink(input: {
  backRoute: string | null;
  viewerIsOwner: boolean;
  planHasOwner: boolean;
  clientBought: boolean;
  owner: { id: number; custom_url: string | null; type_account: string | null } | null;
}): RouteTarget {
  if (input.backRoute) return { path: input.backRoute };
  if (input.viewerIsOwner || !input.planHasOwner || !input.owner) {
    return { name: 'my_plans', params: {} };
  }
  if (input.clientBought) return { name: 'user_my_plans', params: {} };
  const userId = input.owner.custom_url || String(input.owner.id);
  if (input.owner.type_account) {
    return {
      name: 'public-page-short-link-plans',
      params: { user_type: input.owner.type_account.charAt(0).toLowerCase(), user_id: userId },
    };
  }
  return { name: 'public-page-plans', params: { user_id: String(input.owner.id) } };
}

// --- Page meta (spec 2.7) ---

export type PlanMeta = { title: string; description: string; image: string | null };

/**
 * Title '{plan title} | {coach full name} | {product}'; description the plan description cut to
 * 256 characters, or else the product's sentence; image the large image of the 'main' cover.
 */
export function publicPlanMeta(input: {
  title: string;
  descriptionHtml: string;
  coachName: string;
  productName: string;
  mainCoverLarge: string | null;
}): PlanMeta {
  const text = htmlToText(input.descriptionHtml);
  return {
    title: `${input.title} | ${input.coachName} | ${input.productName}`,
    description: text
      ? Array.from(text).slice(0, META_DESCRIPTION_MAX).join('')
      : `View the ${input.title} published by ${input.coachName} on ${input.productName} and find your next remote health and fitness coach.`,
    image: input.mainCoverLarge,
  };
}

/** The 'main' cover's large image; the editor's table_view then tiled_view stand in for it. */
export function mainCoverLarge(
  covers: readonly { cover_type: string; large: string }[],
): string | null {
  for (const type of ['main', 'table_view', 'tiled_view']) {
    const cover = covers.find((c) => c.cover_type === type);
    if (cover) return cover.large;
  }
  return null;
}

// The purchase flow's steps, What Happens Next, the first payment's day and My programs' main action: their own file, which
// the public page's first script does not carry (only the flow's lazy chunk and later pages use them).
export {
  afterStartDateStep,
  firstPaymentDay,
  myProgramMainAction,
  purchaseFlowStep,
  whatHappensNext,
  type MyProgramAction,
  type PurchaseFlowInput,
  type PurchaseStep,
} from './purchase-steps.rules.ts';

export { htmlToText };
