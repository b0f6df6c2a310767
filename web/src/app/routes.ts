// The shell's own routes: redirects, the error and static pages, and the areas built later (the
// honest 'coming soon' placeholder). app/route-table.ts composes them with each feature's routes.
import * as rules from '../lib/routes/route-rules';
import { pathTo } from '../lib/routes/paths';
import { to } from './redirect-to';
import type { RouteEntry } from '../lib/routes/route-types';

const notFound = () => import('./pages/not-found-page');
const styleGuide = () => import('./pages/style-guide-page');
/** The honest placeholder of areas built later: the area's title and 'This area is coming soon.' */
const soon = () => import('./pages/coming-soon-page');
const staticPage = () => import('./pages/static-page');

export const shellRoutes: readonly RouteEntry[] = [
  // --- 2.1 root and error routes ---
  { name: 'main', access: 'public', redirect: rules.mainRedirect },
  { name: 'not-found', access: 'public', page: notFound, title: 'Page not found' },
  {
    name: 'style-guide',
    access: 'public',
    page: styleGuide,
    title: 'Style guide',
  },
  { name: 'profile', access: 'public', redirect: rules.profileRedirect },

  // --- 2.2 onboarding ---
  { name: 'onboarding', access: 'public', redirect: to('onboarding-signin') },
  {
    name: 'onboarding-role',
    access: 'public',
    redirect: to('onboarding-coaching-signup', () => ({ role: 'coaching' })),
  },

  // --- 2.3 other entry routes (the Stripe onboarding pages are in features/payouts) ---
  {
    name: 'legacy-user-type',
    access: 'public',
    redirect: to('onboarding-role'),
  },
  { name: 'legacy-sign-in', access: 'public', redirect: to('onboarding-signin') },
  {
    name: 'legacy-sign-up',
    access: 'public',
    redirect: to('onboarding-coaching-signup', (p) => ({ role: p.role ?? 'coaching' })),
  },
  {
    name: 'legacy-forgot-password',
    access: 'public',
    redirect: to('onboarding-forgot-password'),
  },
  {
    name: 'legacy-reset-password',
    access: 'public',
    redirect: to('onboarding-reset-password'),
  },
  {
    name: 'static-pages',
    access: 'public',
    redirect: to('static-page', () => ({ page: 'privacy_policy' })),
  },
  {
    name: 'static-page',
    access: 'public',
    page: staticPage,
    rule: rules.staticPage,
  },

  // --- 2.4 client area ---
  { name: 'user', access: 'user', redirect: to('user_my_plans') },
  {
    name: 'user_my_programs',
    access: 'user',
    redirect: to('user_my_plans'),
  },
  {
    name: 'user_settings',
    access: 'user',
    redirect: to('settings_default_units'),
  },
  {
    name: 'user_billing',
    access: 'user',
    redirect: to('billing_purchases'),
  },
  // The billing tabs are in features/billing.

  // --- 2.5 program pages ---
  { name: 'plan', access: 'public', redirect: to('public_plan') },

  // --- 2.6 coach area: account, subscription and settings ---
  { name: 'coach', access: 'coach', redirect: rules.coachRootRedirect },
  {
    name: 'coach_profile_coupons',
    access: 'coach',
    page: soon,
    title: 'Coupons',
    needs: ['financial', 'providerAccount'],
  },
  {
    name: 'coach_purchase',
    access: 'coach',
    redirect: to('coach_profile_subscription'),
  },
  {
    name: 'coach_profile',
    access: 'coach',
    redirect: to('coach_profile_info'),
    needs: ['financial'],
  },
  {
    name: 'choose_your_plan',
    access: 'coach',
    page: soon,
    title: 'Choose your plan',
    needs: ['financial'],
    availableToBlocked: true,
    rule: rules.chooseYourPlan,
  },
  {
    name: 'coach_my_profile',
    access: 'coach',
    redirect: to('coach_my_profile_info'),
  },

  // --- 2.6 resources and clients ---
  { name: 'coach_media', access: 'coach', redirect: to('media_library') },
  {
    name: 'coach_media_owner',
    access: 'coach',
    redirect: to('owner_media_library'),
  },
  {
    name: 'clients',
    access: 'coach',
    redirect: to('clients_with_programs'),
  },
  {
    name: 'clients_with_programs',
    access: 'coach',
    page: soon,
    title: 'Clients',
  },
  {
    name: 'clients_past',
    access: 'coach',
    page: soon,
    title: 'Clients',
  },
  {
    name: 'clients_in_trials',
    access: 'coach',
    page: soon,
    title: 'Clients',
  },
  {
    name: 'clients_to_review',
    access: 'coach',
    page: soon,
    title: 'Clients',
  },
  {
    name: 'clients_pending',
    access: 'coach',
    redirect: to('clients_with_programs'),
  },
  {
    name: 'client_profile',
    access: 'coach',
    redirect: to('show_client_programs'),
  },
  {
    name: 'show_client_programs',
    access: 'coach',
    page: soon,
    title: 'Client profile',
  },
  {
    name: 'client-profile-benchmarks',
    access: 'coach',
    page: soon,
    title: 'Client profile',
  },
  {
    name: 'client-profile-benchmark',
    access: 'coach',
    page: soon,
    title: 'Client profile',
  },
  {
    name: 'client-profile-body-metrics',
    access: 'coach',
    page: soon,
    title: 'Client profile',
  },
  {
    name: 'client-profile-body-metric',
    access: 'coach',
    page: soon,
    title: 'Client profile',
  },
  {
    name: 'client-profile-challenges',
    access: 'coach',
    page: soon,
    title: 'Client profile',
  },
  {
    name: 'client-profile-challenge',
    access: 'coach',
    page: soon,
    title: 'Client profile',
  },

  // --- 2.6 programs ---
  { name: 'my_plans', access: 'coach', redirect: to('my_plans_active') },
  {
    name: 'create_plan',
    access: 'coach',
    redirect: to('create_plan_main_info'),
  },
  {
    name: 'create_plan_choose_type',
    access: 'coach',
    redirect: () => pathTo('my_plans_active', {}, { choose_program_type: true }),
  },
  {
    name: 'edit_plan',
    access: 'coach',
    redirect: to('edit_plan_main_info'),
  },
  {
    name: 'coach_program_view',
    access: 'coach-program',
    redirect: to('coach_program_view_clients'),
  },

  // --- 2.6 libraries ---
  {
    name: 'exercises',
    access: 'coach',
    redirect: to('my_exercises_library'),
  },
  {
    name: 'templates',
    access: 'coach',
    redirect: to('workout_library_days'),
  },
  {
    name: 'benchmarks_library',
    access: 'coach',
    page: soon,
    title: 'Benchmarks',
  },
  {
    name: 'challenges',
    access: 'coach',
    redirect: to('challenges-library'),
  },
  {
    name: 'challenges-library',
    access: 'coach',
    page: soon,
    title: 'Challenges',
  },
  {
    name: 'forma_challenges_library',
    access: 'coach',
    page: soon,
    title: 'Challenges',
  },

  // --- 2.6 money, branding and integrations ---
  {
    name: 'coach_dashboard',
    access: 'coach',
    redirect: to('coach_dashboard_transactions'),
    needs: ['financial', 'customProvider'],
  },
  {
    name: 'coach_dashboard_transactions',
    access: 'coach',
    page: soon,
    title: 'Dashboard',
    needs: ['financial', 'customProvider'],
    availableToBlocked: true,
  },
  {
    name: 'coach_dashboard_payouts',
    access: 'coach',
    page: soon,
    title: 'Dashboard',
    needs: ['financial', 'customProvider'],
    availableToBlocked: true,
  },
  {
    name: 'customisation',
    access: 'coach',
    redirect: to('customisation-web-address'),
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'customisation-web',
    access: 'coach',
    redirect: to('customisation-web-address'),
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'customisation-web-address',
    access: 'coach',
    page: soon,
    title: 'Customisation',
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'customisation-web-logo',
    access: 'coach',
    page: soon,
    title: 'Customisation',
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'customisation-web-theme',
    access: 'coach',
    page: soon,
    title: 'Customisation',
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'customisation-app',
    access: 'coach',
    redirect: to('customisation-app-icon'),
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'customisation-app-icon',
    access: 'coach',
    page: soon,
    title: 'Customisation',
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'customisation-app-theme',
    access: 'coach',
    page: soon,
    title: 'Customisation',
    needs: ['financial', 'businessAccount'],
  },
  {
    name: 'zapier-integration',
    access: 'coach',
    page: soon,
    title: 'Zapier integration',
    needs: ['financial', 'businessAccount'],
  },

  // --- 2.7 public pages ---
  {
    name: 'coach_public',
    access: 'public',
    redirect: to('public-page-view', (p) => ({ user_id: p.id })),
  },
  {
    name: 'coach_public_overview',
    access: 'public',
    redirect: to('public-page-view', (p) => ({ user_id: p.id })),
  },
  {
    name: 'coach_public_plans',
    access: 'public',
    redirect: to('public-page-plans', (p) => ({ user_id: p.id })),
  },
  {
    name: 'own-public-page',
    access: 'authenticated',
    redirect: rules.ownPublicPage('public-page-view'),
  },
  {
    name: 'own-public-page-plans',
    access: 'authenticated',
    redirect: rules.ownPublicPage('public-page-plans'),
  },
  {
    name: 'own-public-page-coaches',
    access: 'authenticated',
    redirect: rules.ownPublicPage('public-page-coaches'),
  },
  {
    name: 'own-public-page-edit',
    access: 'coach',
    page: soon,
    title: 'Your Storefront',
    rule: rules.ownPublicPageEdit,
  },
  {
    name: 'public-page-view',
    access: 'public',
    page: soon,
    title: 'Storefront',
    publicPage: true,
  },
  {
    name: 'public-page-plans',
    access: 'public',
    page: soon,
    title: 'Storefront',
    publicPage: true,
  },
  {
    name: 'public-page-coaches',
    access: 'public',
    page: soon,
    title: 'Storefront',
    publicPage: true,
  },
  {
    name: 'public-page-short-link',
    access: 'public',
    page: soon,
    title: 'Storefront',
    publicPage: true,
    rule: rules.shortLinkType,
  },
  {
    name: 'public-page-short-link-plans',
    access: 'public',
    page: soon,
    title: 'Storefront',
    publicPage: true,
    rule: rules.shortLinkType,
  },
  {
    name: 'public-page-short-link-coaches',
    access: 'public',
    page: soon,
    title: 'Storefront',
    publicPage: true,
    rule: rules.shortLinkType,
  },

  // --- 2.8 chat, feed, leaderboards, release notes ---
  { name: 'chat', access: 'authenticated', redirect: to('conversations') },
  { name: 'conversations', access: 'authenticated', page: soon, title: 'Chat' },
  {
    name: 'conversations_messages',
    access: 'authenticated',
    page: soon,
    title: 'Chat',
  },
  {
    name: 'conversations_communities',
    access: 'authenticated',
    page: soon,
    title: 'Chat',
  },
  {
    name: 'conversation',
    access: 'authenticated',
    page: soon,
    title: 'Chat',
  },
  { name: 'feed', access: 'authenticated', redirect: to('feed_overview') },
  {
    name: 'feed_overview',
    access: 'authenticated',
    page: soon,
    title: 'My Feed',
    availableToBlocked: true,
  },
  {
    name: 'feed_warnings',
    access: 'authenticated',
    page: soon,
    title: 'My Feed',
    availableToBlocked: true,
  },
  {
    name: 'feed_activity',
    access: 'authenticated',
    page: soon,
    title: 'My Feed',
    availableToBlocked: true,
  },
  {
    name: 'feed_financial',
    access: 'authenticated',
    page: soon,
    title: 'My Feed',
    availableToBlocked: true,
    rule: rules.feedFinancial,
  },
  {
    name: 'feed_invites',
    access: 'authenticated',
    page: soon,
    title: 'My Feed',
    availableToBlocked: true,
  },
  {
    name: 'feed_leaderboards',
    access: 'authenticated',
    page: soon,
    title: 'My Feed',
    availableToBlocked: true,
  },
  {
    name: 'leaderboards',
    access: 'authenticated',
    redirect: to('daily-leaderboards'),
    rule: rules.leaderboardIndex,
  },
  {
    name: 'daily-leaderboards',
    access: 'authenticated',
    page: soon,
    title: 'Leaderboards',
    rule: rules.leaderboardIndex,
  },
  {
    name: 'daily-leaderboard',
    access: 'authenticated',
    page: soon,
    title: 'Leaderboards',
  },
  {
    name: 'daily-leaderboard-comments',
    access: 'authenticated',
    page: soon,
    title: 'Leaderboards',
  },
  {
    name: 'challenges-leaderboards',
    access: 'authenticated',
    page: soon,
    title: 'Leaderboards',
    rule: rules.leaderboardIndex,
  },
  {
    name: 'challenges-leaderboard',
    access: 'authenticated',
    page: soon,
    title: 'Leaderboards',
  },
  {
    name: 'challenges-leaderboard-comments',
    access: 'authenticated',
    page: soon,
    title: 'Leaderboards',
  },
  {
    name: 'release-notes',
    access: 'authenticated',
    page: soon,
    title: "What's New",
  },
  // Any unknown path.
  { name: 'unknown', access: 'public', redirect: to('not-found', () => ({})) },
];
