import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { mailOf } from '../../platform/mail/templates.ts';
import { authErrors, authMails } from './auth.messages.ts';
import {
  claimOncePerWindow,
  takeFailureSlots,
  type FailureLimit,
} from '../../platform/rate-limit/failure-slots.ts';
import { WINDOW_MS } from '../../platform/rate-limit/rate-limit.ts';
import { findUserByEmail } from '../accounts/accounts.api.ts';
import { issueResetLink, RESET_TOKEN_HOURS } from './reset-link.ts';

/** OWASP ASVS 2.2.1: no more than 100 failed sign-in attempts per account per hour. */
export const SIGN_IN_FAILURES_PER_ACCOUNT_HOUR = 100;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Failed sign-ins are limited per address and per account-and-address (RATE_LIMIT_MAX per 15
 * minutes), so failures made elsewhere never refuse the owner below the account's ceiling. The
 * account is the e-mail as typed (lower-cased), known or not, so the answers do not tell which
 * addresses have an account.
 */
function limitsFor(ctx: AppContext, email: string, ip: string) {
  const max = ctx.config.rateLimitMax;
  const account: FailureLimit = {
    key: `sign_in_failed:email:${email}`,
    max: SIGN_IN_FAILURES_PER_ACCOUNT_HOUR,
    windowMs: HOUR_MS,
  };
  const others: FailureLimit[] = [
    { key: `sign_in_failed:ip:${ip}`, max, windowMs: WINDOW_MS },
    { key: `sign_in_failed:email:${email}:ip:${ip}`, max, windowMs: WINDOW_MS },
  ];
  return { account, all: [account, ...others] };
}

/** One e-mail per hour window to the owner of a paused account, with a password-reset link. */
async function tellOwnerOnce(ctx: AppContext, email: string) {
  if (!(await claimOncePerWindow(ctx.db, `sign_in_paused_mail:${email}`, HOUR_MS))) return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const { productName } = ctx.config;
  await ctx.mailer.send({
    to: user.email,
    ...mailOf(
      ctx,
      authMails.signInPaused(
        productName,
        user,
        SIGN_IN_FAILURES_PER_ACCOUNT_HOUR,
        RESET_TOKEN_HOURS,
      ),
      {
        actionUrl: await issueResetLink(ctx, user.id),
      },
    ),
  });
}

export type SignInAttempt = {
  /** The password was wrong: the failure counts. */
  failed(): Promise<void>;
  /** The password was right, or the check broke: nothing counts. */
  didNotFail(): Promise<void>;
};

/**
 * Starts a sign-in attempt, or answers 429: over the account's ceiling with the paused message
 * (even for the right password), over an address limit with the usual one.
 */
export async function startSignInAttempt(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<SignInAttempt> {
  const limits = limitsFor(ctx, email.toLowerCase(), ip);
  const slots = await takeFailureSlots(ctx.db, limits.all);
  if (!slots.ok) {
    if (slots.refusedBy === limits.account) {
      await tellOwnerOnce(ctx, email.toLowerCase());
      throw new AppError('TOO_MANY_REQUESTS', authErrors.signInPaused);
    }
    throw new AppError('TOO_MANY_REQUESTS', errorMessages.tooManyRequests);
  }
  const accountFailures = slots.counts[0]!;
  return {
    failed: async () => {
      if (accountFailures >= SIGN_IN_FAILURES_PER_ACCOUNT_HOUR) {
        await tellOwnerOnce(ctx, email.toLowerCase());
      }
    },
    didNotFail: slots.giveBack,
  };
}
