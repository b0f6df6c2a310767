import { useMemo } from 'react';
import { useMe } from './me';
import { guardSession } from './session';
import type { GuardSession } from '../routes/route-types';

/** The signed-in user with the contract's derived account flags, or null for a visitor. */
export function useSession(): GuardSession {
  const me = useMe();
  return useMemo(() => guardSession(me), [me]);
}
