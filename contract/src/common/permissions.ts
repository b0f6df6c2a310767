/**
 * Every permission an endpoint or service can require, by area. The server maps each one to its
 * rule (server/src/permissions.ts); the compiler fails when one has no rule.
 */
export type Permission =
  // Anyone, signed in or not.
  | 'public'
  | 'customisation.icon.read'
  // The signed-in person, about themselves.
  | 'user.read'
  | 'user.update'
  | 'user.delete'
  | 'user.warnings.read'
  | 'user.password.change'
  | 'user.confirmation.resend'
  | 'session.close'
  // A coach's own coaching questions.
  | 'user.questions.update'
  // A coach on the current account (blocked or not): the tax setting.
  | 'user.tax.update'
  // The owner of the current account: its business profile and platform plan.
  | 'account.profile.update'
  | 'platform-plan.trial.start'
  | 'platform-plan.subscription.read';
