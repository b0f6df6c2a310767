// Every route of platform.md section 2 by name, in one table (DECISIONS.md fixes the paths the
// spec leaves out). The router (router.tsx) is built from it, `pathTo` (paths.ts) reads it and the
// guards (guards/resolve-access.ts) decide access from its access rule, flags and rules.
//
// Adding a route: add an entry with a unique `name`, its absolute `path`, an `access` rule and
// either a lazily imported `page` or a `redirect`; set the flags that apply. Nothing else to wire.
import type { GuardContext, Params, RouteDef } from './route-types';
import { pathTo } from './paths';
import * as rules from './guards/route-rules';

/** Redirect to a named route. Names here are checked by route-table.test.ts (they cannot be typed without a cycle). */
const to =
  (name: string, params?: (p: Params, ctx: GuardContext) => Record<string, string | number | undefined>) =>
  (ctx: GuardContext): string =>
    pathTo(name as RouteName, params ? params(ctx.params, ctx) : { ...ctx.params });

// Pages of other areas, each its own chunk.
const signIn = () => import('../features/auth/pages/sign-in-page');
const forgotPassword = () => import('../features/auth/pages/forgot-password-page');
const resetPassword = () => import('../features/auth/pages/reset-password-page');
const confirmation = () => import('../features/auth/pages/confirmation-page');
const signUp = () => import('../features/onboarding/pages/sign-up-page');
const setupProfile = () => import('../features/onboarding/pages/setup-profile-page');
const success = () => import('../features/onboarding/pages/success-page');
const verifyInformation = () => import('../features/onboarding/pages/verify-information-page');
const acceptInvitation = () => import('../features/onboarding/pages/accept-invitation-page');
const athleteInvitation = () => import('../features/onboarding/pages/athlete-invitation-page');
const createTeam = () => import('../features/onboarding/pages/create-team-page');
const createAccount = () => import('../features/accounts/pages/create-account-page');
const businessSetup = () => import('../features/accounts/pages/business-setup-page');
const myAccounts = () => import('../features/accounts/pages/my-accounts-page');
const coachMyProfile = () => import('../features/profile/pages/coach-my-profile-page');
const clientProfile = () => import('../features/profile/pages/client-profile-page');
const clientSettings = () => import('../features/settings/pages/client-settings-page');
const coachSettings = () => import('../features/settings/pages/coach-settings-page');
const coachBlocked = () => import('../features/platform-plan/pages/coach-blocked-page');
const myPlans = () => import('../features/programs/pages/my-plans-page');
const clientMyPrograms = () => import('../features/programs/pages/client-my-programs-page');
// Pages of the shell.
const notFound = () => import('./pages/not-found-page');
const staticPage = () => import('./pages/static-page');
const styleGuide = () => import('./pages/style-guide-page');
/** The honest placeholder of areas built later: the area's title and 'This area is coming soon.' */
const soon = () => import('./pages/coming-soon-page');

