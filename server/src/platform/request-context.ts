import type { FastifyRequest } from 'fastify';
import type { Day } from '@forma/contract/programs/days';
import type { Auth } from './auth/auth-plugin.ts';
import { clientTimeZone, clientToday } from './client-day.ts';
import { now } from './clock.ts';
import type { AppContext } from './context.ts';
import type { PermissionRules } from './permissions/permission-rules.ts';

/**
 * What every service receives for one call: who calls (null when signed out), the instant of
 * the call (the test-movable clock), the caller's day and time zone (Client-Timezone), and the
 * app's shared parts (db, config, log, mailer, storage, live bus) and permission rules.
 */
export type RequestContext = AppContext & {
  caller: Auth | null;
  now: Date;
  clientDay: Day;
  timeZone: string;
  permissions: PermissionRules;
};

export function requestContext(
  app: AppContext,
  permissions: PermissionRules,
  request: FastifyRequest,
): RequestContext {
  return {
    ...app,
    caller: request.auth,
    now: now(),
    clientDay: clientToday(request),
    timeZone: clientTimeZone(request),
    permissions,
  };
}
