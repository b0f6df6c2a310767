import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@forma/contract/tracking/results.schemas';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { videoLink } from '../../../test/programming-helpers.ts';
import { daysFromToday, follow, trainingDay } from '../../../test/review-helpers.ts';
import { outboxEvents } from '../../platform/events/outbox.tables.ts';
import { media } from '../media/media.tables.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { blockComments } from './tracking.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let otherCoach: Session;
let anna: Session;
let ben: Session;
let stranger: Session;
let planId: number;
let day: ScheduleDay;
let blockId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  otherCoach = await newCoach(t);
  [anna, ben, stranger] = [await newClient(t), await newClient(t), await newClient(t)];
  const plan = await publishedPlan(t, coach.token, { title: 'Rolling Strength' });
  planId = plan.id;
  day = await trainingDay(t, coach, planId, { date: daysFromToday(-1) });
  blockId = day.blocks[0]!.id;
  for (const client of [anna, ben]) {
    await follow(t, { id: planId, accountId: coach.current.id }, client, daysFromToday(-10));
  }
});
afterAll(async () => {
  await t.close();
});

const clientThread = (client: Session, block = blockId) =>
  call('GET', `user/training/blocks/${block}/comments`, client.token);
const clientSays = (client: Session, body: string, extra: object = {}, block = blockId) =>
  call('POST', `user/training/blocks/${block}/comments`, client.token, {
    body,
    client_key: randomUUID(),
    ...extra,
  });
const coachThread = (client: Session, token = coach.token, block = blockId) =>
  call('GET', `coach/athletes/${client.private.id}/blocks/${block}/comments`, token);
const coachSays = (client: Session, body: string, token = coach.token, extra: object = {}) =>
  call('POST', `coach/athletes/${client.private.id}/blocks/${blockId}/comments`, token, {
    body,
    client_key: randomUUID(),
    ...extra,
  });
const bodies = (response: { json: () => unknown }) =>
  (response.json() as { items: Comment[] }).items.map((c) => [c.author.role, c.body]);

