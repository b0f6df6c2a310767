import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFetchResponse, MediaItem } from '@forma/contract/media/media.schemas';
import { bearer } from '../../../test/helpers.ts';
import { storedPath, exists, testImage, upload, uploadOk } from '../../../test/media.ts';
import { runJobs } from '../../../test/jobs.ts';
import { newClient, newCoach, type Session } from '../../../test/programs-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let anna: Session;
let ben: Session;
let coach: Session;
beforeAll(async () => {
  t = await createTestApp();
  [anna, ben, coach] = [await newClient(t), await newClient(t), await newCoach(t)];
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'DELETE', url: string, who: Session) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token) });

async function listOf(who: Session) {
  const response = await send('GET', '/media/fetch', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MediaFetchResponse>().items.map((item) => item.title);
}

describe("a client's own media library", () => {
  it('takes an image, makes its thumbnails, and shows it to that client only', async () => {
    const item = await uploadOk(t, anna.token, {
      name: 'knee-angle.jpg',
      content: await testImage(800, 600),
    });
    expect(item).toMatchObject({ title: 'knee-angle', type: 'image', owner: 'current' });
    await runJobs(t);

    const mine = await send('GET', `/media/${item.id}`, anna);
    expect(mine.statusCode, mine.body).toBe(200);
    const processed = mine.json<MediaItem>();
    expect(processed.state).toBe('published');
    expect(processed.thumb).toMatch(/-thumb\.webp$/);
    expect(await exists(storedPath(t, processed.thumb!))).toBe(true);
    expect(await listOf(anna)).toEqual(['knee-angle']);

    // Nobody else lists it or reads it: another client, a coach.
    expect(await listOf(ben)).toEqual([]);
    expect(await listOf(coach)).not.toContain('knee-angle');
    for (const other of [ben, coach]) {
      expect((await send('GET', `/media/${item.id}`, other)).statusCode).toBe(404);
      expect((await send('DELETE', `/media/${item.id}`, other)).statusCode).toBe(404);
    }

    expect((await send('DELETE', `/media/${item.id}`, anna)).statusCode).toBe(204);
    expect(await listOf(anna)).toEqual([]);
    expect(await exists(storedPath(t, processed.thumb!))).toBe(false);
  });

  it('completes a direct upload as coaches do', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/media/direct_upload',
      headers: bearer(ben.token),
      payload: { filename: 'grip.png', content_type: 'image/png', byte_size: png.length },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const { upload_url, headers, signed_id } = signed.json();
    const url = new URL(upload_url);
    const put = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers,
      payload: png,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);

    // Another person cannot complete it: the item is not in their library.
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(anna.token),
      payload: { media: { signed_id } },
    });
    expect(stolen.statusCode).toBe(404);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(ben.token),
      payload: { media: { signed_id } },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<MediaItem>()).toMatchObject({ title: 'grip', type: 'image' });
    expect(await listOf(ben)).toEqual(['grip']);
  });

  it('refuses a client the partner library, and a script whatever its name', async () => {
    const race = await upload(
      t,
      anna.token,
      { name: 'a.jpg', content: await testImage(20, 20) },
      { scope: 'race' },
    );
    expect(race.statusCode).toBe(403);
    const script = await upload(t, anna.token, {
      name: 'photo.png',
      content: Buffer.from('#!/bin/sh\necho hi\n'),
    });
    expect(script.statusCode).toBe(422);
    expect(await listOf(anna)).toEqual([]);
  });
});
