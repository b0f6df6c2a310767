import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { startFakeS3 } from '../../../test/fake-s3.ts';
import { bearer, signUp } from '../../../test/helpers.ts';
import { testImage, testVideo, uploadOk } from '../../../test/media.ts';
import { runJobs } from '../../../test/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    S3_BUCKET: 'forma-media',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_PUBLIC_URL: 'https://cdn.forma.test',
  });
  token = (await signUp(t.app)).token;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keysOf = (id: number) =>
  [...s3.objects.keys()].filter((key) => key.startsWith(`uploads/media/file/${id}/`)).sort();

describe('media in S3-compatible storage (S3_BUCKET)', () => {
  it('stores a multipart upload and its renditions in the bucket, served from S3_PUBLIC_URL', async () => {
    const created = await uploadOk(t, token, {
      name: 'snatch.jpg',
      content: await testImage(800, 600),
    });
    expect(created.src).toMatch(
      new RegExp(`^https://cdn\\.forma\\.test/uploads/media/file/${created.id}/[\\w-]+\\.jpg$`),
    );
    const original = s3.objects.get(new URL(created.src!).pathname.slice(1))!;
    expect(original.contentType).toBe('image/jpeg');
    expect(original.cacheControl).toBe('public, max-age=31536000, immutable');

    await runJobs(t);
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/media/${created.id}`, headers: bearer(token) })
    ).json<MediaItem>();
    expect(item).toMatchObject({ state: 'published', width: 800, height: 600 });
    expect(s3.objects.get(new URL(item.thumb!).pathname.slice(1))?.contentType).toBe('image/webp');
    expect(keysOf(created.id)).toHaveLength(6);
  });

  it('takes a direct upload PUT to the presigned address, checks it and processes the video', async () => {
    const video = await testVideo({ size: '320x240', seconds: 1 });
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/media/direct_upload',
      headers: bearer(token),
      payload: { filename: 'Row.mp4', content_type: 'video/mp4', byte_size: video.length },
    });
    const { upload_url, headers, signed_id, media_id } = signed.json();
    expect(
      upload_url.startsWith(`${s3.endpoint}/forma-media/uploads/media/file/${media_id}/`),
    ).toBe(true);
    const put = await fetch(upload_url, { method: 'PUT', headers, body: video });
    expect(put.status).toBe(200);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(token),
      payload: { media: { signed_id } },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: media_id, type: 'video', state: 'created' });
    expect(keysOf(media_id).some((key) => key.includes('incoming-'))).toBe(false);

    await runJobs(t);
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/media/${media_id}`, headers: bearer(token) })
    ).json<MediaItem>();
    expect(item.state).toBe('published');
    const master = s3.objects.get(new URL(item.stream_src!).pathname.slice(1))!;
    expect(master.contentType).toBe('application/vnd.apple.mpegurl');
    expect(master.body.toString()).toContain('RESOLUTION=480x360');
    expect(keysOf(media_id).some((key) => key.endsWith('.ts'))).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${media_id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(keysOf(media_id)).toEqual([]);
  });
});
