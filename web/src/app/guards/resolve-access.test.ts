import { matchPath } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import {
  businessCoach,
  client,
  emptySubscription,
  expiredTrialSubscription,
  freeSubscription,
  memberCoach,
  privateCoach,
  trialSubscription,
} from '../../test/fixtures';
import { routeByName } from '../route-table';
import type { RouteName } from '../../lib/routes/route-paths';
import type { Decision, GuardContext } from '../../lib/routes/route-types';
import { guardSession } from '../../lib/session/session';
import { resolveAccess } from './resolve-access';

type Options = { me?: MeResponse | null; from?: GuardContext['from'] };

/** Opens `address` as the route `name` would match it. */
function open(
  name: RouteName,
  address: string,
  { me = null, from = null }: Options = {},
): Decision {
  const def = routeByName(name);
  const [pathname, query = ''] = address.split('?');
  const params = matchPath(def.path, pathname!);
  if (!params) throw new Error(`${address} does not match ${def.path}`);
  const search = query ? `?${query}` : '';
  return resolveAccess(def, {
    session: guardSession(me),
    params,
    search,
    target: address,
    from,
  });
}

const redirectOf = (decision: Decision) => ('redirect' in decision ? decision.redirect : null);
const allowed = (decision: Decision) => 'allow' in decision;

describe("'' (main)", () => {
  it('sends a client to user_my_plans, a coach to my_plans and anyone else to the sign-up', () => {
    expect(redirectOf(open('main', '/', { me: client() }))).toBe('/user/my_programs/active');
    expect(redirectOf(open('main', '/', { me: businessCoach() }))).toBe('/coach/programs');
    expect(redirectOf(open('main', '/'))).toBe('/onboarding/sign_up/coaching');
  });
});

describe('/profile', () => {
  it('sends no role to sign-in, a client to /user and a coach to /coach', () => {
    expect(redirectOf(open('profile', '/profile'))).toBe('/onboarding/sign_in');
    expect(redirectOf(open('profile', '/profile', { me: client() }))).toBe('/user');
    expect(redirectOf(open('profile', '/profile', { me: businessCoach() }))).toBe('/coach');
  });
});

describe('unknown paths', () => {
  it('go to /404', () => {
    expect(redirectOf(open('unknown', '/no/such/page/here'))).toBe('/404');
  });
});

describe('legacy links', () => {
  it('go to their onboarding equivalents and keep the query', () => {
    expect(redirectOf(open('legacy-sign-in', '/sign_in'))).toBe('/onboarding/sign_in');
    expect(redirectOf(open('legacy-user-type', '/user_type'))).toBe('/onboarding/role');
    expect(redirectOf(open('legacy-sign-up', '/sign_up'))).toBe('/onboarding/sign_up/coaching');
    expect(redirectOf(open('legacy-sign-up', '/sign_up/client'))).toBe(
      '/onboarding/sign_up/client',
    );
    expect(redirectOf(open('legacy-forgot-password', '/forgot_password?email=a@b.co'))).toBe(
      '/onboarding/forgot_password?email=a@b.co',
    );
    expect(
      redirectOf(open('legacy-reset-password', '/reset_password?reset_password_token=abc')),
    ).toBe('/onboarding/reset_password?reset_password_token=abc');
  });

  it('/onboarding goes to sign-in and role always to sign_up/coaching', () => {
    expect(redirectOf(open('onboarding', '/onboarding'))).toBe('/onboarding/sign_in');
    expect(redirectOf(open('onboarding-role', '/onboarding/role'))).toBe(
      '/onboarding/sign_up/coaching',
    );
  });
});

