// The path of every named route of platform.md 2, by name (DECISIONS.md fixes the paths the spec
// leaves out). A leaf that imports nothing: `pathTo`, redirects and guards are typed by these
// names, while the pages (which call `pathTo`) are wired in each feature's routes.ts.
//
// Adding a route: add its name and absolute path here (lib/router syntax, `:param` and
// `:param?`), then its entry (access, page or redirect, flags) in the routes.ts of its feature,
// or app/routes.ts for the shell's own pages.

export const routePaths = {
  // --- 2.1 root and error routes ---
  main: '/',
  'not-found': '/404',
  'style-guide': '/style-guide',
  profile: '/profile',

  // --- 2.2 onboarding ---
  onboarding: '/onboarding',
  'onboarding-signin': '/onboarding/sign_in',
  'onboarding-forgot-password': '/onboarding/forgot_password',
  'onboarding-reset-password': '/onboarding/reset_password',
  'onboarding-role': '/onboarding/role',
  'onboarding-coach-setup-profile': '/onboarding/setup-profile',
  'onboarding-coaching-signup': '/onboarding/sign_up/:role',
  'onboarding-verify-information': '/onboarding/verify-information/:role',
  'onboarding-create': '/onboarding/create/:type',
  'onboarding-setup': '/onboarding/setup/:type',
  'onboarding-accept-invitation': '/onboarding/accept-invitation/:token',
  'onboarding-athlete-invitation': '/onboarding/athlete-invitation/:token',
  'onboarding-business-setup': '/onboarding/business-setup/:type',

  // --- 2.3 other entry routes ---
  success: '/success',
  confirmation: '/confirmation',
  'stripe-onboarding': '/stripe-onboarding',
  'stripe-onboarding-error': '/stripe-onboarding/error',
  'legacy-user-type': '/user_type',
  'legacy-sign-in': '/sign_in',
  'legacy-sign-up': '/sign_up/:role?',
  'legacy-forgot-password': '/forgot_password',
  'legacy-reset-password': '/reset_password',
  'static-pages': '/pages',
  'static-page': '/pages/:page',
  'create-account': '/create-account',

  // --- 2.4 client area ---
  user: '/user',
  user_profile_info: '/user/profile',
  user_my_programs: '/user/my_programs',
  user_my_plans: '/user/my_programs/active',
  user_my_past_plans: '/user/my_programs/past',
  user_my_invites_plans: '/user/my_programs/invites',
  calendar: '/user/calendar',
  user_settings: '/user/settings',
  settings: '/user/settings/:tab',
  user_billing: '/user/billing',
  billing: '/user/billing/:tab',
  billing_receipt: '/user/billing/receipts/:id',

  // --- 2.5 program pages ---
  public_plan: '/p/:plan_id',
  plan: '/plan/:plan_id',
  plan_purchase_form: '/plan/:plan_id/purchase',

  // --- 2.6 coach area: account, subscription and settings ---
  coach: '/coach',
  coach_profile_coupons: '/coach/coupons',
  coach_purchase: '/coach/purchase',
  coach_profile: '/coach/profile',
  coach_profile_tab: '/coach/profile/:tab',
  coach_blocked: '/coach/upgrade-your-account',
  choose_your_plan: '/coach/choose_your_plan',
  coach_my_profile: '/coach/my_profile',
  coach_my_profile_info: '/coach/my_profile/info',
  coach_profile_my_accounts: '/coach/my_accounts',

  // --- 2.6 resources and clients ---
  media_library: '/coach/resources',
  owner_media_library: '/coach/resources/:owner',
  coach_media: '/coach/media',
  coach_media_owner: '/coach/media/:owner',
  clients: '/coach/clients',
  clients_with_programs: '/coach/clients/active',
  clients_past: '/coach/clients/past',
  clients_in_trials: '/coach/clients/in-trials',
  clients_to_review: '/coach/clients/to_review',
  clients_pending: '/coach/clients/pending',
  client_profile: '/coach/clients/:athlete_id',
  show_client_programs: '/coach/clients/:athlete_id/programs',
  'client-profile-benchmarks': '/coach/clients/:athlete_id/benchmarks',
  'client-profile-benchmark': '/coach/clients/:athlete_id/benchmarks/:metric_id',
  'client-profile-body-metrics': '/coach/clients/:athlete_id/body-metrics',
  'client-profile-body-metric': '/coach/clients/:athlete_id/body-metrics/:metric_id',
  'client-profile-challenges': '/coach/clients/:athlete_id/challenges',
  'client-profile-challenge': '/coach/clients/:athlete_id/challenges/:metric_id',

  // --- 2.6 calendars ---
  coach_calendar: '/coach/calendar/:user_id/:plan_id',
  athlete_calendar: '/coach/athlete/:user_id/calendar',

  // --- 2.6 programs ---
  my_plans: '/coach/programs',
  my_plans_active: '/coach/programs/active',
  my_plans_active_ready: '/coach/programs/active/ready',
  my_plans_attention: '/coach/programs/attention',
  create_plan: '/coach/programs/create',
  create_plan_choose_type: '/coach/programs/create/choose-plan-type',
  create_plan_main_info: '/coach/programs/create/main',
  create_plan_schedule: '/coach/programs/create/schedule/:plan_id',
  create_plan_review: '/coach/programs/create/review/:plan_id',
  edit_plan: '/coach/programs/edit/:plan_id',
  edit_plan_main_info: '/coach/programs/edit/:plan_id/main',
  edit_plan_sign_up_clients: '/coach/programs/edit/:plan_id/sign-up-clients',
  edit_plan_schedule: '/coach/programs/edit/:plan_id/schedule',
  edit_plan_calendar: '/coach/programs/edit/:plan_id/calendar/:user_id',
  coach_program_view: '/coach/programs/:plan_id',
  coach_program_view_details: '/coach/programs/:plan_id/details',
  coach_program_view_clients: '/coach/programs/:plan_id/clients',
  coach_program_view_in_trials: '/coach/programs/:plan_id/in-trials',
  coach_program_view_scheduled: '/coach/programs/:plan_id/scheduled',
  coach_program_view_invites: '/coach/programs/:plan_id/invites',
  coach_program_view_past: '/coach/programs/:plan_id/past',
  coach_program_view_settings: '/coach/programs/:plan_id/settings',
  coach_program_view_waiver: '/coach/programs/:plan_id/waiver',
  coach_program_edit: '/coach/programs/:plan_id/edit',
  coach_program_schedule: '/coach/programs/:plan_id/schedule',

  // --- 2.6 libraries ---
  exercises: '/coach/exercises',
  my_exercises_library: '/coach/exercises/library',
  templates: '/coach/templates',
  workout_library_days: '/coach/templates/days',
  templates_presets: '/coach/templates/presets',
  templates_presets_create: '/coach/templates/presets/create',
  templates_preset: '/coach/templates/presets/:plan_id',
  templates_race: '/coach/templates/race',
  templates_race_create: '/coach/templates/race/create',
  templates_race_template: '/coach/templates/race/:plan_id',
  benchmarks_library: '/coach/benchmarks',
  challenges: '/coach/challenges',
  'challenges-library': '/coach/challenges/library',
  forma_challenges_library: '/coach/challenges/forma',

  // --- 2.6 money, branding and integrations ---
  coach_dashboard: '/coach/dashboard',
  coach_dashboard_transactions: '/coach/dashboard/transactions',
  coach_dashboard_payouts: '/coach/dashboard/payouts',
  customisation: '/coach/customisation',
  'customisation-web': '/coach/customisation/web',
  'customisation-web-address': '/coach/customisation/web/address',
  'customisation-web-logo': '/coach/customisation/web/logo',
  'customisation-web-theme': '/coach/customisation/web/theme',
  'customisation-app': '/coach/customisation/app',
  'customisation-app-icon': '/coach/customisation/app/icon',
  'customisation-app-theme': '/coach/customisation/app/theme',
  'zapier-integration': '/coach/zapier-integration',

  // --- 2.7 public pages ---
  coach_public: '/coach/public/:id',
  coach_public_overview: '/coach/public/:id/overview',
  coach_public_plans: '/coach/public/:id/plans',
  'own-public-page': '/public-page',
  'own-public-page-plans': '/public-page/plans',
  'own-public-page-coaches': '/public-page/coaches',
  'own-public-page-edit': '/public-page/edit',
  'public-page-view': '/public-page/:user_id',
  'public-page-plans': '/public-page/:user_id/plans',
  'public-page-coaches': '/public-page/:user_id/coaches',
  'public-page-short-link': '/:user_type/:user_id',
  'public-page-short-link-plans': '/:user_type/:user_id/programs',
  'public-page-short-link-coaches': '/:user_type/:user_id/coaches',

  // --- 2.8 chat, feed, leaderboards, release notes ---
  chat: '/chat',
  conversations: '/chat/all',
  conversations_messages: '/chat/messages',
  conversations_communities: '/chat/communities',
  conversation: '/chat/:conversation_id',
  feed: '/feed',
  feed_overview: '/feed/overview',
  feed_warnings: '/feed/warnings',
  feed_activity: '/feed/activity',
  feed_financial: '/feed/financial',
  feed_invites: '/feed/invites',
  feed_leaderboards: '/feed/leaderboards',
  leaderboards: '/leaderboards',
  'daily-leaderboards': '/leaderboards/daily',
  'daily-leaderboard': '/leaderboards/daily/:id',
  'daily-leaderboard-comments': '/leaderboards/daily/:id/comments/:result_id?',
  'challenges-leaderboards': '/leaderboards/challenges',
  'challenges-leaderboard': '/leaderboards/challenges/:id',
  'challenges-leaderboard-comments': '/leaderboards/challenges/:id/comments/:result_id?',
  'release-notes': '/release-notes',
  unknown: '*',
} as const;

