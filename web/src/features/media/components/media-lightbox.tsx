import { AspectRatio, Box, Center, Image, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { type MediaItem, type MediaState } from '@forma/contract/media/media.schemas';
import { useMediaItem } from '../api/get-media';
import { mediaTexts as t, mediaMessages } from '../media.messages';
import { HlsVideo } from './hls-video';

/** platform.md 3, "Media (lightbox)". `embed_url` and `provider` come with library video links. */
export type LightboxMedia = {
  id: number | null;
  type: 'image' | 'video' | 'youtube' | 'iframe';
  src: string | null;
  stream_src: string | null;
  state: MediaState;
  thumb: string | null;
  caption: string | null;
  video_id: string | null;
  embed_url?: string | null;
  provider?: 'youtube' | 'vimeo' | null;
  failure_reason?: string | null;
};

/** A library item as the lightbox shows it; files (type other) are downloads, not shown. */
export function toLightboxMedia(item: MediaItem): LightboxMedia | null {
  if (item.type === 'other') return null;
  return {
    id: item.id,
    type: item.type === 'video_link' ? 'youtube' : item.type,
    src: item.type === 'image' ? (item.images?.cover_hd ?? item.src) : item.src,
    stream_src: item.stream_src,
    state: item.state,
    thumb: item.images?.cover ?? item.thumb,
    caption: item.title || item.caption,
    video_id: item.video_id,
    embed_url: item.embed_url,
    provider: item.provider,
    failure_reason: item.failure_reason,
  };
}

/** The player address of a YouTube or Vimeo video. */
export function embedAddress(media: LightboxMedia): string | null {
  if (media.embed_url) return media.embed_url;
  if (!media.video_id) return media.src;
  return media.provider === 'vimeo'
    ? `https://player.vimeo.com/video/${encodeURIComponent(media.video_id)}`
    : `https://www.youtube.com/embed/${encodeURIComponent(media.video_id)}`;
}

type Props = { media: LightboxMedia | null; onClose: () => void };

/**
 * The media lightbox of platform.md 2.15: an image, a processed video stream, an embedded
 * YouTube or Vimeo video, or an embedded interactive demo.
 */
export function MediaLightbox({ media, onClose }: Props) {
  return (
    <Modal
      opened={media !== null}
      onClose={onClose}
      size="xl"
      centered
      title={media?.caption ?? undefined}
      closeButtonProps={{ 'aria-label': t.close }}
      zIndex={350}
    >
      {media && <LightboxBody media={media} />}
    </Modal>
  );
}

function LightboxBody({ media }: { media: LightboxMedia }) {
  const title = media.caption ?? '';
  switch (media.type) {
    case 'image':
      return <Image src={media.src} alt={title} fit="contain" mah="75vh" radius="sm" />;
    case 'video':
      return <LightboxVideo media={media} />;
    case 'youtube':
    case 'iframe': {
      const src = media.type === 'youtube' ? embedAddress(media) : media.src;
      return (
        <AspectRatio ratio={16 / 9}>
          <Box
            component="iframe"
            src={src ?? undefined}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; clipboard-write"
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      );
    }
  }
}

/**
 * platform.md 4, "Media video in the lightbox": an unpublished video shows the processing message
 * and its state and stream are asked for again until it is published; then it plays.
 */
function LightboxVideo({ media }: { media: LightboxMedia }) {
  const refresh = media.state !== 'published' && media.id !== null;
  const fresh = useMediaItem(media.id, { enabled: refresh });
  const state = (refresh ? fresh.data?.state : undefined) ?? media.state;
  const stream = (refresh ? fresh.data?.stream_src : undefined) ?? media.stream_src;
  const failure =
    (refresh ? fresh.data?.failure_reason : undefined) ??
    media.failure_reason ??
    mediaMessages.processingFailed;

  if (state === 'published' && stream) {
    return <HlsVideo src={stream} poster={media.thumb} title={media.caption ?? ''} />;
  }
  return (
    <Center mih={240} p="lg">
      <Stack align="center" ta="center" gap="sm" maw={460}>
        <ThemeIcon
          size={56}
          radius="xl"
          variant="light"
          color={state === 'failed' ? 'red' : undefined}
        >
          <IconHourglass size={28} />
        </ThemeIcon>
        <Text role="status">{state === 'failed' ? failure : mediaMessages.processing}</Text>
      </Stack>
    </Center>
  );
}
