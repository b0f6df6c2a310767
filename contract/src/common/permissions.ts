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
  // A coach's own accounts and invitations into business accounts.
  | 'account.list'
  | 'account.create'
  | 'account.switch'
  | 'account.invite.respond'
  // The owner of the current account: its business profile, coaches and platform plan.
  | 'account.profile.update'
  | 'account.coaches.read'
  | 'account.coaches.invite'
  | 'account.coaches.remove'
  // A coach of the current, not blocked, account.
  | 'client.invite'
  // The signed-in person takes up an e-mailed invitation (to their own address).
  | 'invitation.accept'
  | 'platform-plan.trial.start'
  // The owner of the current account: its Stripe connection (disconnecting needs it not blocked).
  | 'payouts.connect'
  | 'payouts.view'
  | 'payouts.disconnect'
  | 'platform-plan.subscription.read'
  // memberships: a public program page, a client's own memberships, a program's clients.
  | 'plan.public.read'
  | 'membership.waiver.accept'
  | 'membership.contact'
  | 'membership.buy'
  | 'membership.schedule'
  | 'membership.cancel'
  | 'membership.list'
  | 'cards.manage'
  // A client sets up payment (a customer, a card) with a coach who sells them a paid program.
  | 'membership.payment.setup'
  // billing: a client's own payments and their receipts.
  | 'billing.history.read'
  | 'billing.receipt.read'
  | 'billing.receipt.email'
  | 'plan.clients.read'
  | 'plan.clients.manage'
  // media: a coach's library (listed and deleted also while blocked), an item anyone signed in may see.
  | 'media.list'
  | 'media.read'
  | 'media.add'
  | 'media.delete'
  // programs: the current account's programs (list, create), and one of them by id (read and
  // change; changes refused while the account is blocked).
  | 'program.list'
  | 'program.create'
  | 'program.read'
  | 'program.update'
  | 'program.delete'
  | 'program.publish'
  | 'program.copy'
  | 'program.prices.update'
  | 'program.tracks.update'
  | 'program.covers.update'
  // exercises: the libraries (the account's own and the product's) of a coach whose account is
  // not blocked; creating, changing and deleting the account's own need PROFESSIONAL (spec 6).
  | 'exercise.list'
  | 'exercise.read'
  | 'exercise.create'
  | 'exercise.update'
  | 'exercise.delete'
  // training: a program's schedule, read by its coaches (also while blocked) and written while not.
  | 'schedule.read'
  | 'schedule.update'
  // templates: the account's day and week templates, kept by any coach of a not blocked account
  // (inserting one into a program is the schedule save's PROFESSIONAL gate).
  | 'template.list'
  | 'template.read'
  | 'template.create'
  | 'template.update'
  | 'template.copy'
  | 'template.delete'
  // tracking: a client's own calendar and what they record on it; a coach of the account reads
  // its clients' calendars (also while blocked) and answers them (not while blocked).
  | 'calendar.read'
  | 'training.log'
  | 'athlete.read'
  | 'athlete.respond'
  // Ids sent inside bodies (contract/src/common/body-ids.ts): the objects the caller may name
  // there. Each rule answers which of a list of ids the caller may use.
  | BodyIdPermission;

/** The permissions only ids inside bodies need (path ids' permissions serve bodies too). */
export type BodyIdPermission =
  // An account the caller works in: their private account or an accepted membership.
  | 'account.member.use'
  // A library item the caller's current account may use (its own, the product's, the partner's).
  | 'media.attach'
  // What the author of a comment may attach: a client's own uploads, a coach's library.
  | 'comment.media.attach'
  // An exercise the current account may prescribe: the product's and its own, not archived.
  | 'exercise.use'
  // A template of the current account.
  | 'template.use'
  // A track, block or prescribed exercise of a program of the current account.
  | 'track.use'
  | 'schedule.block.use'
  | 'schedule.exercise.use'
  // A client with a membership of a program of the current account.
  | 'client.use'
  // A price option of a published program, or of a program of the current account.
  | 'price.use'
  // A program the client holds a membership of (by design another account's).
  | 'membership.plan.use'
  // A coach's account that takes card payments (by design another account).
  | 'payee.use';
