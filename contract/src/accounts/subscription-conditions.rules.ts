// The coach subscription's derived conditions and the account's flags: what the route guards
// of every page read, the public program page's included. Apart from subscription.rules.ts (which
// re-exports them) so that the first script holds these and not the banners', countdowns' and
// warnings' rules (issue 24).
import type { CoachSubscription } from './subscription.schemas.ts';

export const FREE_PLAN_MAX_CLIENTS = 5;
export const PROFESSIONAL_PRODUCT_KIND_PREFIX = 'professional_band';

// --- Derived conditions (platform.md §4 "Coach subscription: derived conditions") ---

const stateIs = (sub: CoachSubscription, ...states: string[]): boolean =>
  sub.state !== null && states.includes(sub.state);

export const isBlocked = (sub: CoachSubscription): boolean => !sub.active;

export const hasSubscription = (sub: CoachSubscription): boolean =>
  sub.plan?.id != null && Boolean(sub.state);

export const isFreePlan = (sub: CoachSubscription): boolean =>
  sub.active && (sub.free_plan || sub.free_usage);

export const isPro = (sub: CoachSubscription): boolean =>
  Boolean(sub.plan?.product_kind.startsWith(PROFESSIONAL_PRODUCT_KIND_PREFIX)) && !isFreePlan(sub);

export const isPaid = (sub: CoachSubscription): boolean =>
  sub.active && !isFreePlan(sub) && hasSubscription(sub);

export const isCanceled = (sub: CoachSubscription): boolean =>
  !sub.free_usage && !sub.free_plan && stateIs(sub, 'canceled', 'incomplete_expired');

export const isCancelAtPeriodEnd = (sub: CoachSubscription): boolean =>
  !sub.free_usage && sub.active && sub.cancel_at_period_end;

export const canBeCancelled = (sub: CoachSubscription): boolean =>
  !isCanceled(sub) && isPaid(sub) && !isCancelAtPeriodEnd(sub);

export const isDowngradingToFree = (sub: CoachSubscription): boolean =>
  isCancelAtPeriodEnd(sub) && sub.active_sub_clients <= FREE_PLAN_MAX_CLIENTS;

export const isAccountEmpty = (sub: CoachSubscription): boolean =>
  !sub.free_usage && !sub.active && !sub.trial_end_date;

export const isTrialActive = (sub: CoachSubscription): boolean =>
  !sub.free_usage && sub.active && sub.trial && !hasSubscription(sub);

export const isTrialExpired = (sub: CoachSubscription): boolean =>
  !sub.free_usage &&
  !hasSubscription(sub) &&
  !sub.active &&
  !sub.trial &&
  Boolean(sub.trial_end_date);

export const isPurchaseFailed = (sub: CoachSubscription): boolean =>
  !sub.free_usage && hasSubscription(sub) && stateIs(sub, 'past_due', 'incomplete');

// --- Account flags (platform.md §3 "Derived flags", §6 "Roles and permissions") ---

export type AccountFlagsInput = {
  role: 'coach' | 'user';
  account_kind: 'private' | 'gym' | 'brand' | 'team' | null;
  is_account_owner: boolean;
  subscription: CoachSubscription | null;
  stripe_account_type?: 'custom' | 'standard' | null;
  stripe_connect?: { account: string | null } | null;
};

export type AccountFlags = {
  businessAccount: boolean;
  businessOwner: boolean;
  accountBlocked: boolean;
  accountEmpty: boolean;
  financialFeatures: boolean;
  customProviderAccount: boolean;
  providerAccountPresent: boolean;
  coachOverallAccount: boolean;
};

/**
 * Reading of §6:
 * - business account: account_kind gym, brand or team; business owner: its owner.
 * - financial features: "available only to the business owner" inside a business account; the
 *   private account is the coach's own (it starts its trial and links a bank account), so a
 *   coach always has them there. Clients never do.
 * - blocked: a coach whose subscription is not active; empty: not free_usage, not active, no
 *   trial_end_date. A coach without any subscription object counts as both.
 * - custom payment-provider account: stripe_account_type custom; present: a connected account id.
 * - coach overall account: a coach acting in a group (business) account, the one §6 excludes
 *   from the live support chat.
 */
export function accountFlags(current: AccountFlagsInput): AccountFlags {
  const coach = current.role === 'coach';
  const businessAccount = current.account_kind !== null && current.account_kind !== 'private';
  const sub = current.subscription;
  return {
    businessAccount,
    businessOwner: businessAccount && current.is_account_owner,
    accountBlocked: coach && (sub === null || isBlocked(sub)),
    accountEmpty: coach && (sub === null || isAccountEmpty(sub)),
    financialFeatures: coach && (!businessAccount || current.is_account_owner),
    customProviderAccount: current.stripe_account_type === 'custom',
    providerAccountPresent: Boolean(current.stripe_connect?.account),
    coachOverallAccount: coach && businessAccount,
  };
}
