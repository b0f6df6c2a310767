import type { FastifyRequest } from 'fastify';
import { dayFormatter, dayIn, type Day } from '@forma/contract/common/days';
import { now } from './clock.ts';

/**
 * Each zone's day as last computed, with the minute it was computed in: a zone's offset is whole
 * minutes, so its day can only change when the minute does. Formatting a date in a zone costs
 * more than the rest of a small read's work after its query (issue 24, users/me).
 */
const todays = new Map<string, { minute: number; day: Day }>();
const MAX_ZONES = 1000;

/**
 * The caller's today: DECISIONS.md "Time" counts calendar days in the client's own time zone,
 * sent as Client-Timezone (platform.md 7); UTC without one.
 */
export function clientToday(request: FastifyRequest): Day {
  const header = request.headers['client-timezone'];
  const zone = typeof header === 'string' ? header : '';
  const at = now();
  const minute = Math.floor(at.getTime() / 60_000);
  const known = todays.get(zone);
  if (known?.minute === minute) return known.day;
  const day = dayIn(at, zone || null);
  if (known || todays.size < MAX_ZONES) todays.set(zone, { minute, day });
  return day;
}

export function clientTimeZone(request: FastifyRequest): string {
  const header = request.headers['client-timezone'];
  // Unknown zone: UTC.
  return typeof header === 'string' && dayFormatter(header) ? header : 'UTC';
}
