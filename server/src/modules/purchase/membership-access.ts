import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import type { Auth, UserRow } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { signedIn } from '../../platform/permissions/basic-rules.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/** Permission rules of purchase. */

/** The grant of a client rule: the caller and their person. */
export type ClientGrant = { caller: Auth; user: UserRow };

/** A signed-in client: purchases and My programs are for clients (spec 6; 403 for a coach). */
export async function aClient(rc: RequestContext): Promise<ClientGrant> {
  const { caller } = await signedIn(rc);
  if (caller.user.role !== 'user') throw new AppError('FORBIDDEN', purchaseMessages.coachViewing);
  return { caller, user: caller.user };
}
