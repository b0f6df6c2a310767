import type { FastifyRequest } from 'fastify';
import { dayIn, type Day } from '@forma/contract/programs/days';
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
  if (typeof header === 'string') {
    try {
      new Intl.DateTimeFormat('en', { timeZone: header });
      return header;
    } catch {
      // Unknown zone: UTC.
    }
  }
  return 'UTC';
}
