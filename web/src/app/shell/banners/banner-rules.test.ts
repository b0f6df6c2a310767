import { describe, expect, it } from 'vitest';
import type { ThemeResponse } from '@forma/contract/customisation/themes.schemas';
import {
  accountItem,
  activeProSubscription,
  businessCoach,
  client,
  emptySubscription,
  expiredTrialSubscription,
  freeSubscription,
  memberCoach,
  privateCoach,
  trialSubscription,
} from '../../../test/fixtures';
import { guardSession } from '../../../lib/session/session';
import {
  bannerStack,
  highlightedEmptyPrivateAccount,
  subscriptionBanner,
  visibleSystemWarnings,
  whiteLabelTrialVisible,
  type BannerRoute,
} from './banner-rules';

const now = new Date('2030-06-01T12:00:00Z');
const at = (name: string, params: Record<string, string> = {}) => ({ name, params }) as BannerRoute;
const branded: ThemeResponse = {
  web_theme: {
    primary_color: '#123456',
    primary_contrast_color: null,
    secondary_color: null,
    secondary_contrast_color: null,
    system_text_color: null,
  },
  mobile_light_theme: null,
  mobile_dark_theme: null,
  user: null,
  subdomain: null,
  logo: null,
};

describe('banner order (2.11)', () => {
  it('is subscription warning, system warnings, white-label trial warning, accounts switcher', () => {
    expect(
      bannerStack({
        'account-switcher': true,
        system: true,
        subscription: true,
        'white-label-trial': true,
      }),
    ).toEqual(['subscription', 'system', 'white-label-trial', 'account-switcher']);
    expect(bannerStack({ 'account-switcher': true, system: true })).toEqual([
      'system',
      'account-switcher',
    ]);
  });
});

describe('subscription warning banner', () => {
  const trial = guardSession(
    businessCoach({ current: { subscription: trialSubscription(3, now) } }),
  );

  it('shows a red trial warning to a business coach', () => {
    const warning = subscriptionBanner(trial, at('my_plans_active'), now, false);
    expect(warning?.messageKey).toBe('trial_without_clients');
    expect(warning?.colour).toBe('red');
  });

  it('is green while the trial has more than 7 days and few clients', () => {
    const long = guardSession(
      businessCoach({ current: { subscription: trialSubscription(20, now) } }),
    );
    expect(subscriptionBanner(long, at('my_plans_active'), now, false)?.colour).toBe('green');
  });

  it('is not shown on the own profile, to clients, or on the listed routes', () => {
    const own = guardSession(
      privateCoach({ current: { subscription: trialSubscription(3, now) } }),
    );
    expect(subscriptionBanner(own, at('coach_my_profile_info'), now, false)).toBeNull();
    expect(subscriptionBanner(guardSession(client()), at('user_my_plans'), now, false)).toBeNull();
    for (const name of [
      'coach_blocked',
      'coach_purchase',
      'create-account',
      'onboarding-business-setup',
      'coach_profile_billing',
      'coach_profile_subscription',
      'choose_your_plan',
    ]) {
      expect(subscriptionBanner(trial, at(name), now, false), name).toBeNull();
    }
  });

  it('tells a business non-owner of a blocked account to contact the owner', () => {
    const member = guardSession(
      memberCoach({ current: { subscription: expiredTrialSubscription } }),
    );
    expect(subscriptionBanner(member, at('my_plans_active'), now, false)?.messageKey).toBe(
      'for_invited',
    );
  });

  it('keeps a closed clients_before_limit message closed', () => {
    const crowdedFree = guardSession(
      businessCoach({ current: { subscription: { ...freeSubscription, active_sub_clients: 4 } } }),
    );
    expect(subscriptionBanner(crowdedFree, at('my_plans_active'), now, false)?.closable).toBe(true);
    expect(subscriptionBanner(crowdedFree, at('my_plans_active'), now, true)).toBeNull();
  });

  it('says nothing for an active plan under its limits', () => {
    expect(
      subscriptionBanner(guardSession(businessCoach()), at('my_plans_active'), now, false),
    ).toBeNull();
  });
});