describe('sign-in and sign-up', () => {
  it('are open to visitors', () => {
    expect(allowed(open('onboarding-signin', '/onboarding/sign_in'))).toBe(true);
    expect(allowed(open('onboarding-coaching-signup', '/onboarding/sign_up/team'))).toBe(true);
  });

  it('send a signed-in user to coach_my_profile_info', () => {
    expect(
      redirectOf(open('onboarding-signin', '/onboarding/sign_in', { me: businessCoach() })),
    ).toBe('/coach/my_profile/info');
    expect(
      redirectOf(
        open('onboarding-coaching-signup', '/onboarding/sign_up/client', { me: client() }),
      ),
    ).toBe('/coach/my_profile/info');
  });

  it('store the public page the visitor came from as the return path', () => {
    const decision = open('onboarding-signin', '/onboarding/sign_in', {
      from: { path: '/p/strong-30', publicPage: true },
    });
    expect(decision).toEqual({ allow: true, effects: [{ storeReturnPath: '/p/strong-30' }] });
    expect(
      open('onboarding-signin', '/onboarding/sign_in', {
        from: { path: '/pages/privacy_policy', publicPage: false },
      }),
    ).toEqual({
      allow: true,
    });
  });

  it('read an unknown sign-up role as coaching', () => {
    expect(redirectOf(open('onboarding-coaching-signup', '/onboarding/sign_up/wizard'))).toBe(
      '/onboarding/sign_up/coaching',
    );
    for (const role of ['coaching', 'standalone', 'team', 'invited', 'client']) {
      expect(allowed(open('onboarding-coaching-signup', `/onboarding/sign_up/${role}`))).toBe(true);
    }
  });
});

describe('onboarding parameters', () => {
  it('verify-information takes standalone, team, brand or gym; anything else goes to sign_up/coaching', () => {
    expect(
      allowed(open('onboarding-verify-information', '/onboarding/verify-information/brand')),
    ).toBe(true);
    expect(
      redirectOf(open('onboarding-verify-information', '/onboarding/verify-information/client')),
    ).toBe('/onboarding/sign_up/coaching');
  });

  it('create/:type must be team, else sign-up; setup/:type must be team, else create-account', () => {
    expect(allowed(open('onboarding-create', '/onboarding/create/team'))).toBe(true);
    expect(redirectOf(open('onboarding-create', '/onboarding/create/gym'))).toBe(
      '/onboarding/sign_up/coaching',
    );
    expect(
      allowed(open('onboarding-setup', '/onboarding/setup/team', { me: businessCoach() })),
    ).toBe(true);
    expect(
      redirectOf(open('onboarding-setup', '/onboarding/setup/brand', { me: businessCoach() })),
    ).toBe('/create-account');
  });

  it('business-setup takes brand or gym, else create-account', () => {
    expect(
      allowed(
        open('onboarding-business-setup', '/onboarding/business-setup/gym', {
          me: businessCoach(),
        }),
      ),
    ).toBe(true);
    expect(
      redirectOf(
        open('onboarding-business-setup', '/onboarding/business-setup/team', {
          me: businessCoach(),
        }),
      ),
    ).toBe('/create-account');
  });

  it('accept-invitation sends a signed-in user to the feed invites, athlete-invitation to the plans', () => {
    expect(allowed(open('onboarding-accept-invitation', '/onboarding/accept-invitation/tok'))).toBe(
      true,
    );
    expect(
      redirectOf(
        open('onboarding-accept-invitation', '/onboarding/accept-invitation/tok', {
          me: businessCoach(),
        }),
      ),
    ).toBe('/feed/invites');
    expect(
      allowed(open('onboarding-athlete-invitation', '/onboarding/athlete-invitation/tok')),
    ).toBe(true);
    expect(
      redirectOf(
        open('onboarding-athlete-invitation', '/onboarding/athlete-invitation/tok', {
          me: client(),
        }),
      ),
    ).toBe('/user/my_programs/active');
  });
});

