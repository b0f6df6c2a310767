import { runTool } from './run-tool.ts';

export type VideoProbe = {
  /** Seconds, or null when the container does not say. */
  duration: number | null;
  /** As displayed (rotation applied). */
  width: number;
  height: number;
  hasAudio: boolean;
};

type ProbeStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};

/** ffprobe's view of a file; null when it has no video stream. */
export async function probeVideo(
  ffprobe: string,
  file: string,
  signal?: AbortSignal,
): Promise<VideoProbe | null> {
  const { stdout } = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { signal, timeoutMs: 60_000 },
  );
  const info = JSON.parse(stdout) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video) return null;
  const rotation = Math.abs(
    Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0) ||
      Number(video.tags?.rotate ?? 0),
  );
  const sideways = rotation % 180 === 90;
  const duration = Number(info.format?.duration ?? video.duration);
  return {
    duration: Number.isFinite(duration) && duration > 0 ? Math.round(duration * 100) / 100 : null,
    width: sideways ? video.height! : video.width!,
    height: sideways ? video.width! : video.height!,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}
