import { useMemo } from 'react';
import { useMe } from '../features/auth/api/get-me';
import { guardSession } from './guards/session';
import type { GuardSession } from './route-types';

/** The signed-in user with the contract's derived account flags, or null for a visitor. */
export function useSession(): GuardSession {
  const me = useMe();
  return useMemo(() => guardSession(me), [me]);
}