describe('setup-profile', () => {
  it('sends a visitor or a client to main', () => {
    expect(redirectOf(open('onboarding-coach-setup-profile', '/onboarding/setup-profile'))).toBe(
      '/',
    );
    expect(
      redirectOf(
        open('onboarding-coach-setup-profile', '/onboarding/setup-profile', { me: client() }),
      ),
    ).toBe('/');
  });

  it('sends the private account to my accounts and lets a business account in', () => {
    expect(
      redirectOf(
        open('onboarding-coach-setup-profile', '/onboarding/setup-profile', { me: privateCoach() }),
      ),
    ).toBe('/coach/my_accounts');
    expect(
      allowed(
        open('onboarding-coach-setup-profile', '/onboarding/setup-profile', {
          me: businessCoach(),
        }),
      ),
    ).toBe(true);
  });
});

describe('registration step (2.9)', () => {
  const registering = businessCoach({ current: { registration_step: 'setup_profile' } });

  it('forces a coach with a registration step other than questions to setup-profile', () => {
    expect(redirectOf(open('my_plans_active', '/coach/programs/active', { me: registering }))).toBe(
      '/onboarding/setup-profile',
    );
    expect(
      redirectOf(open('coach_profile_my_accounts', '/coach/my_accounts', { me: registering })),
    ).toBe('/onboarding/setup-profile');
    expect(
      allowed(
        open('onboarding-coach-setup-profile', '/onboarding/setup-profile', { me: registering }),
      ),
    ).toBe(true);
  });

  it('does not force at the questions step, when acting as another account, or on public pages', () => {
    const questions = businessCoach({ current: { registration_step: 'questions' } });
    expect(allowed(open('my_plans_active', '/coach/programs/active', { me: questions }))).toBe(
      true,
    );
    const acting = businessCoach({
      current: { registration_step: 'setup_profile', acting_as: true },
    });
    expect(allowed(open('my_plans_active', '/coach/programs/active', { me: acting }))).toBe(true);
    expect(allowed(open('static-page', '/pages/privacy_policy', { me: registering }))).toBe(true);
  });
});

describe('/success', () => {
  it("goes to my_plans with choose_program_type once 'sign-up-welcome-page' was seen", () => {
    const seen = businessCoach({ current: { popup_storage: ['sign-up-welcome-page'] } });
    expect(redirectOf(open('success', '/success', { me: seen }))).toBe(
      '/coach/programs?choose_program_type=true',
    );
    expect(allowed(open('success', '/success', { me: businessCoach() }))).toBe(true);
  });

  it('reads the private popup storage for role invited with a token', () => {
    const invited = businessCoach({ private: { popup_storage: ['sign-up-welcome-page'] } });
    expect(redirectOf(open('success', '/success?role=invited&token=abc', { me: invited }))).toBe(
      '/coach/programs?choose_program_type=true',
    );
    expect(allowed(open('success', '/success', { me: invited }))).toBe(true);
  });

  it('stays usable when the account is blocked', () => {
    const blocked = businessCoach({ current: { subscription: expiredTrialSubscription } });
    expect(allowed(open('success', '/success', { me: blocked }))).toBe(true);
  });
});

describe('Stripe onboarding source', () => {
  it('must be signup, settings or my_plans (error page: signup or settings), else create-account', () => {
    const me = businessCoach();
    expect(allowed(open('stripe-onboarding', '/stripe-onboarding?source=my_plans', { me }))).toBe(
      true,
    );
    expect(
      redirectOf(open('stripe-onboarding', '/stripe-onboarding?source=elsewhere', { me })),
    ).toBe('/create-account');
    expect(
      allowed(open('stripe-onboarding-error', '/stripe-onboarding/error?source=signup', { me })),
    ).toBe(true);
    expect(
      redirectOf(
        open('stripe-onboarding-error', '/stripe-onboarding/error?source=my_plans', { me }),
      ),
    ).toBe('/create-account');
  });
});

describe('static pages', () => {
  it('are public, default to the privacy policy and reject unknown pages', () => {
    expect(redirectOf(open('static-pages', '/pages'))).toBe('/pages/privacy_policy');
    expect(allowed(open('static-page', '/pages/cookies_policy'))).toBe(true);
    expect(redirectOf(open('static-page', '/pages/manifesto'))).toBe('/pages/privacy_policy');
  });
});

