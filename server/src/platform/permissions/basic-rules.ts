import { AppError } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import type { Auth } from '../auth/auth-plugin.ts';
import type { RequestContext } from '../request-context.ts';

/** Anyone, signed in or not. */
export async function anyone(rc: RequestContext) {
  return { caller: rc.caller };
}

/** Any signed-in person (401 otherwise). */
export async function signedIn(rc: RequestContext): Promise<{ caller: Auth }> {
  if (!rc.caller) throw new AppError('UNAUTHENTICATED', errorMessages.unauthenticated);
  return { caller: rc.caller };
}

/** A signed-in coach, whatever account they act as (403 with notCoach for a client). */
export async function signedInCoach(rc: RequestContext): Promise<{ caller: Auth }> {
  const grant = await signedIn(rc);
  if (grant.caller.user.role !== 'coach') throw new AppError('FORBIDDEN', errorMessages.notCoach);
  return grant;
}
