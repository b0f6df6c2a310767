import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { runTool } from '../src/modules/media/processing/run-tool.ts';
import { bearer } from './helpers.ts';
import type { TestApp } from './test-app.ts';

/** A multipart body with one file part (and fields before it), as a browser sends it. */
export function multipart(
  file: { name: string; content: Buffer; type?: string; field?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----forma${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  t: TestApp,
  token: string,
  file: { name: string; content: Buffer; type?: string; field?: string },
  options: { scope?: 'user' | 'race'; fields?: Record<string, string> } = {},
) {
  const body = multipart(file, options.fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/media${options.scope ? `?scope=${options.scope}` : ''}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export async function uploadOk(t: TestApp, token: string, file: { name: string; content: Buffer }) {
  const response = await upload(t, token, file);
  if (response.statusCode !== 200) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<MediaItem>();
}

export function testImage(width = 1200, height = 800) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 150, b: 70 } },
  })
    .jpeg()
    .toBuffer();
}

/** A real short clip with sound, made by ffmpeg (testsrc pattern and a tone). */
export async function testVideo(
  options: { size?: string; seconds?: number; audio?: boolean } = {},
) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-video-'));
  const file = path.join(dir, 'clip.mp4');
  const seconds = options.seconds ?? 2;
  const audio = options.audio ?? true;
  try {
    await runTool('ffmpeg', [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=${options.size ?? '320x240'}:rate=25`,
      ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
      file,
    ]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The path on disk of a public /uploads address. */
export function storedPath(t: TestApp, url: string) {
  const key = new URL(url).pathname.replace(/^\/uploads\//, '');
  return path.join(t.config.dataDir, 'uploads', key);
}

export async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