describe('role areas', () => {
  it('send a coach from /user to /coach and a client from /coach to /user', () => {
    expect(redirectOf(open('user_profile_info', '/user/profile', { me: businessCoach() }))).toBe(
      '/coach',
    );
    expect(
      redirectOf(open('coach_my_profile_info', '/coach/my_profile/info', { me: client() })),
    ).toBe('/user');
  });

  it('let a client open public pages under /coach', () => {
    expect(redirectOf(open('coach_public', '/coach/public/42', { me: client() }))).toBe(
      '/public-page/42',
    );
  });

  it('/coach goes to the settings profile, or to the programs without financial features', () => {
    expect(redirectOf(open('coach', '/coach', { me: businessCoach() }))).toBe(
      '/coach/profile/info',
    );
    expect(redirectOf(open('coach', '/coach', { me: memberCoach() }))).toBe('/coach/programs');
  });

  it('send visitors to sign-in, storing the return path only for user_my_plans', () => {
    expect(open('coach_my_profile_info', '/coach/my_profile/info')).toEqual({
      redirect: '/onboarding/sign_in',
    });
    expect(open('user_my_plans', '/user/my_programs/active')).toEqual({
      redirect: '/onboarding/sign_in',
      effects: [{ storeReturnPath: '/user/my_programs/active' }],
    });
  });

  it('send visitors coming from a public page to the client sign-up, storing the return path', () => {
    expect(
      open('plan_purchase_form', '/plan/9/purchase', { from: { path: '/p/9', publicPage: true } }),
    ).toEqual({
      redirect: '/onboarding/sign_up/client',
      effects: [{ storeReturnPath: '/plan/9/purchase' }],
    });
  });

  it('send a client away from the leaderboard index pages to the calendar (DECISIONS.md)', () => {
    expect(redirectOf(open('leaderboards', '/leaderboards', { me: client() }))).toBe(
      '/user/calendar',
    );
    expect(redirectOf(open('daily-leaderboards', '/leaderboards/daily', { me: client() }))).toBe(
      '/user/calendar',
    );
    expect(allowed(open('daily-leaderboard', '/leaderboards/daily/5', { me: client() }))).toBe(
      true,
    );
    expect(redirectOf(open('leaderboards', '/leaderboards', { me: businessCoach() }))).toBe(
      '/leaderboards/daily',
    );
  });
});

describe('coach program pages', () => {
  it('send a client or a visitor to the public program page with the same plan_id', () => {
    expect(
      redirectOf(
        open('coach_program_view_details', '/coach/programs/77/details', { me: client() }),
      ),
    ).toBe('/p/77');
    expect(redirectOf(open('coach_program_schedule', '/coach/programs/77/schedule'))).toBe('/p/77');
    expect(
      allowed(
        open('coach_program_view_details', '/coach/programs/77/details', { me: businessCoach() }),
      ),
    ).toBe(true);
  });
});

describe('welcome popup route', () => {
  it('stores a visitor’s query (UTM values) and sends them to the coach sign-up', () => {
    expect(
      open(
        'my_plans_active_ready',
        '/coach/programs/active/ready?utm_source=ig&utm_campaign=spring',
      ),
    ).toEqual({
      redirect: '/onboarding/sign_up/coaching',
      effects: [{ storeUtmQuery: '?utm_source=ig&utm_campaign=spring' }],
    });
    expect(
      allowed(
        open('my_plans_active_ready', '/coach/programs/active/ready', { me: businessCoach() }),
      ),
    ).toBe(true);
  });
});

