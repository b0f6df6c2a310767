import { useNavigate } from 'react-router';
import type { MeResponse } from '@forma/contract/users/users.schemas';
import { pathTo } from '../../../app/paths';
import { storageKeys } from '../../../lib/storage-keys';
import { storeSession, type SessionTokens } from '../../session/store-session';

/** The stored return path (a page the visitor came from), used once. */
export function takeReturnPath(): string | null {
  const path = localStorage.getItem(storageKeys.returnPath);
  localStorage.removeItem(storageKeys.returnPath);
  // Only in-app paths: never send anyone to another site.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
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
    navigate(takeReturnPath() ?? homePath(me), { replace: true });
    return me;
  };
}
