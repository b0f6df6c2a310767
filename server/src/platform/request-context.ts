import type { FastifyRequest } from 'fastify';
import type { Day } from '@forma/contract/common/days';
import type { Auth } from './auth/auth-plugin.ts';
import { clientTimeZone, clientToday } from './client-day.ts';
import { now } from './clock.ts';
import type { AppContext } from './context.ts';
import type { PendingBodyIds } from './permissions/body-ids.ts';
import type { PermissionRules } from './permissions/permission-rules.ts';

/**
 * What every service receives for one call: who calls (null when signed out), the instant of
 * the call (the test-movable clock), its address and user agent, the caller's day and time zone (Client-Timezone), and the
 * app's shared parts (db, config, log, mailer, storage, live bus) and permission rules.
 */
/** Where a call comes from (sessions keep it; rate limits count by address). */
export type RequestMeta = { ip: string; userAgent: string | undefined };

export type RequestContext = AppContext & {
  caller: Auth | null;
  meta: RequestMeta;
  now: Date;
  clientDay: Day;
  timeZone: string;
  permissions: PermissionRules;
  /** The ids the call's body names, checked by the call's first requireAccess. */
  bodyIds?: PendingBodyIds | null;
};

export function requestContext(
  app: AppContext,
  permissions: PermissionRules,
  request: FastifyRequest,
): RequestContext {
  return {
    ...app,
    // The request's own logger: its lines carry the request id.
    log: request.log,
    caller: request.auth,
    meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
    now: now(),
    clientDay: clientToday(request),
    timeZone: clientTimeZone(request),
    permissions,
  };
}
