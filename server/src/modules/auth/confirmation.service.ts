import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import { mailOf } from '../../platform/mail/templates.ts';
import { authErrors, authMails, authNotices } from './auth.messages.ts';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import { setConfirmationDigest } from '../accounts/accounts.api.ts';

/**
 * 'Send the confirmation email again': one a minute (each one's new link replaces the last, so
 * a double click must not leave a dead link behind) and five an hour per person.
 */
export const CONFIRMATION_RESEND_LIMITS = [
  { key: 'minute', max: 1, windowMs: 60 * 1000, message: authErrors.confirmationTooSoon },
  { key: 'hour', max: 5, windowMs: 60 * 60 * 1000, message: authErrors.confirmationLimit },
] as const;

/** The confirmation e-mail with a fresh link (/confirmation?confirmation_token=). */
export async function sendConfirmation(ctx: AppContext, user: UserRow) {
  const { token, hash } = newToken();
  await setConfirmationDigest(ctx.db, user.id, hash);
  await ctx.mailer.send({
    to: user.email,
    ...mailOf(ctx, authMails.confirmation(ctx.config.productName, user), {
      actionUrl: `${ctx.config.publicUrl}/confirmation?confirmation_token=${token}`,
    }),
  });
}

/** POST users/confirmation: the confirmation e-mail again, to the signed-in person's own address. */
export async function resendConfirmation(ctx: RequestContext) {
  const { caller: auth } = await requireAccess(ctx, 'user.confirmation.resend');
  if (auth.user.confirmedAt) throw new AppError('INVALID', authErrors.alreadyConfirmed);
  for (const limit of CONFIRMATION_RESEND_LIMITS) {
    await hitRateLimit(ctx.db, [`confirmation:${limit.key}:user:${auth.user.id}`], limit.max, {
      windowMs: limit.windowMs,
      message: limit.message,
    });
  }
  await sendConfirmation(ctx, auth.user);
  return { message: authNotices.confirmationSent };
}
