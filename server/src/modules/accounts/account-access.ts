import { isBlocked } from '@forma/contract/accounts/subscription.rules';
import { accountMessages } from '@forma/contract/accounts/accounts.messages';
import type { Auth, UserRow } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { signedIn } from '../../platform/permissions/basic-rules.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { callerCurrentAccount } from './caller-context.ts';
import './accounts.ports.ts';
import type { CurrentAccount } from './current-account.ts';
import { accountsErrors } from './accounts.messages.ts';

/** A coach acting as themselves, whatever account they act in (403 for a client). */
export async function anyCoach(rc: RequestContext): Promise<{ caller: Auth }> {
  const { caller } = await signedIn(rc);
  if (caller.user.role !== 'coach') throw new AppError('FORBIDDEN', errorMessages.forbidden);
  return { caller };
}

/** The grant of a coach rule: the caller and the account acted on. */
export type CoachGrant = { caller: Auth; current: CurrentAccount };

/**
 * Permission rules about the caller's current account, for the areas' permission maps:
 * 401 signed out, 403 a client, 418 an unusable current account, 406 a blocked account.
 */
export async function coachOnUsableAccount(rc: RequestContext): Promise<CoachGrant> {
  const { caller } = await anyCoach(rc);
  const current = await callerCurrentAccount(rc.db, caller);
  if (!current.usable) throw new AppError('ACCOUNT_UNUSABLE', accountsErrors.accountUnusable);
  return { caller, current };
}

/** A coach of the current account, which is not blocked. */
export async function coachOnActiveAccount(rc: RequestContext): Promise<CoachGrant> {
  const grant = await coachOnUsableAccount(rc);
  await refuseBlocked(rc, grant);
  return grant;
}

/** The owner of the current account (its own private account, or a business it owns), blocked or not. */
export async function ownerOfCurrentAccount(rc: RequestContext): Promise<CoachGrant> {
  const grant = await coachOnUsableAccount(rc);
  if (!grant.current.isOwner) throw new AppError('FORBIDDEN', errorMessages.forbidden);
  return grant;
}

/** The owner of the current account, which is not blocked. */
export async function ownerOfActiveAccount(rc: RequestContext): Promise<CoachGrant> {
  const grant = await ownerOfCurrentAccount(rc);
  await refuseBlocked(rc, grant);
  return grant;
}

async function refuseBlocked(rc: RequestContext, grant: CoachGrant) {
  const subscription = await rc.ports.accountSubscription(rc.db, grant.current.account.id, {
    withCounts: false,
    caller: grant.caller,
  });
  if (subscription && isBlocked(subscription))
    throw new AppError('BLOCKED', accountsErrors.blocked);
}

/** The grant of a client rule: the caller and their person. */
export type ClientGrant = { caller: Auth; user: UserRow };

/** A signed-in client: purchases and My programs are for clients (spec 6; 403 for a coach). */
export async function aClient(rc: RequestContext): Promise<ClientGrant> {
  const { caller } = await signedIn(rc);
  if (caller.user.role !== 'user') throw new AppError('FORBIDDEN', accountMessages.clientsOnly);
  return { caller, user: caller.user };
}
