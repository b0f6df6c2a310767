import { accountFlags } from '@forma/contract/platform-plan/subscription.rules';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import type { GuardSession } from '../routes/route-types';

/** The guards' view of the signed-in user: the user and the flags derived by the contract rules. */
export function guardSession(me: MeResponse | null | undefined): GuardSession {
  return me ? { me, flags: accountFlags(me.current) } : null;
}
