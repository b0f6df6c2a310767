import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages, type MediaItem } from '@forma/contract/media/media.schemas';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { bearer, signUp } from '../../../test/helpers.ts';
import { storedPath, testVideo, upload, uploadOk } from '../../../test/media.ts';
import { runJobs } from '../../../test/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let coach: Awaited<ReturnType<typeof signUp>>;
let small: Buffer;
let hd: Buffer;
beforeAll(async () => {
  [t, small, hd] = await Promise.all([
    createTestApp(),
    testVideo({ size: '320x240' }),
    testVideo({ size: '1280x720', audio: false }),
  ]);
  coach = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

async function getItem(app: TestApp, id: number, token: string) {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/media/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<MediaItem>();
}

/** The variant playlists a master playlist lists, with their resolutions. */
function levelsOf(master: string) {
  return [...master.matchAll(/RESOLUTION=(\d+x\d+).*\n(.+\.m3u8)/g)].map((m) => ({
    resolution: m[1]!,
    playlist: m[2]!,
  }));
}

describe('uploading a video', () => {
  it('is created at once and published with an HLS stream, a poster and its duration', async () => {
    const created = await uploadOk(t, coach.token, { name: 'Burpees.mp4', content: small });
    expect(created).toMatchObject({
      type: 'video',
      state: 'created',
      stream_src: null,
      duration: null,
    });
    expect((await getItem(t, created.id, coach.token)).state).toBe('created');

    expect(await runJobs(t)).toBe(1);
    const item = await getItem(t, created.id, coach.token);
    expect(item).toMatchObject({
      state: 'published',
      width: 320,
      height: 240,
      failure_reason: null,
    });
    expect(item.duration).toBeCloseTo(2, 0);
    expect(item.stream_src).toMatch(/\/uploads\/media\/file\/\d+\/[\w-]+-hls\/master\.m3u8$/);
    for (const url of [item.thumb!, item.thumb_small!, item.images!.cover]) {
      expect((await fs.stat(storedPath(t, url))).size).toBeGreaterThan(0);
    }

    // A 4:3 source smaller than 360p still gets the 360p level (spec: 640x360 for 16:9).
    const master = await fs.readFile(storedPath(t, item.stream_src!), 'utf8');
    expect(levelsOf(master).map((l) => l.resolution)).toEqual(['480x360']);

    const served = await t.app.inject({ method: 'GET', url: new URL(item.stream_src!).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(served.headers['cache-control']).toContain('immutable');
    const variant = new URL(levelsOf(master)[0]!.playlist, item.stream_src!);
    const playlist = await t.app.inject({ method: 'GET', url: variant.pathname });
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'))!;
    const ts = await t.app.inject({ method: 'GET', url: new URL(segment, variant).pathname });
    expect(ts.statusCode).toBe(200);
    expect(ts.headers['content-type']).toBe('video/mp2t');
    expect(ts.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte

    const ranged = await t.app.inject({
      method: 'GET',
      url: new URL(item.src!).pathname,
      headers: { range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${small.length}`);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.rawPayload).toHaveLength(100);
  });

  it('adds the source height as a second level when it is larger than 360p', async () => {
    const created = await uploadOk(t, coach.token, { name: 'Rowing.mp4', content: hd });
    await runJobs(t);
    const item = await getItem(t, created.id, coach.token);
    expect(item).toMatchObject({ state: 'published', width: 1280, height: 720 });
    const master = await fs.readFile(storedPath(t, item.stream_src!), 'utf8');
    const levels = levelsOf(master);
    expect(levels.map((l) => l.resolution)).toEqual(['640x360', '1280x720']);
    for (const level of levels) {
      const variant = path.join(path.dirname(storedPath(t, item.stream_src!)), level.playlist);
      expect(await fs.readFile(variant, 'utf8')).toContain('#EXT-X-ENDLIST');
    }
  });

  it('marks a damaged video failed with its reason; the job is not retried', async () => {
    // An MP4 header followed by noise: it passes the byte check, ffprobe cannot read it.
    const broken = Buffer.concat([small.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const created = await uploadOk(t, coach.token, { name: 'broken.mp4', content: broken });
    expect(created.type).toBe('video');
    await runJobs(t);
    const item = await getItem(t, created.id, coach.token);
    expect(item).toMatchObject({
      state: 'failed',
      failure_reason: mediaMessages.videoFailed,
      stream_src: null,
    });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.payload, { mediaId: created.id }));
    expect(job).toMatchObject({ attempts: 1 });
    expect(job!.failedAt).not.toBeNull();
    expect(job!.lastError).toContain('ffprobe failed');
  });

  it('removes the files of a video deleted before it was processed', async () => {
    const created = await uploadOk(t, coach.token, { name: 'Gone.mp4', content: small });
    const folder = path.dirname(storedPath(t, created.src!));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${created.id}`,
      headers: bearer(coach.token),
    });
    expect(removed.statusCode).toBe(204);
    await runJobs(t);
    await expect(fs.access(folder)).rejects.toThrow();
  });
});

describe('without ffmpeg', () => {
  it('marks videos failed with a clear reason and keeps serving', async () => {
    const bare = await createTestApp({
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    try {
      const person = await signUp(bare.app);
      const created = await uploadOk(bare, person.token, { name: 'clip.mp4', content: small });
      expect(await runJobs(bare)).toBe(1);
      const item = await getItem(bare, created.id, person.token);
      expect(item).toMatchObject({
        state: 'failed',
        failure_reason: mediaMessages.videoToolsMissing,
      });
      const stillUp = await upload(bare, person.token, {
        name: 'notes.txt',
        content: Buffer.from('ok'),
      });
      expect(stillUp.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
