import { lazy, Suspense } from 'react';
import { Box, Stack, Title } from '@mantine/core';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { publicPlanTexts as p } from '../../purchase.messages';

const PlanAttachments = lazy(() => import('./plan-attachments'));

/** Overview (the server's sanitised HTML) and the attachments in view mode with the lightbox. */
export function PlanOverview({ plan }: { plan: PublicPlan }) {
  const media = plan.attachments.flatMap((a): MediaItem[] =>
    a.media ? [{ ...a.media, position: a.position, title_media: a.title_media }] : [],
  );
  return (
    <>
      {plan.description && (
        <Stack gap="xs" component="section" aria-label={p.overview}>
          <Title order={2} fz={20}>
            {p.overview}
          </Title>
          <Box
            className="forma-rich-text"
            style={{ overflowWrap: 'anywhere' }}
            dangerouslySetInnerHTML={{ __html: plan.description }}
          />
        </Stack>
      )}
      {media.length > 0 && (
        <Stack gap="xs" component="section" aria-label={p.attachments}>
          <Title order={2} fz={20}>
            {p.attachments}
          </Title>
          <Suspense fallback={null}>
            <PlanAttachments items={media} />
          </Suspense>
        </Stack>
      )}
    </>
  );
}