describe('blocked and empty accounts', () => {
  const empty = businessCoach({ current: { subscription: emptySubscription } });
  const blocked = businessCoach({ current: { subscription: expiredTrialSubscription } });

  it('send an empty account from coach/programs paths to coach_blocked', () => {
    expect(redirectOf(open('my_plans_active', '/coach/programs/active', { me: empty }))).toBe(
      '/coach/upgrade-your-account',
    );
    expect(
      redirectOf(open('coach_program_view_clients', '/coach/programs/3/clients', { me: empty })),
    ).toBe('/coach/upgrade-your-account');
  });

  it('keep routes available to blocked accounts usable, and send the rest to coach_blocked', () => {
    expect(allowed(open('my_plans_active', '/coach/programs/active', { me: blocked }))).toBe(true);
    expect(allowed(open('coach_profile_my_accounts', '/coach/my_accounts', { me: blocked }))).toBe(
      true,
    );
    expect(allowed(open('onboarding-create', '/onboarding/create/team', { me: blocked }))).toBe(
      true,
    );
    expect(
      redirectOf(open('my_exercises_library', '/coach/exercises/library', { me: blocked })),
    ).toBe('/coach/upgrade-your-account');
    expect(
      redirectOf(open('clients_with_programs', '/coach/clients/active', { me: blocked })),
    ).toBe('/coach/upgrade-your-account');
  });

  it('coach_blocked is a 404 on the free plan and useless to an active account', () => {
    expect(allowed(open('coach_blocked', '/coach/upgrade-your-account', { me: blocked }))).toBe(
      true,
    );
    expect(allowed(open('coach_blocked', '/coach/upgrade-your-account', { me: empty }))).toBe(true);
    const free = businessCoach({ current: { subscription: freeSubscription } });
    expect(redirectOf(open('coach_blocked', '/coach/upgrade-your-account', { me: free }))).toBe(
      '/404',
    );
    expect(
      redirectOf(open('coach_blocked', '/coach/upgrade-your-account', { me: businessCoach() })),
    ).toBe('/coach/programs');
  });
});

describe('financial features', () => {
  it('are needed for settings, coupons and choose_your_plan; otherwise 404', () => {
    const member = memberCoach();
    expect(redirectOf(open('coach_profile_tab', '/coach/profile/info', { me: member }))).toBe(
      '/404',
    );
    expect(redirectOf(open('coach_profile_coupons', '/coach/coupons', { me: member }))).toBe(
      '/404',
    );
    expect(redirectOf(open('choose_your_plan', '/coach/choose_your_plan', { me: member }))).toBe(
      '/coach/profile/subscription',
    );
    expect(allowed(open('coach_profile_tab', '/coach/profile/info', { me: businessCoach() }))).toBe(
      true,
    );
  });

  it('coupons also need a payment-provider account; the dashboard a custom one', () => {
    const connected = businessCoach({
      current: {
        stripe_account_type: 'custom',
        stripe_connect: {
          account: 'acct_1',
          external_account: null,
          verification_fields: [],
          charges_enabled: true,
          payouts_enabled: true,
        },
      },
    });
    expect(
      redirectOf(open('coach_profile_coupons', '/coach/coupons', { me: businessCoach() })),
    ).toBe('/404');
    expect(allowed(open('coach_profile_coupons', '/coach/coupons', { me: connected }))).toBe(true);
    expect(
      redirectOf(
        open('coach_dashboard_transactions', '/coach/dashboard/transactions', {
          me: businessCoach(),
        }),
      ),
    ).toBe('/404');
    expect(
      allowed(
        open('coach_dashboard_transactions', '/coach/dashboard/transactions', { me: connected }),
      ),
    ).toBe(true);
  });

  it('a business non-owner is sent from the financial feed tab to the overview', () => {
    expect(redirectOf(open('feed_financial', '/feed/financial', { me: memberCoach() }))).toBe(
      '/feed/overview',
    );
    expect(allowed(open('feed_financial', '/feed/financial', { me: businessCoach() }))).toBe(true);
  });
});

