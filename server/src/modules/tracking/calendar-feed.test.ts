import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@forma/contract/programs/days';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/helpers.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { productExercise } from '../../../test/programming-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { rememberTimeZone } from '../accounts/accounts.api.ts';
import { users } from '../accounts/users.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
const TODAY = '2031-03-10';

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterEach(() => setNow(null));
afterAll(async () => {
  await t.close();
});

/** Noon UTC on TODAY: Auckland (UTC+13) is already on the 11th. */
const atNoon = () => setNow(new Date(`${TODAY}T12:00:00Z`));

async function feedUrl(client: Session, method: 'GET' | 'POST' = 'GET') {
  const response = await call(method, 'user/calendar-feed', client.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

/** The feed as a calendar app reads it (no session, no Client-Timezone). */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

/** RFC 5545 unfolding, then each VEVENT's properties (text unescaped). */
function eventsIn(body: string) {
  const lines = body.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = {};
    } else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at)] = line
        .slice(at + 1)
        .replace(/\\([nN,;\\])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
    }
  }
  return events;
}

async function programWithTraining(plan: Record<string, unknown>, days: Record<string, string>) {
  const created = await publishedPlan(t, coach.token, { title: 'Strength, Phase 1', ...plan });
  const squat = await productExercise(t, 'back-squat');
  const saved = await call('PUT', `coach/plans/${created.id}/schedule`, coach.token, {
    days: Object.entries(days).map(([date, title]) => ({
      key: { date },
      version: 0,
      blocks: [
        {
          kind: 'training',
          title,
          exercises: [{ exercise_id: squat, sets: [{ reps: { min: 5 } }, { reps: { min: 5 } }] }],
        },
        { kind: 'note', note: { title: 'Eat well; sleep', body: 'Really.', resource_ids: [] } },
      ],
    })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return created;
}

async function joinFree(client: Session, planId: number, startDate?: string) {
  const body = startDate ? { start_date: startDate } : undefined;
  const bought = await call('POST', `stripe/plan/${planId}/buy`, client.token, body);
  expect(bought.statusCode, bought.body).toBe(200);
}

describe('the private calendar feed (GET /api/calendar-feeds/:token.ics)', () => {
  it("holds each training day of the client's programs, titled and described", async () => {
    atNoon();
    const plan = await programWithTraining(
      { visibility_days: null },
      {
        [addDays(TODAY, 2)]: 'Heavy squats',
        [addDays(TODAY, 400)]: 'Beyond a year',
      },
    );
    const client = await newClient(t);
    await joinFree(client, plan.id);
    const url = await feedUrl(client);
    expect(url).toMatch(/^http:\/\/forma\.test\/api\/calendar-feeds\/[\w-]{22}\.[\w-]{43}\.ics$/);
    expect(await feedUrl(client)).toBe(url);

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    for (const line of feed.body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const events = eventsIn(feed.body);
    expect(events.map((e) => [e['DTSTART;VALUE=DATE'], e.SUMMARY])).toEqual([
      ['20310312', 'Strength, Phase 1: Heavy squats, Eat well; sleep'],
    ]);
    expect(events[0]!.DTEND).toBeUndefined();
    expect(events[0]!['DTEND;VALUE=DATE']).toBe('20310313');
    expect(events[0]!.DESCRIPTION).toBe('Heavy squats\n- Back Squat (2 sets)\nEat well; sleep');
    expect(events[0]!.UID).toMatch(
      new RegExp(`^day-\\d+-client-${client.private.id}@forma\\.test$`),
    );
    // Stable: the same day of the same client keeps its UID.
    expect(eventsIn((await fetchFeed(url)).body)[0]!.UID).toBe(events[0]!.UID);
  });

  it('places Session 1 Day 1 days from the start date, a week ahead at most', async () => {
    atNoon();
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership', title: 'S1D1' });
    const saved = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
      days: [
        [1, 3, 'Day three'],
        [2, 1, 'Week two'],
      ].map(([week, day, name]) => ({
        key: { week, day },
        version: 0,
        blocks: [{ kind: 'challenge', challenge: { name, score_type: 'time', description: '' } }],
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = await newClient(t);
    await joinFree(client, plan.id, TODAY);
    const events = eventsIn((await fetchFeed(await feedUrl(client))).body);
    expect(events.map((e) => [e['DTSTART;VALUE=DATE'], e.SUMMARY])).toEqual([
      ['20310312', 'S1D1: Day three'],
    ]);
  });

  it('shows a Fixed Length day the client moved on its new date, as the same event', async () => {
    atNoon();
    const plan = await publishedPlan(t, coach.token, {
      plan_type: 'fixed',
      length_weeks: 2,
      title: 'Fixed',
    });
    const saved = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
      days: [
        {
          key: { week: 1, day: 3 },
          version: 0,
          blocks: [
            { kind: 'challenge', challenge: { name: 'Row', score_type: 'time', description: '' } },
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = await newClient(t);
    await joinFree(client, plan.id, TODAY);
    const url = await feedUrl(client);
    const [before] = eventsIn((await fetchFeed(url)).body);
    expect(before!['DTSTART;VALUE=DATE']).toBe('20310312');

    const dayId = saved.json<{ days: Array<{ id: number }> }>().days[0]!.id;
    const moved = await call('PUT', `user/training/days/${dayId}/move`, client.token, {
      date: addDays(TODAY, 4),
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const after = eventsIn((await fetchFeed(url)).body);
    expect(after.map((e) => [e['DTSTART;VALUE=DATE'], e.SUMMARY, e.UID])).toEqual([
      ['20310314', 'Fixed: Row', before!.UID],
    ]);
  });

  it('a new link makes the old one 404; a forged or malformed one is 404 too', async () => {
    atNoon();
    const client = await newClient(t);
    const old = await feedUrl(client);
    const renewed = await feedUrl(client, 'POST');
    expect(renewed).not.toBe(old);
    expect(await feedUrl(client)).toBe(renewed);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);

    const [tokenId, mac] = new URL(renewed).pathname.split('/').at(-1)!.split('.');
    const base = '/api/calendar-feeds';
    for (const file of [
      `${tokenId}.${mac!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.ics`,
      `${tokenId}.${mac}`,
      `${tokenId}.ics`,
      `${'x'.repeat(90)}.ics`,
      `${tokenId}.${mac}.ics.ics`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${base}/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
    // A NUL byte is bad input, answered as everywhere else.
    const nul = await t.app.inject({ method: 'GET', url: `${base}/%00.ics` });
    expect(nul.statusCode).toBe(422);
  });

  it("another client's address never shows this client's days", async () => {
    atNoon();
    const plan = await programWithTraining({}, { [addDays(TODAY, 1)]: 'Mine only' });
    const mine = await newClient(t);
    const other = await newClient(t);
    await joinFree(mine, plan.id);
    expect(eventsIn((await fetchFeed(await feedUrl(mine))).body)).toHaveLength(1);
    const theirs = await fetchFeed(await feedUrl(other));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Mine only');
    expect(eventsIn(theirs.body)).toEqual([]);
    // Another's token id with this client's HMAC is no address at all.
    const [myId] = new URL(await feedUrl(mine)).pathname.split('/').at(-1)!.split('.');
    const [, theirMac] = new URL(await feedUrl(other)).pathname.split('/').at(-1)!.split('.');
    const mixed = `/api/calendar-feeds/${myId}.${theirMac}.ics`;
    expect((await t.app.inject({ method: 'GET', url: mixed })).statusCode).toBe(404);
  });

  it("reads the client's today in their stored time zone", async () => {
    atNoon();
    // One day visible: today only.
    const plan = await programWithTraining(
      { visibility_days: 1 },
      { [TODAY]: 'Today in UTC', [addDays(TODAY, 1)]: 'Today in Auckland' },
    );
    const client = await newClient(t);
    await joinFree(client, plan.id);
    const url = await feedUrl(client);
    const dates = async () =>
      eventsIn((await fetchFeed(url)).body).map((e) => e['DTSTART;VALUE=DATE']);
    expect(await dates()).toEqual(['20310310']);

    await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...bearer(client.token), 'client-timezone': 'Pacific/Auckland' },
    });
    expect(await dates()).toEqual(['20310310', '20310311']);
  });

  it('never writes the address to the request log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const client = await newClient(logged);
      const url = await api(logged)('GET', 'user/calendar-feed', client.token);
      const file = new URL(url.json<{ url: string }>().url).pathname.split('/').at(-1)!;
      await logged.app.inject({ method: 'GET', url: `/api/calendar-feeds/${file}` });
      const text = lines.join('');
      expect(text).toContain('/api/calendar-feeds/[redacted]');
      expect(text).not.toContain(file.split('.')[0]!);
    } finally {
      await logged.close();
    }
  });
});

describe("each person's time zone, kept from Client-Timezone", () => {
  const zoneOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.timeZone;
  const me = (token: string | null, zone?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...(token ? bearer(token) : {}), ...(zone ? { 'client-timezone': zone } : {}) },
    });

  it('is stored on a signed-in request and changes when it changes', async () => {
    const client = await newClient(t);
    await me(client.token, 'Europe/Paris');
    expect(await zoneOf(client.private.id)).toBe('Europe/Paris');
    await me(client.token, 'America/New_York');
    expect(await zoneOf(client.private.id)).toBe('America/New_York');
    // No header, or a zone that is none, keeps what is stored.
    await me(client.token);
    await me(client.token, 'Mars/Olympus_Mons');
    expect(await zoneOf(client.private.id)).toBe('America/New_York');
  });

  it('is written only when it changes, and never from a signed-out request', async () => {
    const writes: unknown[] = [];
    const db = { update: (table: unknown) => (writes.push(table), t.database.db.update(users)) };
    const remember = rememberTimeZone(db as never);
    const client = await newClient(t);
    const request = (zone: string) =>
      ({
        auth: { user: { ...client.private, timeZone: null } },
        headers: { 'client-timezone': zone },
      }) as never as FastifyRequest;
    const tokyo = request('Asia/Tokyo');
    await remember(tokyo);
    await remember(tokyo);
    expect(writes).toHaveLength(1);
    expect(await zoneOf(client.private.id)).toBe('Asia/Tokyo');

    await me(null, 'Europe/Paris');
    expect(await zoneOf(client.private.id)).toBe('Asia/Tokyo');
  });
});
