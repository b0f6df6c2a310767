import type { SignUpBody } from '@forma/contract/auth/auth.schemas';
import { birthdateToIso } from '@forma/contract/auth/auth.rules';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { passwords } from '../../platform/auth/passwords.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { claimOncePerWindow } from '../../platform/rate-limit/failure-slots.ts';
import { countHit, hitRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import { mailOf } from '../../platform/mail/templates.ts';
import { authErrors, authMails, authNotices } from './auth.messages.ts';
import { now } from '../../platform/clock.ts';
import {
  acceptInvitation,
  confirmByDigest,
  createBusinessAccount,
  createPerson,
  findByResetDigest,
  findUserByEmail,
  resetPassword as setNewPassword,
  setCurrentAccount,
  setPasswordHash,
} from '../accounts/accounts.api.ts';
import { requireApiClient } from './api-clients.ts';
import { checkCredentials } from './credentials.ts';
import { issueResetLink, RESET_TOKEN_HOURS } from './reset-link.ts';
import { closeAllSessions, closeOtherSessions, closeSession, openSession } from './sessions.ts';
import { startSignInAttempt } from './sign-in-throttle.ts';
import { sendConfirmation } from './confirmation.service.ts';
import { accountsErrors } from '../accounts/accounts.api.ts';

/**
 * POST users/sign_in. Only failures count towards the limits (sign-in-throttle.ts), and an
 * unknown e-mail costs the same argon2 verification as a wrong password.
 */
export async function signIn(
  ctx: RequestContext,
  body: { email: string; password: string; client_id: string; client_secret: string },
) {
  await requireAccess(ctx, 'public');
  const { meta } = ctx;
  await requireApiClient(ctx.db, body);
  const attempt = await startSignInAttempt(ctx, body.email, meta.ip);
  let user: UserRow | null;
  try {
    const found = await findUserByEmail(ctx.db, body.email);
    user = (await checkCredentials(found, body.password)) ? found : null;
  } catch (error) {
    await attempt.didNotFail();
    throw error;
  }
  if (!user) {
    await attempt.failed();
    throw new AppError('INVALID', authErrors.invalidCredentials);
  }
  await attempt.didNotFail();
  return openSession(ctx, user, meta);
}

/**
 * POST users/sign_up. A person gets a private account (same id); a standalone coach also
 * gets a business account of their own on FREE and goes through setup profile and questions;
 * an invited coach or client takes up the invitation.
 */
export async function signUp(ctx: RequestContext, body: SignUpBody) {
  await requireAccess(ctx, 'public');
  const { db, meta } = ctx;
  await requireApiClient(db, body);
  // Spam protection. The per-e-mail part keeps no owner out that a stranger could not anyway:
  // whoever can try to sign an address up can as well complete the sign-up.
  await hitRateLimit(
    db,
    [`sign_up:ip:${meta.ip}`, `sign_up:email:${body.email}`],
    ctx.config.rateLimitMax,
  );
  const existing = await findUserByEmail(db, body.email);
  if (existing) {
    const message =
      existing.role === 'coach' && body.role === 'user'
        ? accountsErrors.coachEmailAsClient
        : accountsErrors.emailTaken;
    throw invalid('email', message);
  }
  const invitedCoach = body.role === 'coach' && Boolean(body.invitation_token);
  const standaloneCoach = body.role === 'coach' && !invitedCoach;
  const fullName = `${body.first_name} ${body.last_name}`.trim();

  const user = await db.transaction(async (tx) => {
    const created = await createPerson(
      { db: tx, ports: ctx.ports },
      {
        email: body.email,
        password: body.password,
        role: body.role,
        firstName: body.first_name,
        lastName: body.last_name,
        country: body.country,
        state: body.state ?? null,
        birthdate: body.birthdate ? birthdateToIso(body.birthdate) : null,
        registrationStep: standaloneCoach ? 'setup_profile' : null,
        utm: body.utm ?? null,
      },
    );
    if (standaloneCoach) {
      const businessId = await createBusinessAccount({ db: tx, ports: ctx.ports }, created, {
        kind: 'team',
        title: body.account_name?.trim() || fullName,
        country: body.country,
        state: body.state ?? null,
      });
      await setCurrentAccount(tx, created.id, businessId);
    }
    // In the same transaction: an invitation that cannot be used leaves no person behind.
    if (body.invitation_token) {
      await acceptInvitation(tx, { sessionId: 0, user: created }, body.invitation_token);
    }
    return created;
  });

  const fresh = (await findUserByEmail(db, user.email))!;
  // Signing up with an invitation's link proves the address (acceptInvitation confirms it).
  if (!fresh.confirmedAt) await sendConfirmation(ctx, fresh);
  return openSession(ctx, fresh, meta);
}

export async function confirmEmail(ctx: RequestContext, token: string) {
  await requireAccess(ctx, 'public');
  const userId = await confirmByDigest(ctx.db, hashToken(token));
  if (!userId) throw invalid('confirmation_token', errorMessages.invalidToken);
  return { message: authNotices.confirmed };
}

const RESET_MAIL_EVERY_MS = 60 * 1000;

/**
 * POST users/password: always the same answer, so addresses cannot be probed. Past the per-e-mail
 * limit no new link is made or sent, so the latest one, already in the owner's inbox, still works:
 * a stranger asking again and again neither floods the inbox nor keeps the owner from resetting.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  body: { email: string; client_id: string; client_secret: string },
) {
  await requireAccess(ctx, 'public');
  const { meta } = ctx;
  await requireApiClient(ctx.db, body);
  await hitRateLimit(ctx.db, [`password_reset:ip:${meta.ip}`], ctx.config.rateLimitMax);
  const mailsForEmail = await countHit(ctx.db, `password_reset:email:${body.email.toLowerCase()}`);
  const user = await findUserByEmail(ctx.db, body.email);
  // One link a minute: a double click, or 20 racing requests, send one e-mail and no dead link.
  const sendNow =
    user &&
    mailsForEmail <= ctx.config.rateLimitMax &&
    (await claimOncePerWindow(ctx.db, `password_reset_mail:${user.id}`, RESET_MAIL_EVERY_MS));
  if (sendNow) {
    await ctx.mailer.send({
      to: user.email,
      ...mailOf(ctx, authMails.passwordReset(ctx.config.productName, user, RESET_TOKEN_HOURS), {
        actionUrl: await issueResetLink(ctx, user.id),
      }),
    });
  }
  return { message: authNotices.resetSent };
}

/** PUT users/password: a new password from the e-mailed token; every other session ends. */
export async function resetPassword(
  ctx: RequestContext,
  body: {
    password: string;
    reset_password_token: string;
    client_id: string;
    client_secret: string;
  },
) {
  await requireAccess(ctx, 'public');
  const { meta } = ctx;
  await requireApiClient(ctx.db, body);
  // Per address only: the e-mailed token proves ownership, so no per-e-mail count that a
  // stranger could use up stands between the owner and the reset.
  await hitRateLimit(ctx.db, [`password_reset_token:ip:${meta.ip}`], ctx.config.rateLimitMax);
  const since = new Date(now().getTime() - RESET_TOKEN_HOURS * 60 * 60 * 1000);
  const user = await findByResetDigest(ctx.db, hashToken(body.reset_password_token), since);
  if (!user) throw invalid('reset_password_token', errorMessages.invalidToken);
  const updated = await setNewPassword(ctx.db, user, await passwords.hash(body.password));
  await closeAllSessions(ctx.db, user.id);
  return openSession(ctx, updated, meta);
}

/** PATCH users/password: a signed-in person changes their password; their other sessions end. */
export async function changePassword(
  ctx: RequestContext,
  body: { password: string; current_password: string },
) {
  const { caller: auth } = await requireAccess(ctx, 'user.password.change');
  if (!(await passwords.verify(auth.user.passwordHash, body.current_password))) {
    throw invalid('current_password', authErrors.wrongCurrentPassword);
  }
  const passwordHash = await passwords.hash(body.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.user.id, passwordHash);
    await closeOtherSessions(tx, auth.user.id, auth.sessionId);
  });
  return { message: authNotices.passwordChanged };
}

/** DELETE users/sign_out: the session in use ends. */
export async function signOut(ctx: RequestContext) {
  const { caller } = await requireAccess(ctx, 'session.close');
  await closeSession(ctx.db, caller.sessionId);
}
