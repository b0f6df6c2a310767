// Route-specific navigation rules of platform.md 2 (pure). A rule returns a decision, or
// undefined to let the common rules of resolve-access.ts decide.
import type { SignUpFlow } from '@forma/contract/auth/auth.schemas';
import {
  isAccountEmpty,
  isBlocked,
  isCanceled,
  isFreePlan,
  isPro,
  isTrialActive,
  isTrialExpired,
  hasSubscription,
} from '@forma/contract/platform-plan/subscription.rules';
import type { CoachSubscription } from '@forma/contract/platform-plan/subscription.schemas';
import { pathTo } from './paths';
import type { GuardContext, GuardSession, RouteRule } from './route-types';

type RedirectFn = (ctx: GuardContext) => string;
import { allow, redirect } from './decisions';

const isCoach = (session: GuardSession) => session?.me.current.role === 'coach';

/** The coach's subscription; a coach without one counts as blocked and empty (contract accountFlags). */
const coachSubscription = (session: GuardSession): CoachSubscription | null =>
  isCoach(session) ? (session?.me.current.subscription ?? null) : null;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/** Sends any value of `param` outside `allowed` to `fallback`. */
const paramIn =
  (param: string, allowed: readonly string[], fallback: () => string): RouteRule =>
  ({ params }) =>
    oneOf(allowed, params[param]) ? undefined : redirect(fallback());

// --- 2.1 root ---

/** '': client -> user_my_plans, coach -> my_plans, anyone else -> sign-up. */
export const mainRedirect: RedirectFn = ({ session }) => {
  if (!session) return pathTo('onboarding-coaching-signup', { role: 'coaching' });
  return session.me.current.role === 'user' ? pathTo('user_my_plans') : pathTo('my_plans');
};

/** /profile: no role -> sign-in; user -> /user; other roles -> /coach. */
export const profileRedirect: RedirectFn = ({ session }) => {
  if (!session) return pathTo('onboarding-signin');
  return session.me.current.role === 'user' ? pathTo('user') : pathTo('coach');
};

/**
 * /coach '' goes to the settings profile (2.6). A coach without financial features (a business
 * non-owner) would get a 404 there, so that coach lands on the programs instead.
 */
export const coachRootRedirect: RedirectFn = ({ session }) =>
  session?.flags.financialFeatures === false ? pathTo('my_plans') : pathTo('coach_profile_info');

// --- 2.2 onboarding ---

/**
 * The values of SignUpFlow as a list: the contract's zod enum would bring zod into the first
 * script every visitor downloads. A flow the contract adds and this list lacks fails to compile.
 */
const SIGN_UP_FLOWS = [
  'coaching',
  'standalone',
  'team',
  'invited',
  'client',
] as const satisfies readonly SignUpFlow[];
const _everyFlow: [Exclude<SignUpFlow, (typeof SIGN_UP_FLOWS)[number]>] extends [never]
  ? true
  : false = true;

export const signUpRole: RouteRule = paramIn('role', SIGN_UP_FLOWS, () =>
  pathTo('onboarding-coaching-signup', { role: 'coaching' }),
);

export const verifyInformationRole: RouteRule = paramIn(
  'role',
  ['standalone', 'team', 'brand', 'gym'],
  () => pathTo('onboarding-coaching-signup', { role: 'coaching' }),
);

export const createType: RouteRule = paramIn('type', ['team'], () =>
  pathTo('onboarding-coaching-signup', { role: 'coaching' }),
);

export const setupType: RouteRule = paramIn('type', ['team'], () => pathTo('create-account'));

export const businessSetupType: RouteRule = paramIn('type', ['brand', 'gym'], () =>
  pathTo('create-account'),
);

/** setup-profile: coaches only (others -> main); on the private account -> my accounts. */
export const setupProfile: RouteRule = ({ session }) => {
  if (!session || !isCoach(session)) return redirect(pathTo('main'));
  if (session.me.current.id === session.me.private.id)
    return redirect(pathTo('coach_profile_my_accounts'));
  return allow();
};

export const acceptInvitation: RouteRule = ({ session }) =>
  session ? redirect(pathTo('feed_invites')) : undefined;

export const athleteInvitation: RouteRule = ({ session }) =>
  session ? redirect(pathTo('user_my_plans')) : undefined;

// --- 2.3 other entry routes ---

/**
 * /success: once 'sign-up-welcome-page' was seen, go to my_plans with choose_program_type=true.
 * For role invited with a token the private user's popup storage counts, otherwise the current's.
 */
export const successPage: RouteRule = ({ session, search }) => {
  if (!session) return undefined;
  const query = new URLSearchParams(search);
  const invited = query.get('role') === 'invited' && Boolean(query.get('token'));
  const storage = invited ? session.me.private.popup_storage : session.me.current.popup_storage;
  return storage.includes('sign-up-welcome-page')
    ? redirect(pathTo('my_plans', {}, { choose_program_type: true }))
    : undefined;
};