describe('coach settings tabs', () => {
  it('payouts with an empty subscription account goes to info', () => {
    const empty = privateCoach({ current: { subscription: emptySubscription } });
    expect(redirectOf(open('coach_profile_tab', '/coach/profile/payouts', { me: empty }))).toBe(
      '/coach/profile/info',
    );
    expect(
      allowed(open('coach_profile_tab', '/coach/profile/payouts', { me: businessCoach() })),
    ).toBe(true);
  });

  it('subscription needs the free plan, a subscription or a trial; otherwise choose_your_plan', () => {
    expect(
      allowed(open('coach_profile_tab', '/coach/profile/subscription', { me: businessCoach() })),
    ).toBe(true);
    const trial = businessCoach({ current: { subscription: trialSubscription(10) } });
    expect(allowed(open('coach_profile_tab', '/coach/profile/subscription', { me: trial }))).toBe(
      true,
    );
    const empty = privateCoach({ current: { subscription: emptySubscription } });
    expect(
      redirectOf(open('coach_profile_tab', '/coach/profile/subscription', { me: empty })),
    ).toBe('/coach/choose_your_plan');
  });

  it('an unknown tab goes to info', () => {
    expect(
      redirectOf(open('coach_profile_tab', '/coach/profile/nope', { me: businessCoach() })),
    ).toBe('/coach/profile/info');
  });
});

describe('choose_your_plan', () => {
  it('sends a coach on the pro plan who has not cancelled to the subscription', () => {
    expect(
      redirectOf(open('choose_your_plan', '/coach/choose_your_plan', { me: businessCoach() })),
    ).toBe('/coach/profile/subscription');
    const blocked = businessCoach({ current: { subscription: expiredTrialSubscription } });
    expect(allowed(open('choose_your_plan', '/coach/choose_your_plan', { me: blocked }))).toBe(
      true,
    );
  });
});

describe('public pages', () => {
  it('are always allowed', () => {
    expect(allowed(open('public_plan', '/p/strong-30'))).toBe(true);
    expect(allowed(open('public-page-view', '/public-page/5', { me: client() }))).toBe(true);
    const blocked = businessCoach({ current: { subscription: expiredTrialSubscription } });
    expect(allowed(open('public-page-short-link', '/g/iron-gym', { me: blocked }))).toBe(true);
  });

  it('old /plan and /coach/public links redirect to the public views', () => {
    expect(redirectOf(open('plan', '/plan/12'))).toBe('/p/12');
    expect(redirectOf(open('coach_public_overview', '/coach/public/8/overview'))).toBe(
      '/public-page/8',
    );
    expect(redirectOf(open('coach_public_plans', '/coach/public/8/plans'))).toBe(
      '/public-page/8/plans',
    );
  });

  it('short links take c, b, g or t', () => {
    expect(redirectOf(open('public-page-short-link', '/x/iron-gym'))).toBe('/404');
  });

  it("/public-page goes to the current user's page", () => {
    expect(
      redirectOf(open('own-public-page-plans', '/public-page/plans', { me: businessCoach() })),
    ).toBe('/public-page/2/plans');
  });

  it('the editor: a business non-owner is sent to the view, a coach may edit, anyone else goes to main', () => {
    expect(
      redirectOf(open('own-public-page-edit', '/public-page/edit', { me: memberCoach() })),
    ).toBe('/public-page/2');
    expect(
      allowed(open('own-public-page-edit', '/public-page/edit', { me: businessCoach() })),
    ).toBe(true);
    expect(redirectOf(open('own-public-page-edit', '/public-page/edit', { me: client() }))).toBe(
      '/',
    );
  });
});

describe("'' children", () => {
  it('redirect to their default child and keep the query', () => {
    expect(
      redirectOf(
        open('my_plans', '/coach/programs?choose_program_type=true', { me: businessCoach() }),
      ),
    ).toBe('/coach/programs/active?choose_program_type=true');
    expect(redirectOf(open('user_settings', '/user/settings', { me: client() }))).toBe(
      '/user/settings/default-units',
    );
    expect(
      redirectOf(open('clients_pending', '/coach/clients/pending', { me: businessCoach() })),
    ).toBe('/coach/clients/active');
    expect(
      redirectOf(
        open('create_plan_choose_type', '/coach/programs/create/choose-plan-type', {
          me: businessCoach(),
        }),
      ),
    ).toBe('/coach/programs/active?choose_program_type=true');
  });
});
