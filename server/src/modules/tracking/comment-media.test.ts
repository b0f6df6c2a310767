import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { Comment } from '@forma/contract/tracking/results.schemas';
import { bearer } from '../../../test/helpers.ts';
import { testImage, uploadOk } from '../../../test/media.ts';
import { runJobs } from '../../../test/jobs.ts';
import {
  api,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { daysFromToday, follow, trainingDay } from '../../../test/review-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let anna: Session;
let ben: Session;
let blockId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  [anna, ben] = [await newClient(t), await newClient(t)];
  const plan = await publishedPlan(t, coach.token, { title: 'Rolling Strength' });
  const day = await trainingDay(t, coach, plan.id, { date: daysFromToday(-1) });
  blockId = day.blocks[0]!.id;
  for (const client of [anna, ben]) {
    await follow(t, { id: plan.id, accountId: coach.current.id }, client, daysFromToday(-10));
  }
});
afterAll(async () => {
  await t.close();
});

const clientSays = (client: Session, body: string, mediaIds: number[]) =>
  call('POST', `user/training/blocks/${blockId}/comments`, client.token, {
    body,
    media_ids: mediaIds,
    client_key: randomUUID(),
  });
const coachReads = async (client: Session) => {
  const response = await call(
    'GET',
    `coach/athletes/${client.private.id}/blocks/${blockId}/comments`,
    coach.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Comment[] }>().items;
};

describe('a client attaches media of their own library to a comment', () => {
  it('shows the photo to the coaches of the thread, and to no other client', async () => {
    const photo = await uploadOk(t, anna.token, {
      name: 'bar-path.jpg',
      content: await testImage(640, 480),
    });
    await runJobs(t);
    const processed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/media/${photo.id}`,
        headers: bearer(anna.token),
      })
    ).json<MediaItem>();

    const sent = await clientSays(anna, 'Is my bar path straight?', [photo.id]);
    expect(sent.statusCode, sent.body).toBe(201);
    const shown = {
      id: photo.id,
      type: 'image',
      title: 'bar-path',
      thumb: processed.thumb,
      src: processed.src,
      stream_src: null,
    };
    expect(sent.json<Comment>().media).toEqual([shown]);
    expect(processed.thumb).toMatch(/-thumb\.webp$/);

    // The coach reads the thread and gets the photo.
    const thread = await coachReads(anna);
    expect(thread.map((comment) => [comment.body, comment.media])).toEqual([
      ['Is my bar path straight?', [shown]],
    ]);
    // The coach may not attach it to a reply: it is not in the account's library.
    const reply = await call(
      'POST',
      `coach/athletes/${anna.private.id}/blocks/${blockId}/comments`,
      coach.token,
      { body: 'Look', media_ids: [photo.id], client_key: randomUUID() },
    );
    expect(reply.statusCode).toBe(422);

    // Another client of the program can neither attach it nor read it.
    const borrowed = await clientSays(ben, 'Mine now', [photo.id]);
    expect(borrowed.statusCode).toBe(422);
    expect(errorsOf(borrowed).media_ids).toEqual([
      'This media is not in your library. Choose it again from My Library.',
    ]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/media/${photo.id}`,
      headers: bearer(ben.token),
    });
    expect(peek.statusCode).toBe(404);
    expect(await coachReads(ben)).toEqual([]);
  });

  it('drops an attachment its owner deleted from their library', async () => {
    const photo = await uploadOk(t, ben.token, { name: 'grip.jpg', content: await testImage() });
    const sent = await clientSays(ben, 'Grip check', [photo.id]);
    expect(sent.statusCode, sent.body).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${photo.id}`,
      headers: bearer(ben.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await coachReads(ben)).map((comment) => [comment.body, comment.media])).toEqual([
      ['Grip check', []],
    ]);
  });
});
