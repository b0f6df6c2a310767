export type HlsLevel = { name: string; width: number; height: number; kbps: number };

/** Spec: a 360p level (640x360 for 16:9) always, plus the source's own size when larger. */
const BASE = 360;
/** Larger sources are streamed at most at 1080p: enough for a phone or laptop, far cheaper. */
const TOP = 1080;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The levels for a source of `width`×`height` (as displayed), sized by the short side. */
export function hlsLevels(width: number, height: number): HlsLevel[] {
  const short = Math.min(width, height);
  const sides = [BASE];
  if (short > BASE) sides.push(Math.min(short, TOP));
  return sides.map((side) => {
    const scale = side / short;
    const w = even(width * scale);
    const h = even(height * scale);
    // About 3.5 kbit per thousand pixels: 640x360 ≈ 800k, 1280x720 ≈ 3.2M, capped at 6M.
    const kbps = Math.min(6000, Math.round((w * h * 3.5) / 1000));
    return { name: `${side}p`, width: w, height: h, kbps };
  });
}

/** One ffmpeg run: every level from one decode, 4 s segments, a master playlist. */
export function hlsArguments(options: {
  input: string;
  outDir: string;
  levels: HlsLevel[];
  hasAudio: boolean;
}): string[] {
  const { input, outDir, levels, hasAudio } = options;
  const n = levels.length;
  const split = n > 1 ? `split=${n}${levels.map((_, i) => `[s${i}]`).join('')};` : '';
  const scales = levels
    .map((l, i) => `${n > 1 ? `[s${i}]` : ''}scale=${l.width}:${l.height},setsar=1[v${i}]`)
    .join(';');
  const filter = n > 1 ? `[0:v:0]${split}${scales}` : `[0:v:0]${scales}`;
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input, '-filter_complex', filter];
  levels.forEach((_, i) => {
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    // A key frame every 2 s, so 4 s segments cut cleanly whatever the frame rate.
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
    '-sc_threshold',
    '0',
  );
  levels.forEach((l, i) => {
    args.push(
      `-b:v:${i}`,
      `${l.kbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(l.kbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${l.kbps * 2}k`,
    );
  });
  if (hasAudio) args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2');
  const streamMap = levels
    .map((l, i) => (hasAudio ? `v:${i},a:${i},name:${l.name}` : `v:${i},name:${l.name}`))
    .join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    '4',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    `${outDir}/%v/segment_%03d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    `${outDir}/%v/index.m3u8`,
  );
  return args;
}