describe('system warnings', () => {
  const coach = guardSession(businessCoach());
  const missedOne = {
    type: 'missed-payment' as const,
    data: [{ plan_id: 5, custom_url: 'strong-30' }],
  };

  it('are hidden on the program creation and edit routes and on a conversation', () => {
    for (const name of [
      'create_plan_main_info',
      'create_plan_schedule',
      'create_plan_review',
      'coach_program_edit',
      'conversation',
    ]) {
      expect(visibleSystemWarnings([missedOne], coach, at(name)), name).toEqual([]);
    }
    expect(visibleSystemWarnings([missedOne], coach, at('my_plans_active'))).toEqual([missedOne]);
  });

  it('hide missed-payment on billing history and on that program’s page', () => {
    expect(visibleSystemWarnings([missedOne], coach, at('billing_history'))).toEqual([]);
    expect(
      visibleSystemWarnings([missedOne], coach, at('public_plan', { plan_id: 'strong-30' })),
    ).toEqual([]);
    expect(visibleSystemWarnings([missedOne], coach, at('public_plan', { plan_id: '5' }))).toEqual(
      [],
    );
    expect(visibleSystemWarnings([missedOne], coach, at('public_plan', { plan_id: '6' }))).toEqual([
      missedOne,
    ]);
  });

  it('hide configure-web-address on the Zapier page and once closed, the declined icon on the app icon page', () => {
    const web = { type: 'coach-configure-web-address' as const, data: [] };
    const icon = { type: 'coach-app-icon-was-declined' as const, data: [] };
    expect(visibleSystemWarnings([web, icon], coach, at('zapier-integration'))).toEqual([icon]);
    expect(visibleSystemWarnings([web, icon], coach, at('customisation-app-icon'))).toEqual([web]);
    const closed = guardSession(
      businessCoach({ current: { popup_storage: ['coach-configure-web-address'] } }),
    );
    expect(visibleSystemWarnings([web], closed, at('my_plans_active'))).toEqual([]);
  });

  it('add the Stripe verification warning from the connected account (4)', () => {
    const connect = {
      account: 'acct_1',
      external_account: null,
      verification_fields: [],
      charges_enabled: true,
      payouts_enabled: true,
    };
    const fine = guardSession(businessCoach({ current: { stripe_connect: connect } }));
    const stale = { type: 'coach-stripe-verification-needed' as const, data: [] };
    expect(visibleSystemWarnings([stale], fine, at('my_plans_active'))).toEqual([]);
    for (const broken of [
      { ...connect, verification_fields: ['individual.id_number'] },
      { ...connect, charges_enabled: false },
      { ...connect, payouts_enabled: false },
    ]) {
      const session = guardSession(businessCoach({ current: { stripe_connect: broken } }));
      expect(visibleSystemWarnings([], session, at('my_plans_active')).map((w) => w.type)).toEqual([
        'coach-stripe-verification-needed',
      ]);
    }
    const member = guardSession(
      memberCoach({ current: { stripe_connect: { ...connect, charges_enabled: false } } }),
    );
    expect(visibleSystemWarnings([], member, at('my_plans_active'))).toEqual([]);
  });

  it('shows no Stripe verification warning without a connected account (6)', () => {
    const unconnected = guardSession(businessCoach({ current: { stripe_connect: null } }));
    expect(visibleSystemWarnings([], unconnected, at('my_plans_active'))).toEqual([]);
    const noAccountId = guardSession(
      businessCoach({
        current: {
          stripe_connect: {
            account: null,
            external_account: null,
            verification_fields: [],
            charges_enabled: false,
            payouts_enabled: false,
          },
        },
      }),
    );
    expect(visibleSystemWarnings([], noAccountId, at('my_plans_active'))).toEqual([]);
  });
});

describe('white-label trial warning', () => {
  const onTrial = guardSession(
    businessCoach({ current: { subscription: trialSubscription(10, now) } }),
  );

  it('shows on an active trial with customisation set', () => {
    expect(whiteLabelTrialVisible(onTrial, branded, at('my_plans_active'))).toBe(true);
  });

  it('needs customisation, a trial (not PRO or free), and is hidden on my accounts or once dismissed', () => {
    expect(whiteLabelTrialVisible(onTrial, null, at('my_plans_active'))).toBe(false);
    expect(whiteLabelTrialVisible(onTrial, branded, at('coach_profile_my_accounts'))).toBe(false);
    const pro = guardSession(businessCoach({ current: { subscription: activeProSubscription } }));
    expect(whiteLabelTrialVisible(pro, branded, at('my_plans_active'))).toBe(false);
    const dismissed = guardSession(
      businessCoach({
        current: { subscription: trialSubscription(10, now), popup_storage: ['swl-trial-warning'] },
      }),
    );
    expect(whiteLabelTrialVisible(dismissed, branded, at('my_plans_active'))).toBe(false);
  });
});

describe('highlighted empty private account (2.12)', () => {
  const current = accountItem({ current_account: true });
  const emptyPrivate = accountItem({ id: 1, kind: 'private', subscription: emptySubscription });

  it('highlights an empty private account that is the only other one', () => {
    expect(highlightedEmptyPrivateAccount([current, emptyPrivate], [])).toEqual(emptyPrivate);
  });

  it('not once clicked, nor with more accounts, nor when it has a trial', () => {
    expect(
      highlightedEmptyPrivateAccount(
        [current, emptyPrivate],
        ['clicked-by-highlighted-coach-empty-account'],
      ),
    ).toBeNull();
    expect(
      highlightedEmptyPrivateAccount([current, emptyPrivate, accountItem({ id: 3 })], []),
    ).toBeNull();
    expect(
      highlightedEmptyPrivateAccount(
        [current, { ...emptyPrivate, subscription: trialSubscription(5, now) }],
        [],
      ),
    ).toBeNull();
  });
});
