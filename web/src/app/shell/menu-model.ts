// What the header shows to each kind of user (platform.md 2.10, 6), as plain data so the rules
// (which items exist, which are disabled) are tested without rendering.
import { externalLinks } from '../../lib/external-links';
import { menuMessages as m } from '../../lib/messages';
import { pathTo } from '../../lib/routes/paths';
import type { GuardSession } from '../../lib/routes/route-types';

export type MenuAction = 'logout' | 'support' | 'switch-account';

export type MenuItem = {
  key: string;
  label: string;
  /** In-app address. */
  to?: string;
  /** External address (opens a new tab). */
  href?: string;
  action?: MenuAction;
  disabled?: boolean;
  /** Shown under the label (log-out note). */
  note?: string;
  /** Unread dot. */
  dot?: boolean;
};

export type MenuGroup = { key: string; label: string; items: MenuItem[]; disabled?: boolean };

/** A top-level entry: a link, or a group that opens a dropdown. */
export type NavEntry = ({ type: 'link' } & MenuItem) | ({ type: 'group' } & MenuGroup);

export type UserKind = 'visitor' | 'private-coach' | 'business-coach' | 'client';

export type HeaderModel = {
  kind: UserKind;
  /** The main navigation of the desktop header. */
  nav: NavEntry[];
  /** The avatar dropdown of the desktop header. */
  account: MenuItem[];
  /** The help dropdown. */
  help: MenuItem[];
  /** Every entry of the mobile menu, grouped. */
  mobile: MenuGroup[];
  /** Feed and inbox icons (not on the coach's own profile, nor for visitors). */
  feed: { show: boolean; dot: boolean };
  inbox: { show: boolean; dot: boolean; disabled: boolean };
  /** A dot on the mobile menu toggle (2.10). */
  mobileDot: boolean;
};

export function userKind(session: GuardSession): UserKind {
  if (!session) return 'visitor';
  if (session.me.current.role === 'user') return 'client';
  return session.me.current.account_kind === 'private' ? 'private-coach' : 'business-coach';
}

const logOut = (withNote: boolean): MenuItem => ({
  key: 'log-out',
  label: m.logOut,
  action: 'logout',
  ...(withNote ? { note: m.logOutNote } : {}),
});

function helpItems(kind: UserKind, releaseNotesDisabled: boolean): MenuItem[] {
  const coach = kind === 'private-coach' || kind === 'business-coach';
  const items: MenuItem[] = [
    { key: 'help-centre', label: m.helpCentre, href: externalLinks.helpCentre },
  ];
  // Demo videos and the live support chat are for coaches only (platform.md 6).
  if (coach)
    items.push({ key: 'demo-videos', label: m.demoVideos, href: externalLinks.demoVideos });
  items.push({
    key: 'whats-new',
    label: m.whatsNew,
    to: pathTo('release-notes'),
    disabled: releaseNotesDisabled,
  });
  if (coach) items.push({ key: 'support', label: m.talkToSupport, action: 'support' });
  return items;
}

export type HeaderOptions = {
  /** Under 797.98 px: Programs is disabled on desktop only when the account is empty (2.10). */
  isMobile: boolean;
  /** The coach has more than one account (offers 'Switch account'). */
  hasOtherAccounts?: boolean;
};

