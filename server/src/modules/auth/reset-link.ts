import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import { now } from '../../platform/clock.ts';
import { users } from '../accounts/users.tables.ts';

export const RESET_TOKEN_HOURS = 6;

/**
 * A new password-reset link for the person (the previous one stops working); `PUT users/password`
 * takes its token for RESET_TOKEN_HOURS.
 */
export async function issueResetLink(ctx: AppContext, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await ctx.db
    .update(users)
    .set({ resetPasswordTokenHash: hash, resetPasswordSentAt: now() })
    .where(eq(users.id, userId));
  return `${ctx.config.publicUrl}/onboarding/reset_password?reset_password_token=${token}`;
}
