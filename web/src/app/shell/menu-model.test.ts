import { describe, expect, it } from 'vitest';
import {
  businessCoach,
  client,
  emptySubscription,
  expiredTrialSubscription,
  memberCoach,
  privateCoach,
} from '../../test/fixtures';
import { guardSession } from '../../lib/session/session';
import { activeGroup, headerModel, type HeaderModel, type MenuItem } from './menu-model';

const allItems = (model: HeaderModel): MenuItem[] => model.mobile.flatMap((group) => group.items);
const item = (model: HeaderModel, key: string) =>
  allItems(model).find((entry) => entry.key === key);
const labels = (items: MenuItem[]) => items.map((entry) => entry.label);

const connected = {
  stripe_account_type: 'custom' as const,
  stripe_connect: {
    account: 'acct_1',
    external_account: null,
    verification_fields: [],
    charges_enabled: true,
    payouts_enabled: true,
  },
};

describe('header menus (platform.md 2.10)', () => {
  it('visitor: log in and sign up only', () => {
    const model = headerModel(null, { isMobile: false });
    expect(model.kind).toBe('visitor');
    expect(labels(allItems(model))).toEqual(['Log in', 'Sign up']);
    expect(model.feed.show).toBe(false);
  });

  it('coach on the private account: the limited menu, no chat or notification indicators', () => {
    const model = headerModel(
      guardSession(privateCoach({ current: { has_new_notifications: true } })),
      { isMobile: true },
    );
    expect(model.kind).toBe('private-coach');
    expect(labels(allItems(model))).toEqual([
      'My profile',
      'My accounts',
      "What's New",
      'Help Centre',
      'Chat to the team',
      'Log out',
    ]);
    expect(labels(model.account).slice(0, 2)).toEqual(['My profile', 'My accounts']);
    expect(model.feed.show || model.inbox.show || model.mobileDot).toBe(false);
    expect(model.nav).toEqual([]);
  });

  it("private coach: What's New is disabled when notes are (blocked account)", () => {
    const blocked = headerModel(
      guardSession(privateCoach({ current: { subscription: emptySubscription } })),
      { isMobile: true },
    );
    expect(item(blocked, 'whats-new')?.disabled).toBe(true);
  });

  it('business owner: every group, settings, and the log-out note', () => {
    const model = headerModel(guardSession(businessCoach({ current: connected })), {
      isMobile: false,
    });
    expect(model.kind).toBe('business-coach');
    expect(labels(allItems(model))).toEqual([
      'Dashboard',
      'Settings',
      'My accounts',
      'Notifications',
      'Chat',
      'Programs',
      'Exercises',
      'Challenges',
      'Leaderboards',
      'Templates',
      'Resources',
      'Clients',
      'Your Storefront',
      'Coupons',
      'Customisation',
      'Zapier integration',
      'Help Centre',
      'Demo Videos',
      "What's New",
      'Talk to support',
      'Connect to Stripe',
      'Download the app',
      'Log out',
    ]);
    expect(item(model, 'log-out')?.note).toBe('You will be logged out from all accounts.');
    expect(allItems(model).filter((entry) => entry.disabled)).toEqual([]);
  });

  it('business coach without a custom Stripe account: no Dashboard, no Coupons', () => {
    const model = headerModel(guardSession(businessCoach()), { isMobile: false });
    expect(item(model, 'dashboard')).toBeUndefined();
    expect(item(model, 'coupons')).toBeUndefined();
  });

  it("business owner: 'Connect to Stripe' opens the payouts settings, connected or not (2.10)", () => {
    for (const me of [businessCoach(), businessCoach({ current: connected })]) {
      const model = headerModel(guardSession(me), { isMobile: false });
      const connect = model.account.find((entry) => entry.key === 'connect-stripe');
      expect(connect).toMatchObject({ label: 'Connect to Stripe', to: '/coach/profile/payouts' });
      expect(connect?.disabled).toBeFalsy();
    }
  });

  it('business non-owner: no Settings, Dashboard, Coupons, Customisation or Stripe', () => {
    const model = headerModel(guardSession(memberCoach({ current: connected })), {
      isMobile: false,
    });
    for (const key of [
      'settings',
      'dashboard',
      'coupons',
      'customisation',
      'zapier',
      'connect-stripe',
    ]) {
      expect(item(model, key), key).toBeUndefined();
    }
    expect(item(model, 'my-accounts')).toBeDefined();
  });

  it('blocked account: Programming items except Programs, Clients, the Storefront and the inbox are disabled', () => {
    const model = headerModel(
      guardSession(
        businessCoach({ current: { ...connected, subscription: expiredTrialSubscription } }),
      ),
      {
        isMobile: false,
      },
    );
    const disabled = allItems(model)
      .filter((entry) => entry.disabled)
      .map((entry) => entry.key);
    expect(disabled).toEqual([
      'chat',
      'exercises',
      'challenges',
      'leaderboards',
      'templates',
      'resources',
      'clients',
      'your-storefront',
      'coupons',
      'customisation',
      'zapier',
      'whats-new',
    ]);
    expect(model.inbox.disabled).toBe(true);
    expect(model.nav.find((entry) => entry.key === 'storefront')?.disabled).toBe(true);
    expect(item(model, 'programs')?.disabled).toBe(false);
  });

  it('empty account: Dashboard disabled, and Programs disabled on desktop only', () => {
    const me = businessCoach({ current: { ...connected, subscription: emptySubscription } });
    const desktop = headerModel(guardSession(me), { isMobile: false });
    const mobile = headerModel(guardSession(me), { isMobile: true });
    expect(item(desktop, 'dashboard')?.disabled).toBe(true);
    expect(item(desktop, 'programs')?.disabled).toBe(true);
    expect(item(mobile, 'programs')?.disabled).toBe(false);
  });

  it('client: profile, programs, billing, settings, calendar, notifications, chat, help and the app', () => {
    const model = headerModel(guardSession(client()), { isMobile: false });
    expect(model.kind).toBe('client');
    expect(labels(allItems(model))).toEqual([
      'Profile',
      'Programs',
      'Billing',
      'Settings',
      'Calendar',
      'Notifications',
      'Chat',
      'Help Centre',
      "What's New",
      'Download the app',
      'Log out',
    ]);
    expect(labels(model.help)).not.toContain('Demo Videos');
  });

  it('puts a dot on the mobile toggle for unread notifications or chat messages', () => {
    expect(
      headerModel(guardSession(client({ current: { has_unread_chat_messages: true } })), {
        isMobile: true,
      }).mobileDot,
    ).toBe(true);
    expect(
      headerModel(guardSession(businessCoach({ current: { has_new_notifications: true } })), {
        isMobile: true,
      }).mobileDot,
    ).toBe(true);
    expect(headerModel(guardSession(businessCoach()), { isMobile: true }).mobileDot).toBe(false);
  });

  it('offers Switch account when the coach has other accounts', () => {
    const model = headerModel(guardSession(businessCoach()), {
      isMobile: false,
      hasOtherAccounts: true,
    });
    expect(labels(model.account)).toContain('Switch account');
  });
});

describe('menu highlighting (2.9)', () => {
  it('Programming on programs, exercises, challenges, leaderboards, templates or media paths', () => {
    for (const path of [
      '/coach/programs/active',
      '/coach/exercises/library',
      '/coach/challenges/library',
      '/leaderboards/daily',
      '/coach/templates/days',
      '/coach/media',
      '/coach/resources',
    ]) {
      expect(activeGroup(path, null), path).toBe('programming');
    }
  });

  it('Storefront on coupons paths or the public-page short link', () => {
    expect(activeGroup('/coach/coupons', null)).toBe('storefront');
    expect(activeGroup('/g/iron-gym', 'public-page-short-link')).toBe('storefront');
    expect(activeGroup('/coach/my_accounts', 'coach_profile_my_accounts')).toBeNull();
  });
});
