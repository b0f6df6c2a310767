// Which banners show under the header, in which order (platform.md 2.11, 4, 8). Pure.
import {
  isAccountEmpty,
  isFreePlan,
  isPro,
  isTrialActive,
  subscriptionWarning,
  type SubscriptionWarning,
} from '@forma/contract/platform-plan/subscription.rules';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import type { ThemeResponse } from '@forma/contract/customisation/themes.schemas';
import type { Warning } from '@forma/contract/accounts/users.schemas';
import type { RouteName } from '../../../lib/routes/route-paths';
import type { GuardSession, Params } from '../../../lib/routes/route-types';

export type BannerRoute = { name: RouteName; params: Params } | null;

export type BannerKind = 'subscription' | 'system' | 'white-label-trial' | 'account-switcher';

/** 2.11: subscription warning, system warnings, white-label trial warning, then the accounts switcher. */
export const BANNER_ORDER: readonly BannerKind[] = [
  'subscription',
  'system',
  'white-label-trial',
  'account-switcher',
];

export function bannerStack(visible: Partial<Record<BannerKind, boolean>>): BannerKind[] {
  return BANNER_ORDER.filter((kind) => visible[kind]);
}

const SUBSCRIPTION_HIDDEN_ON: readonly RouteName[] = [
  'coach_blocked',
  'coach_purchase',
  'create-account',
  'onboarding-business-setup',
  'coach_profile_billing',
  'coach_profile_subscription',
  'choose_your_plan',
];

const isCoachOnBusiness = (session: GuardSession): session is NonNullable<GuardSession> =>
  session?.me.current.role === 'coach' && session.me.current.account_kind !== 'private';

/**
 * The subscription warning: a coach, not on the own profile, off the listed routes; a closed
 * clients_before_limit message stays closed (remembered locally).
 */
export function subscriptionBanner(
  session: GuardSession,
  route: BannerRoute,
  now: Date,
  clientsBeforeLimitClosed: boolean,
): SubscriptionWarning | null {
  if (!isCoachOnBusiness(session)) return null;
  if (route && SUBSCRIPTION_HIDDEN_ON.includes(route.name)) return null;
  const { current } = session.me;
  if (!current.subscription) return null;
  const warning = subscriptionWarning(current.subscription, {
    financialFeatures: session.flags.financialFeatures,
    accountTitle: current.title,
    now,
  });
  if (warning?.messageKey === 'clients_before_limit' && clientsBeforeLimitClosed) return null;
  return warning;
}

const SYSTEM_HIDDEN_ON: readonly RouteName[] = [
  'create_plan_main_info',
  'create_plan_schedule',
  'create_plan_review',
  'coach_program_edit',
  'conversation',
];

const STRIPE_WARNING = 'coach-stripe-verification-needed';

/**
 * 4 "Payment-provider verification warning": for a coach with financial features and a connected
 * account, added when there are verification fields, when charges are disabled, or when charges
 * are enabled but payouts are not; removed otherwise.
 */
export function needsStripeVerification(session: GuardSession): boolean {
  if (session?.me.current.role !== 'coach' || !session.flags.financialFeatures) return false;
  const connect = session.me.current.stripe_connect;
  if (!connect?.account) return false;
  return (
    connect.verification_fields.length > 0 || !connect.charges_enabled || !connect.payouts_enabled
  );
}

/** The system warnings to show on this route, the server's list with the client-side Stripe rule applied. */
export function visibleSystemWarnings(
  server: readonly Warning[],
  session: GuardSession,
  route: BannerRoute,
): Warning[] {
  if (!session) return [];
  if (route && SYSTEM_HIDDEN_ON.includes(route.name)) return [];
  const list = server.filter((warning) => warning.type !== STRIPE_WARNING);
  if (needsStripeVerification(session)) list.push({ type: STRIPE_WARNING, data: [] });
  const popups = session.me.current.popup_storage;
  return list.filter((warning) => {
    switch (warning.type) {
      case 'missed-payment': {
        if (route?.name === 'billing_history') return false;
        const only = warning.data.length === 1 ? warning.data[0] : undefined;
        const planParam = route?.name === 'public_plan' ? route.params.plan_id : undefined;
        return !(
          only &&
          planParam &&
          (planParam === String(only.plan_id) || planParam === only.custom_url)
        );
      }
      case 'coach-configure-web-address':
        return (
          route?.name !== 'zapier-integration' && !popups.includes('coach-configure-web-address')
        );
      case 'coach-app-icon-was-declined':
        return route?.name !== 'customisation-app-icon';
      default:
        return true;
    }
  });
}

/** Some customisation is set: a web colour, a logo or a subdomain. */
export function hasCustomisation(theme: ThemeResponse | null | undefined): boolean {
  if (!theme) return false;
  const colours = Object.values(theme.web_theme ?? {}).some(Boolean);
  const logo = Object.values(theme.logo ?? {}).some(Boolean);
  return colours || logo || Boolean(theme.subdomain?.sub_domain_name);
}

/**
 * 6 "White-label trial warning": on trial, not free, active, not on the pro plan, with
 * customisation set; hidden on my accounts and once dismissed (viewed popup swl-trial-warning).
 */
export function whiteLabelTrialVisible(
  session: GuardSession,
  theme: ThemeResponse | null | undefined,
  route: BannerRoute,
): boolean {
  if (!isCoachOnBusiness(session)) return false;
  const sub = session.me.current.subscription;
  if (!sub || route?.name === 'coach_profile_my_accounts') return false;
  if (session.me.current.popup_storage.includes('swl-trial-warning')) return false;
  return (
    isTrialActive(sub) && !isFreePlan(sub) && sub.active && !isPro(sub) && hasCustomisation(theme)
  );
}

/** Accounts a coach can switch to: accepted ones and the current one. */
export const switchableAccounts = (accounts: readonly AccountListItem[]) =>
  accounts.filter((account) => account.current_account || account.invite_status === 'accepted');

/**
 * 2.12: an empty private account (not active, no trial, no trial end) is highlighted when it is
 * the only other account and has not been clicked before.
 */
export function highlightedEmptyPrivateAccount(
  accounts: readonly AccountListItem[],
  popupStorage: readonly string[],
): AccountListItem | null {
  if (popupStorage.includes('clicked-by-highlighted-coach-empty-account')) return null;
  const others = switchableAccounts(accounts).filter((account) => !account.current_account);
  const [only] = others;
  if (others.length !== 1 || !only || only.kind !== 'private') return null;
  const sub = only.subscription;
  const empty = !sub || (isAccountEmpty(sub) && !sub.trial);
  return empty ? only : null;
}
