import type { Access } from './endpoint.ts';

/** Anyone, signed in or not, gets the answer. */
export const openToAll: Access = {
  anonymous: 'ok',
  stranger_client: 'ok',
  member_client: 'ok',
  other_member_client: 'ok',
  owner: 'ok',
  other_coach: 'ok',
  team_coach: 'ok',
  blocked_owner: 'ok',
};

/** Any signed-in person, about themselves (a blocked account still reads and edits its person). */
export const signedInSelf: Access = { ...openToAll, anonymous: 401 };

/** A coach acting on the current account, also while it is blocked; clients are refused. */
export const coachesEvenBlocked: Access = {
  ...signedInSelf,
  stranger_client: 403,
  member_client: 403,
  other_member_client: 403,
};

/** The owner coach of the current account, also while it is blocked; other coaches are refused. */
export const ownerEvenBlocked: Access = { ...coachesEvenBlocked, team_coach: 403 };

/** A coach acting as themselves (any account, blocked or not); clients are refused. */
export const coachesOnly: Access = coachesEvenBlocked;

/** A coach of the current account while it is not blocked. */
export const coachesNotBlocked: Access = { ...coachesEvenBlocked, blocked_owner: 406 };

/** The owner of the current account while it is not blocked. */
export const ownerNotBlocked: Access = { ...ownerEvenBlocked, blocked_owner: 406 };

/** Any signed-in client, about themselves; coaches are refused (403). */
export const clientsOnly: Access = {
  ...signedInSelf,
  owner: 403,
  other_coach: 403,
  team_coach: 403,
  blocked_owner: 403,
};
