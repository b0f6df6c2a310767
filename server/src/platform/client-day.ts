import type { FastifyRequest } from 'fastify';
import { dayFormatter, dayIn, type Day } from '@forma/contract/common/days';
import { now } from './clock.ts';

/**
 * The caller's today: DECISIONS.md "Time" counts calendar days in the client's own time zone,
 * sent as Client-Timezone (platform.md 7); UTC without one.
 */
export function clientToday(request: FastifyRequest): Day {
  const header = request.headers['client-timezone'];
  return dayIn(now(), typeof header === 'string' ? header : null);
}

export function clientTimeZone(request: FastifyRequest): string {
  const header = request.headers['client-timezone'];
  // Unknown zone: UTC.
  return typeof header === 'string' && dayFormatter(header) ? header : 'UTC';
}
