import type { MeResponse } from '@forma/contract/accounts/users.schemas';

/** DECISIONS.md: the update-profile modal returns 72 hours after created_at. */
export const UPDATE_PROFILE_RETURN_HOURS = 72;

/**
 * platform.md 5 "Update-profile modal": shown to a client missing gender or birthdate, never on
 * user_profile_info. On the first page of a visit it shows at once; on later route changes only
 * once 72 hours have passed since the account was created.
 */
export function shouldShowUpdateProfile(input: {
  me: MeResponse | null;
  routeName: string | null;
  now: Date;
  firstPage: boolean;
}): boolean {
  const { me, routeName, now, firstPage } = input;
  if (!me || me.current.role !== 'user') return false;
  if (me.current.gender && me.current.birthdate) return false;
  if (routeName === 'user_profile_info') return false;
  if (firstPage) return true;
  return now.getTime() - me.current.created_at * 1000 >= UPDATE_PROFILE_RETURN_HOURS * 3600 * 1000;
}
