import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { preferredLevelIndex, VIDEO_BANDWIDTH_HINT } from './hls-levels';

type Props = {
  src: string;
  poster?: string | null;
  autoPlay?: boolean;
  title: string;
  /** A background cover: muted, looped, without controls. */
  background?: boolean;
};

/**
 * An HLS stream through hls.js (loaded on first use, its own chunk), starting at the 640×360
 * level (spec 9); browsers that play HLS themselves (Safari) get the playlist directly.
 */
export function HlsVideo({ src, poster, autoPlay = true, title, background = false }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const start = () => {
      if (autoPlay) video.play().catch(() => undefined);
    };

    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls({ abrEwmaDefaultEstimate: VIDEO_BANDWIDTH_HINT });
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          const level = preferredLevelIndex(data.levels);
          if (level >= 0) hls.currentLevel = level;
          start();
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = src;
        video.addEventListener('loadedmetadata', start, { once: true });
      }
    });

    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, autoPlay]);

  return (
    <Box
      component="video"
      ref={videoRef}
      controls={!background}
      muted={background}
      loop={background}
      playsInline
      poster={poster ?? undefined}
      aria-label={title}
      w="100%"
      mah="75vh"
      bg="black"
      style={{ display: 'block' }}
    />
  );
}
