/**
 * What a signed-in request's session query reads beside the person and their accounts, assembled
 * above the areas (as permissions.ts and event-subscribers.ts are): every call reads the current
 * account's platform subscription (platform-plan: is the account blocked, on which plan); a
 * 'full' call (GET users/me) reads what users/me presents besides (users-me.ts). One query per
 * request either way (modules/auth/request-sessions.ts).
 */
import type { CallerDetail } from './platform/auth/auth-plugin.ts';
import { callerExtras, type CallerExtras } from './modules/accounts/accounts.api.ts';
import { callerSubscriptionRead } from './modules/platform-plan/platform-plan.api.ts';
import { usersMeCallerExtras } from './users-me.ts';

export const callerReads: Record<CallerDetail, CallerExtras> = {
  basic: callerSubscriptionRead({ counts: false }),
  full: callerExtras(callerSubscriptionRead({ counts: true }), usersMeCallerExtras),
};
