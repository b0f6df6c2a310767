/** Every local-storage key the app uses (platform.md 9, "Local storage holds"). */
export const storageKeys = {
  accessToken: 'access_token',
  tokenType: 'token_type',
  returnPath: 'return_path',
  utmQuery: 'utm_query',
  clickId: 'click_id',
  desktopModalHidden: 'do_not_show_desktop_modal',
  showNewUserPopup: 'show_new_user_popup',
  addMediaActiveTab: 'addMediaActiveTab',
  backToPlan: 'back_to_plan',
  getFreeProgramId: 'get_free_program_id',
  clientsBeforeLimitClosed: 'clients_before_limit_closed',
  subscriptionWarningClosed: 'subscription_warning_closed',
  signUpRole: 'sign_up_role',
  programFilters: 'program_filters',
  /** Session storage: the server's refusal shown on /stripe-onboarding/error. */
  stripeOnboardingFailure: 'stripe_onboarding_failure',
} as const;

/** Cleared by log-out (platform.md 7). */
export const logoutClearedKeys = [
  storageKeys.accessToken,
  storageKeys.tokenType,
  storageKeys.addMediaActiveTab,
  storageKeys.backToPlan,
  storageKeys.returnPath,
  storageKeys.subscriptionWarningClosed,
  storageKeys.utmQuery,
] as const;
