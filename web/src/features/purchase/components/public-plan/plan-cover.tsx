import { lazy, Suspense } from 'react';
import { Box, Image } from '@mantine/core';
import { useMediaQuery, useWindowScroll } from '@mantine/hooks';
import type { Cover } from '@forma/contract/programs/programs.schemas';

const CoverVideo = lazy(() => import('./cover-video'));

/** Spec 2.7: the cover moves at 0.45 of the scroll on phones. */
const PARALLAX_FACTOR = 0.45;
const MOBILE_QUERY = '(max-width: 797.98px)';

/**
 * The cover the page's wide banner shows: 'main', else the editor's wide tiled cover, else the
 * square table cover.
 */
export function pageCover(covers: readonly Cover[]): Cover | null {
  for (const type of ['main', 'tiled_view', 'table_view'] as const) {
    const cover = covers.find((c) => c.cover_type === type);
    if (cover) return cover;
  }
  return null;
}

function CoverMedia({ cover, title }: { cover: Cover; title: string }) {
  const media = cover.media;
  // The coach's crop, except behind a video, where the whole frame matches the video.
  const still = media?.type === 'video' ? (media.images?.cover_hd ?? cover.large) : cover.large;
  // A video plays only once published (spec 2.7); until then the still image shows.
  if (media && media.state === 'published') {
    if (media.type === 'video' && media.stream_src) {
      return (
        <Suspense fallback={<Image src={still} alt={title} h="100%" w="100%" fit="cover" />}>
          <CoverVideo src={media.stream_src} poster={still} title={title} />
        </Suspense>
      );
    }
    if (media.embed_url) {
      const src = new URL(media.embed_url);
      src.searchParams.set('autoplay', '1');
      src.searchParams.set('mute', '1');
      src.searchParams.set('muted', '1');
      src.searchParams.set('loop', '1');
      if (media.provider === 'youtube' && media.video_id) {
        src.searchParams.set('playlist', media.video_id);
      }
      return (
        <Box
          component="iframe"
          src={src.toString()}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          w="100%"
          h="100%"
          style={{ border: 0, display: 'block' }}
        />
      );
    }
  }
  return <Image src={still} alt={title} h="100%" w="100%" fit="cover" />;
}

/** The page's cover image or video, with the mobile parallax. */
export function PlanCover({ covers, title }: { covers: readonly Cover[]; title: string }) {
  const cover = pageCover(covers);
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [scroll] = useWindowScroll();
  if (!cover) return null;
  const shift = mobile ? Math.round(scroll.y * PARALLAX_FACTOR) : 0;
  return (
    <Box
      data-testid="plan-cover"
      // The tiled cover's own shape (1.94:1, spec 2.3), so it shows uncut.
      style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-lg)', aspectRatio: '1.94' }}
      mah={420}
      bg="black"
    >
      <Box h="100%" style={{ transform: `translateY(${shift}px)`, willChange: 'transform' }}>
        <CoverMedia cover={cover} title={title} />
      </Box>
    </Box>
  );
}
