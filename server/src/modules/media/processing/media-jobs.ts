import type { AppContext } from '../../../platform/context.ts';
import { discardUploadJob } from './discard-upload.job.ts';
import { processImageJob } from './process-image.job.ts';
import { processVideoJob } from './process-video.job.ts';
import { toolAvailable } from './run-tool.ts';

export const mediaJobs = [processImageJob, processVideoJob, discardUploadJob];

/** Spec: a missing ffmpeg is a clear start-up warning (videos then fail), never a crash. */
export async function warnIfVideoToolsMissing(ctx: AppContext): Promise<boolean> {
  const { ffmpegPath, ffprobePath } = ctx.config;
  const [ffmpeg, ffprobe] = await Promise.all([
    toolAvailable(ffmpegPath),
    toolAvailable(ffprobePath),
  ]);
  if (ffmpeg && ffprobe) return true;
  ctx.log.warn(
    `Video processing is unavailable: ${[!ffmpeg && `'${ffmpegPath}' (FFMPEG_PATH)`, !ffprobe && `'${ffprobePath}' (FFPROBE_PATH)`].filter(Boolean).join(' and ')} cannot be run. ` +
      'Uploaded videos will be marked failed until ffmpeg is installed (Debian: apt-get install ffmpeg).',
  );
  return false;
}
