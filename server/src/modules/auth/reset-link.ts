import type { AppContext } from '../../platform/context.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import { setResetDigest } from '../accounts/accounts.api.ts';

export const RESET_TOKEN_HOURS = 6;

/**
 * A new password-reset link for the person (the previous one stops working); `PUT users/password`
 * takes its token for RESET_TOKEN_HOURS.
 */
export async function issueResetLink(ctx: AppContext, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await setResetDigest(ctx.db, userId, hash);
  return `${ctx.config.publicUrl}/onboarding/reset_password?reset_password_token=${token}`;
}
