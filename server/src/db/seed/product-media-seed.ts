import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { readSample, sniffFile, SNIFF_BYTES } from '../../modules/media/file-sniffing.ts';
import { storeMediaFile } from '../../modules/media/media-store.ts';
import { media } from '../../modules/media/media.tables.ts';
import { runTool } from '../../modules/media/processing/run-tool.ts';

/** The product's own video library (spec 2.13, product tab): short clips made with ffmpeg. */
export const PRODUCT_VIDEOS = [
  { title: 'Welcome to {product}', source: 'smptebars', tone: 440 },
  { title: 'Warm-up: mobility flow', source: 'testsrc2', tone: 523 },
  { title: 'Cool-down: breathing', source: 'testsrc', tone: 330 },
];

/**
 * Seeds the product library once (on first start; skipped when it has items). The clips go
 * through the same storage and processing jobs as uploads. Without ffmpeg it logs and skips,
 * and the next start tries again.
 */
export async function seedProductLibrary(
  ctx: AppContext,
  options: { seconds?: number; size?: string } = {},
): Promise<number> {
  const [existing] = await ctx.db
    .select({ n: count() })
    .from(media)
    .where(eq(media.library, 'product'));
  if ((existing?.n ?? 0) > 0) return 0;

  await fs.mkdir(ctx.storage.tmpDir, { recursive: true });
  let seeded = 0;
  for (const clip of PRODUCT_VIDEOS) {
    const video = { ...clip, title: clip.title.replace('{product}', ctx.config.productName) };
    const file = path.join(ctx.storage.tmpDir, `seed-${randomBytes(6).toString('hex')}.mp4`);
    try {
      await makeClip(ctx, file, video, options.seconds ?? 4, options.size ?? '1280x720');
      const sniffed = await sniffFile(
        await readSample(createReadStream(file, { end: SNIFF_BYTES - 1 })),
      );
      if (!sniffed) throw new Error('the generated clip was not recognised as a video');
      const { size } = await fs.stat(file);
      await storeMediaFile(ctx, {
        library: 'product',
        ownerAccountId: null,
        createdByAccountId: null,
        scope: 'user',
        title: video.title,
        fileName: `${video.title}.mp4`,
        tempPath: file,
        sniffed,
        byteSize: size,
      });
      seeded += 1;
    } catch (error) {
      ctx.log.warn({ err: error }, `product library: could not make '${video.title}'`);
      await fs.rm(file, { force: true });
      break;
    }
  }
  return seeded;
}

/** A test pattern with a tone and the title on top (without the title when fonts are missing). */
async function makeClip(
  ctx: AppContext,
  file: string,
  video: (typeof PRODUCT_VIDEOS)[number],
  seconds: number,
  size: string,
) {
  const title = video.title.replace(/[\\':]/g, '');
  const drawtext = `drawtext=text='${title}':fontsize=h/14:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=16:x=(w-text_w)/2:y=h-text_h-h/10`;
  const args = (filter: string | null) => [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${video.source}=duration=${seconds}:size=${size}:rate=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${video.tone}:duration=${seconds}`,
    ...(filter ? ['-vf', filter] : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ];
  try {
    await runTool(ctx.config.ffmpegPath, args(drawtext), { timeoutMs: 120_000 });
  } catch {
    await runTool(ctx.config.ffmpegPath, args(null), { timeoutMs: 120_000 });
  }
}