const sourceIn =
  (allowed: readonly string[]): RouteRule =>
  ({ search }) =>
    oneOf(allowed, new URLSearchParams(search).get('source') ?? undefined)
      ? undefined
      : redirect(pathTo('create-account'));

export const stripeOnboardingSource: RouteRule = sourceIn(['signup', 'settings', 'my_plans']);
export const stripeOnboardingErrorSource: RouteRule = sourceIn(['signup', 'settings']);

export const STATIC_PAGES = [
  'privacy_policy',
  'terms_of_use',
  'data_security',
  'cookies_policy',
] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

export const staticPage: RouteRule = paramIn('page', STATIC_PAGES, () =>
  pathTo('static-page', { page: 'privacy_policy' }),
);

// --- 2.4 client area ---

export const CLIENT_SETTINGS_TABS = ['default-units', 'emails', 'privacy', 'calendar'] as const;
export const clientSettingsTab: RouteRule = paramIn('tab', CLIENT_SETTINGS_TABS, () =>
  pathTo('settings_default_units'),
);

export const CLIENT_BILLING_TABS = ['purchases', 'payment', 'history'] as const;
export const clientBillingTab: RouteRule = paramIn('tab', CLIENT_BILLING_TABS, () =>
  pathTo('billing_purchases'),
);

// --- 2.6 coach area ---

export const COACH_PROFILE_TABS = [
  'info',
  'payouts',
  'settings',
  'coaches',
  'billing',
  'questions',
  'analytics',
  'subscription',
] as const;

/**
 * /coach/profile/:tab: payouts with an empty subscription account -> info; subscription only on
 * the free plan, with a subscription, or with an active or expired trial, else choose_your_plan.
 */
export const coachProfileTab: RouteRule = (ctx) => {
  const tab = ctx.params.tab;
  if (!oneOf(COACH_PROFILE_TABS, tab)) return redirect(pathTo('coach_profile_info'));
  const sub = coachSubscription(ctx.session);
  if (!isCoach(ctx.session)) return undefined;
  if (tab === 'payouts' && (!sub || isAccountEmpty(sub)))
    return redirect(pathTo('coach_profile_info'));
  if (tab === 'subscription') {
    const allowed =
      sub && (isFreePlan(sub) || hasSubscription(sub) || isTrialActive(sub) || isTrialExpired(sub));
    if (!allowed) return redirect(pathTo('choose_your_plan'));
  }
  return undefined;
};

/** coach_blocked: 404 on the free plan; a coach whose account is not blocked has nothing to see there. */
export const coachBlocked: RouteRule = ({ session }) => {
  if (!isCoach(session)) return undefined;
  const sub = coachSubscription(session);
  if (sub && isFreePlan(sub)) return redirect(pathTo('not-found'));
  if (sub && !isBlocked(sub)) return redirect(pathTo('my_plans'));
  return undefined;
};

/** choose_your_plan: without financial features, or on PRO and not canceled -> the subscription tab. */
export const chooseYourPlan: RouteRule = ({ session }) => {
  if (!isCoach(session)) return undefined;
  const sub = coachSubscription(session);
  if (!session!.flags.financialFeatures || (sub && isPro(sub) && !isCanceled(sub))) {
    return redirect(pathTo('coach_profile_subscription'));
  }
  return undefined;
};

/** programs active/ready: a visitor's query (UTM values) is stored and they go to the coach sign-up. */
export const welcomePopup: RouteRule = ({ session, search }) =>
  session
    ? undefined
    : redirect(
        pathTo('onboarding-coaching-signup', { role: 'coaching' }),
        search ? [{ storeUtmQuery: search }] : [],
      );

// --- 2.7 public pages ---

export const ownPublicPage =
  (name: 'public-page-view' | 'public-page-plans' | 'public-page-coaches'): RedirectFn =>
  ({ session }) =>
    session ? pathTo(name, { user_id: session.me.current.id }) : pathTo('onboarding-signin');

/** edit: a business member who is not the owner -> the view; a coach may edit; anyone else -> main. */
export const ownPublicPageEdit: RouteRule = ({ session }) => {
  if (
    session &&
    isCoach(session) &&
    session.flags.businessAccount &&
    !session.flags.businessOwner
  ) {
    return redirect(pathTo('public-page-view', { user_id: session.me.current.id }));
  }
  return isCoach(session) ? allow() : redirect(pathTo('main'));
};

export const SHORT_LINK_TYPES = ['c', 'b', 'g', 't'] as const;
export const shortLinkType: RouteRule = paramIn('user_type', SHORT_LINK_TYPES, () =>
  pathTo('not-found'),
);

// --- 2.8 feed and leaderboards ---

/** The financial tab is for the business owner; a business non-owner goes to the overview. */
export const feedFinancial: RouteRule = ({ session }) =>
  session?.flags.businessAccount && !session.flags.businessOwner
    ? redirect(pathTo('feed_overview'))
    : undefined;

/** The leaderboard index pages send a signed-in client to the calendar (DECISIONS.md). */
export const leaderboardIndex: RouteRule = ({ session }) =>
  session?.me.current.role === 'user' ? redirect(pathTo('calendar')) : undefined;
