import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@forma/contract/common/rate-limits';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { daysFromToday, follow, trainingDay } from '../../../test/review-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { rateLimitHits } from '../../platform/rate-limit/rate-limit.tables.ts';
import { blockComments, dayFeedback } from './tracking.tables.ts';

const { perMinute, perDay } = RATE_LIMITS.shared_write;
let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let anna: Session;
let ben: Session;
let day: ScheduleDay;
let blockId: number;

beforeAll(async () => {
  // Five seconds into a minute, so the minute's window has 55 seconds left.
  setNow(new Date('2031-05-01T10:00:05Z'));
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  [anna, ben] = [await newClient(t), await newClient(t)];
  const plan = await publishedPlan(t, coach.token, { title: 'Limits' });
  day = await trainingDay(t, coach, plan.id, { date: daysFromToday(-1) });
  blockId = day.blocks[0]!.id;
  for (const client of [anna, ben]) {
    await follow(t, { id: plan.id, accountId: coach.current.id }, client, daysFromToday(-10));
  }
});
afterAll(async () => {
  setNow(null);
  await t.close();
});

const body4k = 'x'.repeat(4000);
const clientSays = (client: Session, body = body4k) =>
  call('POST', `user/training/blocks/${blockId}/comments`, client.token, {
    body,
    client_key: randomUUID(),
  });
const coachSays = (client: Session) =>
  call('POST', `coach/athletes/${client.private.id}/blocks/${blockId}/comments`, coach.token, {
    body: 'Good.',
    client_key: randomUUID(),
  });
const coachFeedback = (client: Session) =>
  call('PUT', `coach/athletes/${client.private.id}/days/${day.id}/feedback`, coach.token, {
    kind: 'training',
    body: 'Solid day.',
  });
const commentsBy = async (client: Session) =>
  (
    await t.database.db
      .select({ id: blockComments.id })
      .from(blockComments)
      .where(eq(blockComments.authorId, client.private.id))
  ).length;

describe('writes others read are limited per person', () => {
  it('refuses a burst of comments past the minute’s limit with 429 and Retry-After, and writes nothing', async () => {
    const burst = await Promise.all(Array.from({ length: perMinute + 10 }, () => clientSays(anna)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(perMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('55');
    expect(refused.json()).toEqual({
      errors: { base: ['You are doing that too often. Try again in 55 seconds.'] },
    });
    expect(await commentsBy(anna)).toBe(perMinute);

    // Another person is not held back; a refused call (bad input) takes no place.
    expect((await clientSays(ben, '   ')).statusCode).toBe(422);
    expect((await clientSays(ben)).statusCode).toBe(201);

    // The next minute takes comments again.
    setNow(new Date('2031-05-01T10:01:00Z'));
    expect((await clientSays(anna)).statusCode).toBe(201);
    expect(await commentsBy(anna)).toBe(perMinute + 1);
  });

  it('counts a coach’s replies and feedback together, and stops a person for the rest of the day', async () => {
    setNow(new Date('2031-05-01T10:05:00Z'));
    for (let i = 0; i < perMinute - 1; i++) expect((await coachSays(anna)).statusCode).toBe(201);
    expect((await coachFeedback(anna)).statusCode).toBe(200);
    const reply = await coachSays(ben);
    expect(reply.statusCode).toBe(429);
    expect((await coachFeedback(ben)).statusCode).toBe(429);
    const feedback = await t.database.db
      .select()
      .from(dayFeedback)
      .where(eq(dayFeedback.userId, ben.private.id));
    expect(feedback).toEqual([]);

    // The day's limit: the person's count for today stands at the limit (as after a day's writes).
    setNow(new Date('2031-05-01T13:30:00Z'));
    await t.database.db
      .update(rateLimitHits)
      .set({ count: perDay })
      .where(eq(rateLimitHits.key, `shared_write:day:user:${ben.private.id}`));
    const late = await clientSays(ben);
    expect(late.statusCode).toBe(429);
    expect(late.headers['retry-after']).toBe(String(10.5 * 3600));
    expect(late.json()).toEqual({
      errors: { base: ['You are doing that too often. Try again in 11 hours.'] },
    });
    setNow(new Date('2031-05-02T00:00:00Z'));
    expect((await clientSays(ben)).statusCode).toBe(201);
  });
});