describe('comments on a block (a thread per block and client)', () => {
  it("keeps each client's thread to them and their coaches, and the coach's reply reaches the client", async () => {
    const asked = await clientSays(anna, '  Knee felt odd on set 2  ');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<Comment>()).toMatchObject({
      block_id: blockId,
      client_id: anna.private.id,
      body: 'Knee felt odd on set 2',
      author: { id: anna.private.id, role: 'user' },
      media: [],
    });
    expect((await clientSays(ben, 'Easy today')).statusCode).toBe(201);

    // Each client sees their own thread only; the coach sees each one apart.
    expect(bodies(await clientThread(anna))).toEqual([['user', 'Knee felt odd on set 2']]);
    expect(bodies(await clientThread(ben))).toEqual([['user', 'Easy today']]);
    expect(bodies(await coachThread(anna))).toEqual([['user', 'Knee felt odd on set 2']]);

    const reply = await coachSays(anna, 'Drop the load 10% next time.');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<Comment>().author).toMatchObject({ id: coach.private.id, role: 'coach' });
    expect(bodies(await clientThread(anna))).toEqual([
      ['user', 'Knee felt odd on set 2'],
      ['coach', 'Drop the load 10% next time.'],
    ]);
    expect(bodies(await clientThread(ben))).toEqual([['user', 'Easy today']]);

    // Every comment told the notification feed who wrote to whom.
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, 'comment.created'));
    expect(events.map((e) => e.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          plan_id: planId,
          block_id: blockId,
          client_id: anna.private.id,
          author_id: coach.private.id,
          by: 'coach',
        }),
        expect.objectContaining({ client_id: anna.private.id, by: 'client' }),
      ]),
    );
  });

  it('tells a client who does not follow the program, and a coach of another account, nothing', async () => {
    expect((await clientThread(stranger)).statusCode).toBe(404);
    expect((await clientSays(stranger, 'Hello?')).statusCode).toBe(404);
    expect((await coachThread(anna, otherCoach.token)).statusCode).toBe(404);
    expect((await coachSays(anna, 'Hi', otherCoach.token)).statusCode).toBe(404);
    // A coach about a person who is not a client of the program.
    expect((await coachThread(stranger)).statusCode).toBe(404);
    expect((await clientThread(anna, 2_000_000_000)).statusCode).toBe(404);
  });

  it('answers the same comment for the same key, and 20 identical sends at once make one', async () => {
    const key = randomUUID();
    const send = () =>
      call('POST', `user/training/blocks/${blockId}/comments`, ben.token, {
        body: 'Sent from the gym, offline',
        client_key: key,
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json<Comment>().id).toBe(first.json<Comment>().id);

    const racingKey = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `coach/athletes/${ben.private.id}/blocks/${blockId}/comments`, coach.token, {
          body: 'Nice work',
          client_key: racingKey,
        }),
      ),
    );
    expect(new Set(racing.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(racing.map((r) => r.json<Comment>().id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(blockComments)
      .where(eq(blockComments.clientKey, racingKey));
    expect(rows).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, 'comment.created'));
    const told = events.filter(
      (e) => (e.payload as { comment_id: number }).comment_id === rows[0]!.id,
    );
    expect(told).toHaveLength(1);
  });

  it('writes a comment with a key already used on another block there, once', async () => {
    const other = await trainingDay(t, coach, planId, { date: daysFromToday(-2) });
    const otherBlockId = other.blocks[0]!.id;
    const key = randomUUID();
    const here = await clientSays(ben, 'Hamstrings tight', { client_key: key });
    expect(here.statusCode, here.body).toBe(201);

    const there = await clientSays(ben, 'Better today', { client_key: key }, otherBlockId);
    expect(there.statusCode, there.body).toBe(201);
    expect(there.json<Comment>()).toMatchObject({ block_id: otherBlockId, body: 'Better today' });
    expect(bodies(await clientThread(ben, otherBlockId))).toEqual([['user', 'Better today']]);

    // The same key on the same block again still answers the comment made there.
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        clientSays(ben, 'Better today', { client_key: key }, otherBlockId),
      ),
    );
    expect(new Set(racing.map((r) => r.json<Comment>().id))).toEqual(
      new Set([there.json<Comment>().id]),
    );
    const rows = await t.database.db
      .select({ blockId: blockComments.blockId })
      .from(blockComments)
      .where(eq(blockComments.clientKey, key));
    expect(rows.map((r) => r.blockId).sort()).toEqual([blockId, otherBlockId].sort());
  });

  it("attaches media the author may use: the coach's library, the product's for a client", async () => {
    const link = await videoLink(t, coach, 'Squat depth');
    const [product] = await t.database.db
      .insert(media)
      .values({
        library: 'product',
        type: 'video_link',
        title: 'Bracing 101',
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        state: 'published',
        uploadedAt: new Date(),
      })
      .returning();

    const withVideo = await coachSays(anna, 'Watch this', coach.token, { media_ids: [link.id] });
    expect(withVideo.statusCode, withVideo.body).toBe(201);
    expect(withVideo.json<Comment>().media).toEqual([
      {
        id: link.id,
        type: 'video_link',
        title: 'Squat depth',
        thumb: link.thumb,
        src: link.src,
        stream_src: null,
      },
    ]);

    // The coach's library is not the client's to attach from; the product's is.
    const refused = await clientSays(anna, '', { media_ids: [link.id] });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).media_ids).toHaveLength(1);
    const accepted = await clientSays(anna, '', { media_ids: [product!.id] });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<Comment>().media.map((m) => m.title)).toEqual(['Bracing 101']);

    // Another coach's media is refused to this coach.
    const foreign = await videoLink(t, otherCoach, 'Not yours');
    const notTheirs = await coachSays(anna, 'x', coach.token, { media_ids: [foreign.id] });
    expect(notTheirs.statusCode).toBe(422);
    expect(await clientThread(anna).then(bodies)).not.toContainEqual(['coach', 'x']);
  });

  it('refuses an empty comment and a key that is no UUID', async () => {
    const empty = await clientSays(anna, '   ');
    expect(empty.statusCode).toBe(422);
    const badKey = await call('POST', `user/training/blocks/${blockId}/comments`, anna.token, {
      body: 'Hi',
      client_key: 'not-a-uuid',
    });
    expect(badKey.statusCode).toBe(422);
  });
});

describe('which blocks a client may comment on', () => {
  it('refuses a day not open yet, a removed client, and a program whose training stopped', async () => {
    const limited = await publishedPlan(t, coach.token, { title: 'Three days ahead' });
    const edit = await call('PATCH', `coach/plans/${limited.id}`, coach.token, {
      plan: { visibility_days: 3 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const soon = await trainingDay(t, coach, limited.id, { date: daysFromToday(2) });
    const later = await trainingDay(t, coach, limited.id, { date: daysFromToday(5) });
    const cara = await newClient(t);
    const membershipId = await follow(
      t,
      { id: limited.id, accountId: coach.current.id },
      cara,
      daysFromToday(-1),
    );
    expect((await clientThread(cara, soon.blocks[0]!.id)).statusCode).toBe(200);
    expect((await clientThread(cara, later.blocks[0]!.id)).statusCode).toBe(404);

    const setMembership = (values: Partial<typeof planMemberships.$inferInsert>) =>
      t.database.db.update(planMemberships).set(values).where(eq(planMemberships.id, membershipId));
    await setMembership({ state: 'past_due' });
    expect((await clientThread(cara, soon.blocks[0]!.id)).statusCode).toBe(404);
    // The coach still reads the thread of a paused client.
    expect((await coachThread(cara, coach.token, soon.blocks[0]!.id)).statusCode).toBe(200);
    await setMembership({ state: 'active', isBlocked: true });
    expect((await clientThread(cara, soon.blocks[0]!.id)).statusCode).toBe(404);
  });
});
