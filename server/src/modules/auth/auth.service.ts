import { and, eq, gt } from 'drizzle-orm';
import type { SignUpBody } from '@forma/contract/auth/auth.schemas';
import { birthdateToIso } from '@forma/contract/auth/auth.rules';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import { actionEmail } from '../../platform/mail/templates.ts';
import { now } from '../../platform/clock.ts';
import { createBusinessAccount } from '../accounts/accounts.service.ts';
import { acceptInvitation } from '../accounts/invitations.service.ts';
import { createPerson } from '../users/create-person.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { users } from '../users/users.tables.ts';
import { requireApiClient } from './api-clients.ts';
import { sendConfirmation } from './confirmation.service.ts';
import { closeAllSessions, openSession, type RequestMeta } from './sessions.ts';

const RESET_TOKEN_HOURS = 6;

async function limit(ctx: AppContext, action: string, meta: RequestMeta, email: string) {
  await hitRateLimit(
    ctx.db,
    [`${action}:ip:${meta.ip}`, `${action}:email:${email}`],
    ctx.config.rateLimitMax,
  );
}

export async function signIn(
  ctx: AppContext,
  body: { email: string; password: string; client_id: string; client_secret: string },
  meta: RequestMeta,
) {
  await requireApiClient(ctx.db, body);
  await limit(ctx, 'sign_in', meta, body.email);
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user || !(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError('INVALID', errorMessages.invalidCredentials);
  }
  return openSession(ctx.db, user, meta);
}

/**
 * POST users/sign_up. A person gets a private account (same id); a standalone coach also
 * gets a business account of their own on FREE and goes through setup profile and questions;
 * an invited coach or client takes up the invitation.
 */
export async function signUp(ctx: AppContext, body: SignUpBody, meta: RequestMeta) {
  const { db } = ctx;
  await requireApiClient(db, body);
  await limit(ctx, 'sign_up', meta, body.email);
  const existing = await findUserByEmail(db, body.email);
  if (existing) {
    const message =
      existing.role === 'coach' && body.role === 'user'
        ? errorMessages.coachEmailAsClient
        : errorMessages.emailTaken;
    throw invalid('email', message);
  }
  const invitedCoach = body.role === 'coach' && Boolean(body.invitation_token);
  const standaloneCoach = body.role === 'coach' && !invitedCoach;
  const fullName = `${body.first_name} ${body.last_name}`.trim();

  const user = await db.transaction(async (tx) => {
    const created = await createPerson(tx, {
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
    });
    if (standaloneCoach) {
      const businessId = await createBusinessAccount(tx, created, {
        kind: 'team',
        title: body.account_name?.trim() || fullName,
        country: body.country,
        state: body.state ?? null,
      });
      await tx.update(users).set({ currentAccountId: businessId }).where(eq(users.id, created.id));
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
  return openSession(db, fresh, meta);
}

export async function confirmEmail(ctx: AppContext, token: string) {
  const [user] = await ctx.db
    .update(users)
    .set({ confirmedAt: now(), confirmationTokenHash: null })
    .where(eq(users.confirmationTokenHash, hashToken(token)))
    .returning({ id: users.id });
  if (!user) throw invalid('confirmation_token', errorMessages.invalidToken);
  return { message: errorMessages.confirmed };
}

/** POST users/password: always the same answer, so addresses cannot be probed. */
export async function requestPasswordReset(
  ctx: AppContext,
  body: { email: string; client_id: string; client_secret: string },
  meta: RequestMeta,
) {
  await requireApiClient(ctx.db, body);
  await limit(ctx, 'password_reset', meta, body.email);
  const user = await findUserByEmail(ctx.db, body.email);
  if (user) {
    const { token, hash } = newToken();
    await ctx.db
      .update(users)
      .set({ resetPasswordTokenHash: hash, resetPasswordSentAt: now() })
      .where(eq(users.id, user.id));
    const link = `${ctx.config.publicUrl}/onboarding/reset_password?reset_password_token=${token}`;
    await ctx.mailer.send({
      to: user.email,
      subject: `Reset your ${ctx.config.productName} password`,
      ...actionEmail({
        productName: ctx.config.productName,
        greeting: `Hi ${user.firstName},`,
        paragraphs: [
          'Someone asked to reset the password of your account. If it was you, choose a new password below.',
          `The link works for ${RESET_TOKEN_HOURS} hours. If you did not ask, you can ignore this email.`,
        ],
        actionLabel: 'Choose a new password',
        actionUrl: link,
      }),
    });
  }
  return { message: errorMessages.resetSent };
}

/** PUT users/password: a new password from the e-mailed token; every other session ends. */
export async function resetPassword(
  ctx: AppContext,
  body: {
    password: string;
    reset_password_token: string;
    client_id: string;
    client_secret: string;
  },
  meta: RequestMeta,
) {
  await requireApiClient(ctx.db, body);
  const since = new Date(now().getTime() - RESET_TOKEN_HOURS * 60 * 60 * 1000);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.resetPasswordTokenHash, hashToken(body.reset_password_token)),
        gt(users.resetPasswordSentAt, since),
      ),
    );
  if (!user) throw invalid('reset_password_token', errorMessages.invalidToken);
  await limit(ctx, 'password_reset', meta, user.email);
  const [updated] = await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(body.password),
      resetPasswordTokenHash: null,
      confirmedAt: user.confirmedAt ?? now(),
      updatedAt: now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  await closeAllSessions(ctx.db, user.id);
  return openSession(ctx.db, updated!, meta);
}

/** PATCH users/password: a signed-in person changes their password. */
export async function changePassword(
  ctx: AppContext,
  auth: Auth,
  body: { password: string; current_password: string },
) {
  if (!(await verifyPassword(auth.user.passwordHash, body.current_password))) {
    throw invalid('current_password', errorMessages.wrongCurrentPassword);
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), updatedAt: now() })
    .where(eq(users.id, auth.user.id));
  return { message: 'Your password has been changed' };
}
