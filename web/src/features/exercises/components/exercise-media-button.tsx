import { useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { MediaLightbox, MediaThumb, toLightboxMedia, type LightboxMedia } from '../../media';
import { exercisesTexts as t } from '../exercises.messages';

/** The exercise's own media: its thumbnail, which plays the video (or shows the image) in the lightbox. */
export function ExerciseMediaButton({ media, size }: { media: MediaItem; size?: 50 | 64 }) {
  const [viewing, setViewing] = useState<LightboxMedia | null>(null);
  const playable = toLightboxMedia(media);
  if (!playable) return <MediaThumb item={media} size={size} />;
  return (
    <>
      <UnstyledButton aria-label={t.playMedia(media.title)} onClick={() => setViewing(playable)}>
        <MediaThumb item={media} size={size} />
      </UnstyledButton>
      <MediaLightbox media={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
