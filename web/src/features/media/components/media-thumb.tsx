import { useState } from 'react';
import { Image, ThemeIcon } from '@mantine/core';
import {
  IconBrandVimeo,
  IconBrandYoutube,
  IconFileText,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import type { MediaItem } from '@forma/contract/media/media.schemas';

type Props = { item: MediaItem; size?: 50 | 64 };

/**
 * Spec 2.13 and 9: a thumbnail for images, videos and video links (50×50 in the library, 64×64
 * in composers), a type icon otherwise, while the thumbnail is being made or when it fails to load.
 */
export function MediaThumb({ item, size = 50 }: Props) {
  const src = size === 64 ? (item.thumb ?? item.thumb_small) : (item.thumb_small ?? item.thumb);
  const [failed, setFailed] = useState<string | null>(null);
  if (item.type !== 'other' && src && failed !== src) {
    return (
      <Image
        src={src}
        w={size}
        h={size}
        miw={size}
        radius="sm"
        fit="cover"
        alt=""
        onError={() => setFailed(src)}
      />
    );
  }
  const icon =
    item.type === 'image' ? (
      <IconPhoto size={size / 2} />
    ) : item.type === 'video' ? (
      <IconMovie size={size / 2} />
    ) : item.type === 'video_link' ? (
      item.provider === 'vimeo' ? (
        <IconBrandVimeo size={size / 2} />
      ) : (
        <IconBrandYoutube size={size / 2} />
      )
    ) : (
      <IconFileText size={size / 2} />
    );
  return (
    <ThemeIcon size={size} radius="sm" variant="light" color="gray" aria-hidden>
      {icon}
    </ThemeIcon>
  );
}
