import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaMessages } from '@forma/contract/media/media.schemas';
import type { AppContext } from '../../../platform/context.ts';
import { defineJob, PermanentJobError } from '../../../platform/jobs/job-types.ts';
import { derivedKey } from '../media-keys.ts';
import { hlsArguments, hlsLevels } from './hls.ts';
import { makeImageRenditions } from './images.ts';
import { withLocalFile, withScratchDir } from './local-file.ts';
import { mediaJobPayload } from './media-job-payloads.ts';
import { probeVideo, type VideoProbe } from './probe.ts';
import { loadForProcessing, markFailed, saveProcessing } from './processing-state.ts';
import { runTool, ToolFailedError, ToolMissingError } from './run-tool.ts';

/** Long videos take a while; anything past this is stuck. */
const ENCODE_TIMEOUT_MS = 3 * 60 * 60_000;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/**
 * An uploaded video: duration and a poster frame first (thumbnails and covers show while it
 * encodes), then the HLS levels and master playlist; published once the stream is complete.
 * One at a time per process (lane `video`): encoding takes every core.
 */
export const processVideoJob = defineJob({
  kind: 'media.process_video',
  payload: mediaJobPayload,
  lane: 'video',
  maxAttempts: 2,
  run: async (ctx, { mediaId }, signal) => {
    const item = await loadForProcessing(ctx, mediaId);
    if (!item) return;
    await withLocalFile(ctx.storage, item.originalKey, (source) =>
      withScratchDir(ctx.storage, async (dir) => {
        const probe = await tool(() => probeVideo(ctx.config.ffprobePath, source, signal));
        if (!probe) throw new PermanentJobError(mediaMessages.noVideoTrack);

        const poster = await makePoster(ctx, source, dir, probe, signal);
        const posterKey = derivedKey(item.originalKey, 'poster.jpg');
        const images = await makeImageRenditions(ctx.storage, poster, posterKey);
        await ctx.storage.putFile(posterKey, poster, 'image/jpeg');
        const still = await saveProcessing(ctx, mediaId, {
          duration: probe.duration,
          width: probe.width,
          height: probe.height,
          posterKey,
          thumbKey: images.thumbKey,
          thumbSmallKey: images.thumbSmallKey,
          coverKeys: images.coverKeys,
        });
        if (!still) return;

        const hlsDir = path.join(dir, 'hls');
        const levels = hlsLevels(probe.width, probe.height);
        await tool(() =>
          runTool(
            ctx.config.ffmpegPath,
            hlsArguments({ input: source, outDir: hlsDir, levels, hasAudio: probe.hasAudio }),
            { signal, timeoutMs: ENCODE_TIMEOUT_MS },
          ),
        );
        const hlsPrefix = derivedKey(item.originalKey, 'hls');
        for (const file of await filesUnder(hlsDir)) {
          const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
          await ctx.storage.putFile(`${hlsPrefix}/${file}`, path.join(hlsDir, file), type);
        }
        await saveProcessing(ctx, mediaId, {
          streamKey: `${hlsPrefix}/master.m3u8`,
          state: 'published',
          failureReason: null,
        });
      }),
    );
  },
  onFailed: async (ctx, { mediaId }, error) => {
    const reason =
      error instanceof PermanentJobError ? error.message : mediaMessages.processingFailed;
    await markFailed(ctx, mediaId, reason);
  },
});

/** A frame a quarter in (at most 1 s), as a JPEG. */
async function makePoster(
  ctx: AppContext,
  source: string,
  dir: string,
  probe: VideoProbe,
  signal: AbortSignal,
): Promise<string> {
  const at = Math.min(1, (probe.duration ?? 0) / 4);
  const poster = path.join(dir, 'poster.jpg');
  const args = ['-hide_banner', '-nostdin', '-y', '-ss', at.toFixed(2), '-i', source];
  await tool(() =>
    runTool(ctx.config.ffmpegPath, [...args, '-frames:v', '1', '-q:v', '2', poster], {
      signal,
      timeoutMs: 120_000,
    }),
  );
  return poster;
}

/** ffmpeg's failures are the file's (or the server's), not worth another attempt. */
async function tool<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ToolMissingError) {
      throw new PermanentJobError(mediaMessages.videoToolsMissing, error.message);
    }
    if (error instanceof ToolFailedError) {
      throw new PermanentJobError(mediaMessages.videoFailed, `${error.message}\n${error.stderr}`);
    }
    throw error;
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