export const routeTable = [
  // --- 2.1 root and error routes ---
  { name: 'main', path: '/', access: 'public', redirect: rules.mainRedirect },
  { name: 'not-found', path: '/404', access: 'public', page: notFound, title: 'Page not found' },
  { name: 'style-guide', path: '/style-guide', access: 'public', page: styleGuide, title: 'Style guide' },
  { name: 'profile', path: '/profile', access: 'public', redirect: rules.profileRedirect },

  // --- 2.2 onboarding ---
  { name: 'onboarding', path: '/onboarding', access: 'public', redirect: to('onboarding-signin') },
  { name: 'onboarding-signin', path: '/onboarding/sign_in', access: 'public', page: signIn, title: 'Log in', layout: 'bare', guestOnly: true },
  { name: 'onboarding-forgot-password', path: '/onboarding/forgot_password', access: 'public', page: forgotPassword, title: 'Forgot password', layout: 'bare' },
  { name: 'onboarding-reset-password', path: '/onboarding/reset_password', access: 'public', page: resetPassword, title: 'Reset password', layout: 'bare' },
  { name: 'onboarding-role', path: '/onboarding/role', access: 'public', redirect: to('onboarding-coaching-signup', () => ({ role: 'coaching' })) },
  { name: 'onboarding-coach-setup-profile', path: '/onboarding/setup-profile', access: 'coach', page: setupProfile, title: 'Set up your profile', layout: 'bare', rule: rules.setupProfile },
  { name: 'onboarding-coaching-signup', path: '/onboarding/sign_up/:role', access: 'public', page: signUp, title: 'Sign up', layout: 'bare', guestOnly: true, rule: rules.signUpRole },
  { name: 'onboarding-verify-information', path: '/onboarding/verify-information/:role', access: 'public', page: verifyInformation, title: 'Verify information', layout: 'bare', availableToBlocked: true, rule: rules.verifyInformationRole },
  { name: 'onboarding-create', path: '/onboarding/create/:type', access: 'public', page: createTeam, title: 'Create your team', layout: 'bare', availableToBlocked: true, rule: rules.createType },
  { name: 'onboarding-setup', path: '/onboarding/setup/:type', access: 'coach', page: createTeam, title: 'Create your team', layout: 'bare', availableToBlocked: true, rule: rules.setupType },
  { name: 'onboarding-accept-invitation', path: '/onboarding/accept-invitation/:token', access: 'public', page: acceptInvitation, title: 'Accept invitation', layout: 'bare', availableToBlocked: true, rule: rules.acceptInvitation },
  { name: 'onboarding-athlete-invitation', path: '/onboarding/athlete-invitation/:token', access: 'public', page: athleteInvitation, title: 'Accept invitation', layout: 'bare', rule: rules.athleteInvitation },
  { name: 'onboarding-business-setup', path: '/onboarding/business-setup/:type', access: 'coach', page: businessSetup, title: 'Set up your business', layout: 'bare', availableToBlocked: true, rule: rules.businessSetupType },

  // --- 2.3 other entry routes ---
  { name: 'success', path: '/success', access: 'authenticated', page: success, title: 'Welcome', layout: 'bare', availableToBlocked: true, rule: rules.successPage },
  { name: 'confirmation', path: '/confirmation', access: 'public', page: confirmation, title: 'Confirm your e-mail', layout: 'bare' },
  { name: 'stripe-onboarding', path: '/stripe-onboarding', access: 'coach', page: soon, title: 'Stripe', availableToBlocked: true, rule: rules.stripeOnboardingSource },
  { name: 'stripe-onboarding-error', path: '/stripe-onboarding/error', access: 'coach', page: soon, title: 'Stripe', availableToBlocked: true, rule: rules.stripeOnboardingErrorSource },
  { name: 'legacy-user-type', path: '/user_type', access: 'public', redirect: to('onboarding-role') },
  { name: 'legacy-sign-in', path: '/sign_in', access: 'public', redirect: to('onboarding-signin') },
  { name: 'legacy-sign-up', path: '/sign_up/:role?', access: 'public', redirect: to('onboarding-coaching-signup', (p) => ({ role: p.role ?? 'coaching' })) },
  { name: 'legacy-forgot-password', path: '/forgot_password', access: 'public', redirect: to('onboarding-forgot-password') },
  { name: 'legacy-reset-password', path: '/reset_password', access: 'public', redirect: to('onboarding-reset-password') },
  { name: 'static-pages', path: '/pages', access: 'public', redirect: to('static-page', () => ({ page: 'privacy_policy' })) },
  { name: 'static-page', path: '/pages/:page', access: 'public', page: staticPage, rule: rules.staticPage },
  { name: 'create-account', path: '/create-account', access: 'coach', page: createAccount, title: 'Create account', availableToBlocked: true },

  // --- 2.4 client area ---
  { name: 'user', path: '/user', access: 'user', redirect: to('user_my_plans') },
  { name: 'user_profile_info', path: '/user/profile', access: 'user', page: clientProfile, title: 'Profile' },
  { name: 'user_my_programs', path: '/user/my_programs', access: 'user', redirect: to('user_my_plans') },
  { name: 'user_my_plans', path: '/user/my_programs/active', access: 'user', page: clientMyPrograms, title: 'My programs' },
  { name: 'user_my_past_plans', path: '/user/my_programs/past', access: 'user', page: clientMyPrograms, title: 'My programs' },
  { name: 'user_my_invites_plans', path: '/user/my_programs/invites', access: 'user', page: clientMyPrograms, title: 'My programs' },
  { name: 'calendar', path: '/user/calendar', access: 'user', page: soon, title: 'Calendar', noFooter: true },
  { name: 'user_settings', path: '/user/settings', access: 'user', redirect: to('settings_default_units') },
  {
    name: 'settings', path: '/user/settings/:tab', access: 'user', page: clientSettings, title: 'Settings', rule: rules.clientSettingsTab,
    variants: { settings_default_units: { tab: 'default-units' }, settings_emails: { tab: 'emails' }, settings_privacy: { tab: 'privacy' } },
  },
  { name: 'user_billing', path: '/user/billing', access: 'user', redirect: to('billing_purchases') },
  {
    name: 'billing', path: '/user/billing/:tab', access: 'user', page: soon, title: 'Billing', rule: rules.clientBillingTab,
    // DECISIONS.md: user_billing_payment_methods is the same screen as billing_payment.
    variants: { billing_purchases: { tab: 'purchases' }, billing_payment: { tab: 'payment' }, billing_history: { tab: 'history' }, user_billing_payment_methods: { tab: 'payment' } },
  },

  // --- 2.5 program pages ---
  { name: 'public_plan', path: '/p/:plan_id', access: 'public', page: soon, title: 'Program', publicPage: true },
  { name: 'plan', path: '/plan/:plan_id', access: 'public', redirect: to('public_plan') },
  { name: 'plan_purchase_form', path: '/plan/:plan_id/purchase', access: 'authenticated', page: soon, title: 'Checkout' },

  // --- 2.6 coach area: account, subscription and settings ---
  { name: 'coach', path: '/coach', access: 'coach', redirect: rules.coachRootRedirect },
  { name: 'coach_profile_coupons', path: '/coach/coupons', access: 'coach', page: soon, title: 'Coupons', needs: ['financial', 'providerAccount'] },
  { name: 'coach_purchase', path: '/coach/purchase', access: 'coach', redirect: to('coach_profile_subscription') },
  { name: 'coach_profile', path: '/coach/profile', access: 'coach', redirect: to('coach_profile_info'), needs: ['financial'] },
  {
    name: 'coach_profile_tab', path: '/coach/profile/:tab', access: 'coach', page: coachSettings, title: 'Settings', needs: ['financial'], availableToBlocked: true, rule: rules.coachProfileTab,
    variants: {
      coach_profile_info: { tab: 'info' },
      coach_profile_payment: { tab: 'payouts' },
      coach_profile_settings: { tab: 'settings' },
      coach_profile_coaches: { tab: 'coaches' },
      coach_profile_billing: { tab: 'billing' },
      coach_profile_questions: { tab: 'questions' },
      coach_profile_analytics: { tab: 'analytics' },
      coach_profile_subscription: { tab: 'subscription' },
    },
  },
  { name: 'coach_blocked', path: '/coach/upgrade-your-account', access: 'coach', page: coachBlocked, title: 'Upgrade your account', availableToBlocked: true, rule: rules.coachBlocked },
  { name: 'choose_your_plan', path: '/coach/choose_your_plan', access: 'coach', page: soon, title: 'Choose your plan', needs: ['financial'], availableToBlocked: true, rule: rules.chooseYourPlan },
  { name: 'coach_my_profile', path: '/coach/my_profile', access: 'coach', redirect: to('coach_my_profile_info') },
  { name: 'coach_my_profile_info', path: '/coach/my_profile/info', access: 'coach', page: coachMyProfile, title: 'My profile', availableToBlocked: true },
  { name: 'coach_profile_my_accounts', path: '/coach/my_accounts', access: 'coach', page: myAccounts, title: 'My accounts', availableToBlocked: true },

  // --- 2.6 resources and clients ---
  { name: 'media_library', path: '/coach/resources', access: 'coach', page: soon, title: 'Resources' },
  { name: 'owner_media_library', path: '/coach/resources/:owner', access: 'coach', page: soon, title: 'Resources' },
  { name: 'coach_media', path: '/coach/media', access: 'coach', redirect: to('media_library') },
  { name: 'coach_media_owner', path: '/coach/media/:owner', access: 'coach', redirect: to('owner_media_library') },
  { name: 'clients', path: '/coach/clients', access: 'coach', redirect: to('clients_with_programs') },
  { name: 'clients_with_programs', path: '/coach/clients/active', access: 'coach', page: soon, title: 'Clients' },
  { name: 'clients_past', path: '/coach/clients/past', access: 'coach', page: soon, title: 'Clients' },
  { name: 'clients_in_trials', path: '/coach/clients/in-trials', access: 'coach', page: soon, title: 'Clients' },
  { name: 'clients_to_review', path: '/coach/clients/to_review', access: 'coach', page: soon, title: 'Clients' },
  { name: 'clients_pending', path: '/coach/clients/pending', access: 'coach', redirect: to('clients_with_programs') },
  { name: 'client_profile', path: '/coach/clients/:athlete_id', access: 'coach', redirect: to('show_client_programs') },
  { name: 'show_client_programs', path: '/coach/clients/:athlete_id/programs', access: 'coach', page: soon, title: 'Client profile' },
  { name: 'client-profile-benchmarks', path: '/coach/clients/:athlete_id/benchmarks', access: 'coach', page: soon, title: 'Client profile' },
  { name: 'client-profile-benchmark', path: '/coach/clients/:athlete_id/benchmarks/:metric_id', access: 'coach', page: soon, title: 'Client profile' },
  { name: 'client-profile-body-metrics', path: '/coach/clients/:athlete_id/body-metrics', access: 'coach', page: soon, title: 'Client profile' },
  { name: 'client-profile-body-metric', path: '/coach/clients/:athlete_id/body-metrics/:metric_id', access: 'coach', page: soon, title: 'Client profile' },
  { name: 'client-profile-challenges', path: '/coach/clients/:athlete_id/challenges', access: 'coach', page: soon, title: 'Client profile' },
  { name: 'client-profile-challenge', path: '/coach/clients/:athlete_id/challenges/:metric_id', access: 'coach', page: soon, title: 'Client profile' },

  // --- 2.6 calendars ---
  { name: 'coach_calendar', path: '/coach/calendar/:user_id/:plan_id', access: 'coach', page: soon, title: 'Calendar', noFooter: true, whiteTheme: true, betterOnDesktop: true, availableToBlocked: true },
  { name: 'athlete_calendar', path: '/coach/athlete/:user_id/calendar', access: 'coach', page: soon, title: 'Client calendar' },

  // --- 2.6 programs ---
  { name: 'my_plans', path: '/coach/programs', access: 'coach', redirect: to('my_plans_active') },
  { name: 'my_plans_active', path: '/coach/programs/active', access: 'coach', page: myPlans, title: 'Programs', availableToBlocked: true },
  { name: 'my_plans_active_ready', path: '/coach/programs/active/ready', access: 'coach', page: myPlans, title: 'Programs', availableToBlocked: true, rule: rules.welcomePopup },
  { name: 'my_plans_attention', path: '/coach/programs/attention', access: 'coach', page: myPlans, title: 'Programs', availableToBlocked: true },
  { name: 'create_plan', path: '/coach/programs/create', access: 'coach', redirect: to('create_plan_main_info') },
  { name: 'create_plan_choose_type', path: '/coach/programs/create/choose-plan-type', access: 'coach', redirect: (): string => pathTo('my_plans_active', {}, { choose_program_type: true }) },
  { name: 'create_plan_main_info', path: '/coach/programs/create/main', access: 'coach', page: soon, title: 'New program' },
  { name: 'create_plan_schedule', path: '/coach/programs/create/schedule/:plan_id', access: 'coach', page: soon, title: 'New program' },
  { name: 'create_plan_review', path: '/coach/programs/create/review/:plan_id', access: 'coach', page: soon, title: 'New program' },
  { name: 'edit_plan', path: '/coach/programs/edit/:plan_id', access: 'coach', redirect: to('edit_plan_main_info') },
  { name: 'edit_plan_main_info', path: '/coach/programs/edit/:plan_id/main', access: 'coach', page: soon, title: 'Edit program' },
  { name: 'edit_plan_sign_up_clients', path: '/coach/programs/edit/:plan_id/sign-up-clients', access: 'coach', page: soon, title: 'Edit program' },
  { name: 'edit_plan_schedule', path: '/coach/programs/edit/:plan_id/schedule', access: 'coach', page: soon, title: 'Edit program', betterOnDesktop: true },
  { name: 'edit_plan_calendar', path: '/coach/programs/edit/:plan_id/calendar/:user_id', access: 'coach', page: soon, title: 'Edit program' },
  { name: 'coach_program_view', path: '/coach/programs/:plan_id', access: 'coach-program', redirect: to('coach_program_view_clients') },
  { name: 'coach_program_view_details', path: '/coach/programs/:plan_id/details', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_view_clients', path: '/coach/programs/:plan_id/clients', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_view_in_trials', path: '/coach/programs/:plan_id/in-trials', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_view_scheduled', path: '/coach/programs/:plan_id/scheduled', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_view_invites', path: '/coach/programs/:plan_id/invites', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_view_past', path: '/coach/programs/:plan_id/past', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_view_settings', path: '/coach/programs/:plan_id/settings', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_view_waiver', path: '/coach/programs/:plan_id/waiver', access: 'coach-program', page: soon, title: 'Program', availableToBlocked: true },
  { name: 'coach_program_edit', path: '/coach/programs/:plan_id/edit', access: 'coach-program', page: soon, title: 'Edit program' },
  { name: 'coach_program_schedule', path: '/coach/programs/:plan_id/schedule', access: 'coach-program', page: soon, title: 'Program schedule', betterOnDesktop: true },

  // --- 2.6 libraries ---
  { name: 'exercises', path: '/coach/exercises', access: 'coach', redirect: to('my_exercises_library') },
  { name: 'my_exercises_library', path: '/coach/exercises/library', access: 'coach', page: soon, title: 'Exercises' },
  { name: 'templates', path: '/coach/templates', access: 'coach', redirect: to('workout_library_days') },
  { name: 'workout_library_days', path: '/coach/templates/days', access: 'coach', page: soon, title: 'Templates' },
  { name: 'templates_presets', path: '/coach/templates/presets', access: 'coach', page: soon, title: 'Templates' },
  { name: 'templates_presets_create', path: '/coach/templates/presets/create', access: 'coach', page: soon, title: 'Templates' },
  { name: 'templates_preset', path: '/coach/templates/presets/:plan_id', access: 'coach', page: soon, title: 'Templates' },
  { name: 'templates_race', path: '/coach/templates/race', access: 'coach', page: soon, title: 'Templates' },
  { name: 'templates_race_create', path: '/coach/templates/race/create', access: 'coach', page: soon, title: 'Templates' },
  { name: 'templates_race_template', path: '/coach/templates/race/:plan_id', access: 'coach', page: soon, title: 'Templates' },
  { name: 'benchmarks_library', path: '/coach/benchmarks', access: 'coach', page: soon, title: 'Benchmarks' },
  { name: 'challenges', path: '/coach/challenges', access: 'coach', redirect: to('challenges-library') },
  { name: 'challenges-library', path: '/coach/challenges/library', access: 'coach', page: soon, title: 'Challenges' },
  { name: 'forma_challenges_library', path: '/coach/challenges/forma', access: 'coach', page: soon, title: 'Challenges' },

  // --- 2.6 money, branding and integrations ---
  { name: 'coach_dashboard', path: '/coach/dashboard', access: 'coach', redirect: to('coach_dashboard_transactions'), needs: ['financial', 'customProvider'] },
  { name: 'coach_dashboard_transactions', path: '/coach/dashboard/transactions', access: 'coach', page: soon, title: 'Dashboard', needs: ['financial', 'customProvider'], availableToBlocked: true },
  { name: 'coach_dashboard_payouts', path: '/coach/dashboard/payouts', access: 'coach', page: soon, title: 'Dashboard', needs: ['financial', 'customProvider'], availableToBlocked: true },
  { name: 'customisation', path: '/coach/customisation', access: 'coach', redirect: to('customisation-web-address'), needs: ['financial', 'businessAccount'] },
  { name: 'customisation-web', path: '/coach/customisation/web', access: 'coach', redirect: to('customisation-web-address'), needs: ['financial', 'businessAccount'] },
  { name: 'customisation-web-address', path: '/coach/customisation/web/address', access: 'coach', page: soon, title: 'Customisation', needs: ['financial', 'businessAccount'] },
  { name: 'customisation-web-logo', path: '/coach/customisation/web/logo', access: 'coach', page: soon, title: 'Customisation', needs: ['financial', 'businessAccount'] },
  { name: 'customisation-web-theme', path: '/coach/customisation/web/theme', access: 'coach', page: soon, title: 'Customisation', needs: ['financial', 'businessAccount'] },
  { name: 'customisation-app', path: '/coach/customisation/app', access: 'coach', redirect: to('customisation-app-icon'), needs: ['financial', 'businessAccount'] },
  { name: 'customisation-app-icon', path: '/coach/customisation/app/icon', access: 'coach', page: soon, title: 'Customisation', needs: ['financial', 'businessAccount'] },
  { name: 'customisation-app-theme', path: '/coach/customisation/app/theme', access: 'coach', page: soon, title: 'Customisation', needs: ['financial', 'businessAccount'] },
  { name: 'zapier-integration', path: '/coach/zapier-integration', access: 'coach', page: soon, title: 'Zapier integration', needs: ['financial', 'businessAccount'] },

  // --- 2.7 public pages ---
  { name: 'coach_public', path: '/coach/public/:id', access: 'public', redirect: to('public-page-view', (p) => ({ user_id: p.id })) },
  { name: 'coach_public_overview', path: '/coach/public/:id/overview', access: 'public', redirect: to('public-page-view', (p) => ({ user_id: p.id })) },
  { name: 'coach_public_plans', path: '/coach/public/:id/plans', access: 'public', redirect: to('public-page-plans', (p) => ({ user_id: p.id })) },
  { name: 'own-public-page', path: '/public-page', access: 'authenticated', redirect: rules.ownPublicPage('public-page-view') },
  { name: 'own-public-page-plans', path: '/public-page/plans', access: 'authenticated', redirect: rules.ownPublicPage('public-page-plans') },
  { name: 'own-public-page-coaches', path: '/public-page/coaches', access: 'authenticated', redirect: rules.ownPublicPage('public-page-coaches') },
  { name: 'own-public-page-edit', path: '/public-page/edit', access: 'coach', page: soon, title: 'Your Storefront', rule: rules.ownPublicPageEdit },
  { name: 'public-page-view', path: '/public-page/:user_id', access: 'public', page: soon, title: 'Storefront', publicPage: true },
  { name: 'public-page-plans', path: '/public-page/:user_id/plans', access: 'public', page: soon, title: 'Storefront', publicPage: true },
  { name: 'public-page-coaches', path: '/public-page/:user_id/coaches', access: 'public', page: soon, title: 'Storefront', publicPage: true },
  { name: 'public-page-short-link', path: '/:user_type/:user_id', access: 'public', page: soon, title: 'Storefront', publicPage: true, rule: rules.shortLinkType },
  { name: 'public-page-short-link-plans', path: '/:user_type/:user_id/programs', access: 'public', page: soon, title: 'Storefront', publicPage: true, rule: rules.shortLinkType },
  { name: 'public-page-short-link-coaches', path: '/:user_type/:user_id/coaches', access: 'public', page: soon, title: 'Storefront', publicPage: true, rule: rules.shortLinkType },

  // --- 2.8 chat, feed, leaderboards, release notes ---
  { name: 'chat', path: '/chat', access: 'authenticated', redirect: to('conversations') },
  { name: 'conversations', path: '/chat/all', access: 'authenticated', page: soon, title: 'Chat' },
  { name: 'conversations_messages', path: '/chat/messages', access: 'authenticated', page: soon, title: 'Chat' },
  { name: 'conversations_communities', path: '/chat/communities', access: 'authenticated', page: soon, title: 'Chat' },
  { name: 'conversation', path: '/chat/:conversation_id', access: 'authenticated', page: soon, title: 'Chat' },
  { name: 'feed', path: '/feed', access: 'authenticated', redirect: to('feed_overview') },
  { name: 'feed_overview', path: '/feed/overview', access: 'authenticated', page: soon, title: 'My Feed', availableToBlocked: true },
  { name: 'feed_warnings', path: '/feed/warnings', access: 'authenticated', page: soon, title: 'My Feed', availableToBlocked: true },
  { name: 'feed_activity', path: '/feed/activity', access: 'authenticated', page: soon, title: 'My Feed', availableToBlocked: true },
  { name: 'feed_financial', path: '/feed/financial', access: 'authenticated', page: soon, title: 'My Feed', availableToBlocked: true, rule: rules.feedFinancial },
  { name: 'feed_invites', path: '/feed/invites', access: 'authenticated', page: soon, title: 'My Feed', availableToBlocked: true },
  { name: 'feed_leaderboards', path: '/feed/leaderboards', access: 'authenticated', page: soon, title: 'My Feed', availableToBlocked: true },
  { name: 'leaderboards', path: '/leaderboards', access: 'authenticated', redirect: to('daily-leaderboards'), rule: rules.leaderboardIndex },
  { name: 'daily-leaderboards', path: '/leaderboards/daily', access: 'authenticated', page: soon, title: 'Leaderboards', rule: rules.leaderboardIndex },
  { name: 'daily-leaderboard', path: '/leaderboards/daily/:id', access: 'authenticated', page: soon, title: 'Leaderboards' },
  { name: 'daily-leaderboard-comments', path: '/leaderboards/daily/:id/comments/:result_id?', access: 'authenticated', page: soon, title: 'Leaderboards' },
  { name: 'challenges-leaderboards', path: '/leaderboards/challenges', access: 'authenticated', page: soon, title: 'Leaderboards', rule: rules.leaderboardIndex },
  { name: 'challenges-leaderboard', path: '/leaderboards/challenges/:id', access: 'authenticated', page: soon, title: 'Leaderboards' },
  { name: 'challenges-leaderboard-comments', path: '/leaderboards/challenges/:id/comments/:result_id?', access: 'authenticated', page: soon, title: 'Leaderboards' },
  { name: 'release-notes', path: '/release-notes', access: 'authenticated', page: soon, title: "What's New" },

  // Any unknown path.
  { name: 'unknown', path: '*', access: 'public', redirect: to('not-found', () => ({})) },
] as const satisfies readonly RouteDef[];

type TableEntry = (typeof routeTable)[number];
type VariantNames<T> = T extends { variants: infer V } ? keyof V & string : never;

/** Every route name, including the named variants (tabs) of a route. */
export type RouteName = TableEntry['name'] | VariantNames<TableEntry>;
