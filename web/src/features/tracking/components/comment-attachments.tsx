import { useState } from 'react';
import { Anchor, Box, Group, Image, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconMovie, IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Comment } from '@forma/contract/tracking/results.schemas';
import { MediaLightbox, type LightboxMedia } from '../../media';
import { commentTexts as t } from '../tracking.messages';

type Attachment = Comment['media'][number];

/**
 * An image or processed video as the lightbox shows it. The thread is read again for a video's
 * stream (its reader may not read the item itself: a coach, a client's photo), so no id.
 */
function toLightbox(media: Attachment): LightboxMedia {
  const video = media.type === 'video';
  return {
    id: null,
    type: video ? 'video' : 'image',
    src: media.src,
    stream_src: media.stream_src,
    state: video && !media.stream_src ? 'created' : 'published',
    thumb: media.thumb,
    caption: media.title,
    video_id: null,
  };
}

/** A comment's photos and videos (thumbnail or poster, opened in the lightbox); links and files open as pages. */
export function CommentAttachments({ media }: { media: Attachment[] }) {
  const [viewing, setViewing] = useState<LightboxMedia | null>(null);
  return (
    <>
      <Group gap="xs" mt={4}>
        {media.map((item) =>
          item.type === 'image' || item.type === 'video' ? (
            <UnstyledButton
              key={item.id}
              aria-label={t.openAttachment(item.title)}
              onClick={() => setViewing(toLightbox(item))}
              pos="relative"
            >
              <Preview item={item} />
            </UnstyledButton>
          ) : (
            <Anchor key={item.id} href={item.src ?? undefined} target="_blank" size="sm">
              {item.title}
            </Anchor>
          ),
        )}
      </Group>
      <MediaLightbox media={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function Preview({ item }: { item: Attachment }) {
  const video = item.type === 'video';
  return (
    <>
      {item.thumb ? (
        <Image src={item.thumb} w={64} h={64} radius="sm" alt="" />
      ) : (
        <ThemeIcon size={64} radius="sm" variant="light" color="gray">
          {video ? <IconMovie size={32} /> : <IconPhoto size={32} />}
        </ThemeIcon>
      )}
      {video && item.thumb && (
        <Box pos="absolute" top={20} left={20} c="white" style={{ lineHeight: 0 }}>
          <IconPlayerPlayFilled size={24} aria-hidden />
        </Box>
      )}
    </>
  );
}
