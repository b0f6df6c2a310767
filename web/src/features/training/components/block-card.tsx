import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import type { BlockKind } from '@forma/contract/training/schedule.schemas';
import { blockLines, blockTitle } from '../model/block-summary';
import { trackName } from '../model/builder-tracks';
import type { DraftBlock } from '../model/schedule-model';
import { blockTexts as t, trackTexts } from '../schedule.messages';
import { useBuilder } from './builder-context';
import { useDayInReview } from './review-context';
import { useTracks } from './tracks-context';

export const KIND_COLOURS: Record<BlockKind, string> = {
  training: 'primary',
  sets: 'indigo',
  macros: 'teal',
  challenge: 'orange',
  note: 'gray',
};

const MAX_LINES = 6;

type Props = { dayId: string; block: DraftBlock };

/** A block in a day: drag it by its handle (mouse, touch or keyboard), open it to edit. */
export function BlockCard({ dayId, block }: Props) {
  const { openBlock } = useBuilder();
  const tracks = useTracks();
  const track = tracks.several ? trackName(tracks, block.track_id) : '';
  const building = !useDayInReview(dayId);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: block.key, data: { dayId }, disabled: !building });
  const title = blockTitle(block);
  const lines = blockLines(block);
  const shown = building ? lines.slice(0, MAX_LINES) : lines;

  const content = (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap={4} wrap="wrap">
        <Badge size="xs" variant="light" color={KIND_COLOURS[block.kind]}>
          {t.kinds[block.kind]}
        </Badge>
        {track && (
          <Badge
            size="xs"
            variant="outline"
            color="gray"
            style={{ textTransform: 'none', maxWidth: '100%' }}
          >
            <VisuallyHidden>{trackTexts.cardPrefix}</VisuallyHidden>
            {track}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={600} lineClamp={building ? 2 : undefined}>
        {title}
      </Text>
      {shown.map((line, i) => (
        <Text key={i} size="xs" c="dimmed" lineClamp={building ? 2 : undefined}>
          {line}
        </Text>
      ))}
      {shown.length < lines.length && (
        <Text size="xs" c="dimmed">
          +{lines.length - shown.length}
        </Text>
      )}
    </Stack>
  );

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p={6}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        borderLeft: `3px solid var(--mantine-color-${KIND_COLOURS[block.kind]}-6)`,
      }}
    >
      {building ? (
        <Group gap={2} wrap="nowrap" align="flex-start">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            {...attributes}
            {...listeners}
            aria-label={t.dragHandle(title)}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
          <UnstyledButton
            onClick={() => openBlock(dayId, block.key)}
            style={{ flex: 1, minWidth: 0 }}
          >
            {content}
          </UnstyledButton>
        </Group>
      ) : (
        content
      )}
    </Paper>
  );
}
