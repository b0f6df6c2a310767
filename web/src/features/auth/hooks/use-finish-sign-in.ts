import { useNavigate } from '../../../lib/router';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { storageKeys } from '../../../lib/storage-keys';
import { storeSession, type SessionTokens } from '../../../lib/session/store-session';

/** The stored return path (a page the visitor came from), used once. */
export function takeReturnPath(): string | null {
  const path = localStorage.getItem(storageKeys.returnPath);
  localStorage.removeItem(storageKeys.returnPath);
  // Only in-app paths: never send anyone to another site.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * A free program chosen before signing in (spec 4.5, get_free_program_id): a client goes back to
 * its page, where the purchase flow resumes.
 */
export function freeProgramPath(me: MeResponse | null): string | null {
  const id = localStorage.getItem(storageKeys.getFreeProgramId);
  if (!me || me.current.role !== 'user' || !id || !/^\d+$/.test(id)) return null;
  return pathTo('public_plan', { plan_id: id });
}

/** Where a signed-in user starts: clients on their programs, coaches on theirs. */
export function homePath(me: MeResponse | null): string {
  if (!me) return pathTo('main');
  return me.current.role === 'user' ? pathTo('user_my_plans') : pathTo('my_plans');
}

/**
 * After sign-in or a password reset: store the session (token, theme, user), then go to the
 * stored return path or the role's home.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return async (session: SessionTokens) => {
    const me = await storeSession(session);
    navigate(takeReturnPath() ?? freeProgramPath(me) ?? homePath(me), { replace: true });
    return me;
  };
}
