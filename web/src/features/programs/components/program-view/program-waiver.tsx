import { Badge, Box, Button, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '../../../../lib/router';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { AttachmentsList } from '../../../media';
import { SectionCard } from '../../../../components/layout/section-card';
import { useProgramSlots } from '../../program-slots';
import { programViewTexts } from '../../programs.messages';

const m = programViewTexts.waiver;

/** The waiver as clients see it, whether it is on, and who accepted it. */
export function ProgramWaiver({ plan }: { plan: CoachPlan }) {
  const { enabled, text, attachments } = plan.waiver;
  const { WaiverAcceptancesList } = useProgramSlots();
  const media = attachments.flatMap((a): MediaItem[] => (a.media ? [a.media] : []));
  return (
    <Stack gap="md">
      <SectionCard
        title={m.title}
        description={enabled ? m.on : m.off}
        aside={
          <Badge color={enabled ? 'green' : 'gray'} variant="light">
            {enabled ? programViewTexts.details.waiverOn : programViewTexts.details.waiverOff}
          </Badge>
        }
      >
        {text ? (
          <Box className="forma-rich-text" dangerouslySetInnerHTML={{ __html: text }} />
        ) : (
          <Text c="dimmed">{m.empty}</Text>
        )}
        {media.length > 0 && <AttachmentsList items={media} mode="view" />}
        <Button
          component={Link}
          to={pathTo('edit_plan_main_info', { plan_id: plan.id })}
          variant="default"
          leftSection={<IconPencil size={16} />}
          w="fit-content"
        >
          {m.edit}
        </Button>
      </SectionCard>
      <SectionCard title={m.acceptances}>
        <WaiverAcceptancesList planId={plan.id} />
      </SectionCard>
    </Stack>
  );
}