export function headerModel(
  session: GuardSession,
  { isMobile, hasOtherAccounts = false }: HeaderOptions,
): HeaderModel {
  const kind = userKind(session);
  const none = {
    feed: { show: false, dot: false },
    inbox: { show: false, dot: false, disabled: false },
    mobileDot: false,
  };

  if (!session || kind === 'visitor') {
    const items: MenuItem[] = [
      { key: 'log-in', label: m.logIn, to: pathTo('onboarding-signin') },
      {
        key: 'sign-up',
        label: m.signUp,
        to: pathTo('onboarding-coaching-signup', { role: 'coaching' }),
      },
    ];
    return {
      kind,
      nav: [],
      account: items,
      help: helpItems(kind, true),
      mobile: [{ key: 'main', label: m.menu, items }],
      ...none,
    };
  }

  const { current } = session.me;
  const { flags } = session;
  const blocked = flags.accountBlocked;
  const unread = {
    notifications: current.has_new_notifications,
    chat: current.has_unread_chat_messages,
  };
  const switchItem: MenuItem[] = hasOtherAccounts
    ? [{ key: 'switch-account', label: m.switchAccount, action: 'switch-account' }]
    : [];

  if (kind === 'private-coach') {
    // Own profile: limited menus, no chat or notification indicators (2.10).
    const profile: MenuItem = {
      key: 'my-profile',
      label: m.myProfile,
      to: pathTo('coach_my_profile_info'),
    };
    const accounts: MenuItem = {
      key: 'my-accounts',
      label: m.myAccounts,
      to: pathTo('coach_profile_my_accounts'),
    };
    const whatsNew: MenuItem = {
      key: 'whats-new',
      label: m.whatsNew,
      to: pathTo('release-notes'),
      disabled: blocked,
    };
    const mobileItems: MenuItem[] = [
      profile,
      accounts,
      ...switchItem,
      whatsNew,
      { key: 'help-centre', label: m.helpCentre, href: externalLinks.helpCentre },
      { key: 'support', label: m.chatToTheTeam, action: 'support' },
      logOut(false),
    ];
    return {
      kind,
      nav: [],
      account: [profile, accounts, ...switchItem, logOut(false)],
      help: helpItems(kind, blocked),
      mobile: [{ key: 'main', label: m.menu, items: mobileItems }],
      ...none,
    };
  }

  if (kind === 'client') {
    const items = {
      profile: { key: 'profile', label: m.profile, to: pathTo('user_profile_info') },
      programs: { key: 'programs', label: m.programs, to: pathTo('user_my_programs') },
      calendar: { key: 'calendar', label: m.calendar, to: pathTo('calendar') },
      billing: { key: 'billing', label: m.billing, to: pathTo('user_billing') },
      settings: { key: 'settings', label: m.settings, to: pathTo('user_settings') },
      notifications: {
        key: 'notifications',
        label: m.notifications,
        to: pathTo('feed_overview'),
        dot: unread.notifications,
      },
      chat: { key: 'chat', label: m.chat, to: pathTo('conversations'), dot: unread.chat },
      download: { key: 'download-app', label: m.downloadApp, href: externalLinks.clientApp },
    } satisfies Record<string, MenuItem>;
    const help = helpItems(kind, false);
    return {
      kind,
      nav: [
        { type: 'link', ...items.programs },
        { type: 'link', ...items.calendar },
      ],
      account: [items.profile, items.billing, items.settings, items.download, logOut(false)],
      help,
      mobile: [
        {
          key: 'main',
          label: m.menu,
          items: [items.profile, items.programs, items.billing, items.settings],
        },
        {
          key: 'activity',
          label: m.calendar,
          items: [items.calendar, items.notifications, items.chat],
        },
        { key: 'help', label: m.help, items: help },
        { key: 'more', label: '', items: [items.download, logOut(false)] },
      ],
      feed: { show: true, dot: unread.notifications },
      inbox: { show: true, dot: unread.chat, disabled: false },
      mobileDot: unread.notifications || unread.chat,
    };
  }

  // Coach on a business account.
  const dashboard: MenuItem[] =
    flags.financialFeatures && flags.customProviderAccount
      ? [
          {
            key: 'dashboard',
            label: m.dashboard,
            to: pathTo('coach_dashboard'),
            disabled: flags.accountEmpty,
          },
        ]
      : [];
  const settings: MenuItem[] = flags.financialFeatures
    ? [{ key: 'settings', label: m.settings, to: pathTo('coach_profile_info') }]
    : [];
  const myAccounts: MenuItem = {
    key: 'my-accounts',
    label: m.myAccounts,
    to: pathTo('coach_profile_my_accounts'),
  };
  const notifications: MenuItem = {
    key: 'notifications',
    label: m.notifications,
    to: pathTo('feed_overview'),
    dot: unread.notifications,
  };
  const chat: MenuItem = {
    key: 'chat',
    label: m.chat,
    to: pathTo('conversations'),
    dot: unread.chat,
    disabled: blocked,
  };
  const programming: MenuGroup = {
    key: 'programming',
    label: m.programming,
    items: [
      {
        key: 'programs',
        label: m.programs,
        to: pathTo('my_plans'),
        disabled: !isMobile && flags.accountEmpty,
      },
      { key: 'exercises', label: m.exercises, to: pathTo('exercises'), disabled: blocked },
      { key: 'challenges', label: m.challenges, to: pathTo('challenges'), disabled: blocked },
      { key: 'leaderboards', label: m.leaderboards, to: pathTo('leaderboards'), disabled: blocked },
      { key: 'templates', label: m.templates, to: pathTo('templates'), disabled: blocked },
      { key: 'resources', label: m.resources, to: pathTo('media_library'), disabled: blocked },
    ],
  };
  const clients: MenuItem = {
    key: 'clients',
    label: m.clients,
    to: pathTo('clients'),
    disabled: blocked,
  };
  const storefront: MenuGroup = {
    key: 'storefront',
    label: m.storefront,
    disabled: blocked,
    items: [
      {
        key: 'your-storefront',
        label: m.yourStorefront,
        to: pathTo('own-public-page'),
        disabled: blocked,
      },
      ...(flags.financialFeatures && flags.providerAccountPresent
        ? [
            {
              key: 'coupons',
              label: m.coupons,
              to: pathTo('coach_profile_coupons'),
              disabled: blocked,
            },
          ]
        : []),
      ...(flags.financialFeatures && flags.businessAccount
        ? [
            {
              key: 'customisation',
              label: m.customisation,
              to: pathTo('customisation'),
              disabled: blocked,
            },
            { key: 'zapier', label: m.zapier, to: pathTo('zapier-integration'), disabled: blocked },
          ]
        : []),
    ],
  };
  const help = helpItems(kind, blocked);
  const connect: MenuItem[] = flags.financialFeatures
    ? [{ key: 'connect-stripe', label: m.connectStripe, to: pathTo('coach_profile_payment') }]
    : [];
  const download: MenuItem = {
    key: 'download-app',
    label: m.downloadApp,
    href: externalLinks.coachApp,
  };

  return {
    kind,
    nav: [
      ...dashboard.map((item) => ({ type: 'link' as const, ...item })),
      { type: 'group', ...programming },
      { type: 'link', ...clients },
      { type: 'group', ...storefront },
    ],
    account: [...settings, myAccounts, ...switchItem, ...connect, download, logOut(true)],
    help,
    mobile: [
      {
        key: 'main',
        label: m.menu,
        items: [...dashboard, ...settings, myAccounts, ...switchItem, notifications, chat],
      },
      programming,
      { key: 'clients', label: m.clients, items: [clients] },
      storefront,
      { key: 'help', label: m.help, items: help },
      { key: 'more', label: '', items: [...connect, download, logOut(true)] },
    ],
    feed: { show: true, dot: unread.notifications },
    inbox: { show: true, dot: unread.chat, disabled: blocked },
    mobileDot: unread.notifications || unread.chat,
  };
}

const PROGRAMMING_PATHS = [
  'coach/programs',
  'exercises',
  'challenges',
  'leaderboards',
  'templates',
  'media',
  'resources',
];

/**
 * Menu highlighting (2.9): Programming on paths containing coach/programs, exercises, challenges,
 * leaderboards, templates or media (resources is the media library's path); Storefront on coupons
 * paths or the public-page short link.
 */
export function activeGroup(
  pathname: string,
  routeName: string | null,
): 'programming' | 'storefront' | null {
  if (PROGRAMMING_PATHS.some((part) => pathname.includes(part))) return 'programming';
  if (pathname.includes('coupons') || routeName === 'public-page-short-link') return 'storefront';
  return null;
}

/** Whether `to` is the current page or one below it. */
export const isActivePath = (pathname: string, to: string | undefined) =>
  Boolean(to) && (pathname === to || pathname.startsWith(`${to}/`));