export type TableRouteName = keyof typeof routePaths;

/** Named fixed values of a route's params, e.g. the tabs of /user/settings/:tab. */
export const routeVariants = {
  settings_default_units: { route: 'settings', params: { tab: 'default-units' } },
  settings_emails: { route: 'settings', params: { tab: 'emails' } },
  settings_privacy: { route: 'settings', params: { tab: 'privacy' } },
  settings_calendar: { route: 'settings', params: { tab: 'calendar' } },
  // DECISIONS.md: user_billing_payment_methods is the same screen as billing_payment.
  billing_purchases: { route: 'billing', params: { tab: 'purchases' } },
  billing_payment: { route: 'billing', params: { tab: 'payment' } },
  billing_history: { route: 'billing', params: { tab: 'history' } },
  user_billing_payment_methods: { route: 'billing', params: { tab: 'payment' } },
  coach_profile_info: { route: 'coach_profile_tab', params: { tab: 'info' } },
  coach_profile_payment: { route: 'coach_profile_tab', params: { tab: 'payouts' } },
  coach_profile_settings: { route: 'coach_profile_tab', params: { tab: 'settings' } },
  coach_profile_coaches: { route: 'coach_profile_tab', params: { tab: 'coaches' } },
  coach_profile_billing: { route: 'coach_profile_tab', params: { tab: 'billing' } },
  coach_profile_questions: { route: 'coach_profile_tab', params: { tab: 'questions' } },
  coach_profile_analytics: { route: 'coach_profile_tab', params: { tab: 'analytics' } },
  coach_profile_subscription: { route: 'coach_profile_tab', params: { tab: 'subscription' } },
} as const satisfies Record<
  string,
  { route: TableRouteName; params: Readonly<Record<string, string>> }
>;

/** Every route name, including the named variants (tabs) of a route. */
export type RouteName = TableRouteName | keyof typeof routeVariants;
