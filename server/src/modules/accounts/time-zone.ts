import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dayFormatter, dayIn, type Day } from '@forma/contract/common/days';
import type { Db } from '../../db/database.ts';
import { users } from './users.tables.ts';

/** The last time zone (UTC-12): a day is over everywhere once it is over there. */
export const LAST_TIME_ZONE = 'Etc/GMT+12';

/** Zones already named, to their canonical name: `resolvedOptions()` costs an object per call. */
const canonicalNames = new Map<string, string | null>();
const MAX_NAMES = 1000;

/** The zone's canonical IANA name, or null when it is not one (or absent). */
export function canonicalTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return null;
  const known = canonicalNames.get(zone);
  if (known !== undefined) return known;
  const name = dayFormatter(zone)?.resolvedOptions().timeZone ?? null;
  if (canonicalNames.size < MAX_NAMES) canonicalNames.set(zone, name);
  return name;
}

/**
 * The person's day at `at` in their stored zone (DECISIONS 'Time'), for code that no request
 * carries a Client-Timezone to: the calendar feed, due-date jobs. `fallback` when it is unknown.
 */
export function dayForPerson(
  person: { timeZone: string | null },
  at: Date,
  fallback: string = 'UTC',
): Day {
  return dayIn(at, canonicalTimeZone(person.timeZone) ?? fallback);
}

/** The stored zones of people (null: never sent one). */
export async function timeZonesOf(db: Db, userIds: number[]): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.timeZone]));
}

/**
 * A preHandler after the auth plugin's: a signed-in request whose valid Client-Timezone differs
 * from the person's stored zone stores it. The caller's row is already read with the session, so
 * a request in the same zone costs nothing; the write happens only when the zone changes.
 */
export function rememberTimeZone(db: Db) {
  return async (request: FastifyRequest) => {
    const user = request.auth?.user;
    if (!user) return;
    const zone = canonicalTimeZone(request.headers['client-timezone']);
    if (zone === null || zone === user.timeZone) return;
    await db
      .update(users)
      .set({ timeZone: zone })
      .where(and(eq(users.id, user.id), or(isNull(users.timeZone), ne(users.timeZone, zone))));
    user.timeZone = zone;
  };
}
