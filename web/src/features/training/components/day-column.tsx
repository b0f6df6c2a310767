import { Badge, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { showsTrack } from '../model/builder-tracks';
import { dayHeading, dayName } from '../model/calendar-labels';
import type { DraftDay } from '../model/schedule-model';
import { builderTexts, dayTexts } from '../schedule.messages';
import { BlockCard } from './block-card';
import { useBuilder } from './builder-context';
import { DayCounts } from './day-counts';
import { DayMenu } from './day-menu';
import { DayReview } from './day-review';
import { useDayInReview } from './review-context';
import { useTracks } from './tracks-context';

export const dayDropId = (id: string) => `day:${id}`;

type Props = { id: string; day: DraftDay; today: boolean };

/**
 * One day of the week grid: its heading and actions, how many clients completed its work, then
 * its blocks in order (of the track shown). In review mode its clients' results come first and
 * its blocks are read only.
 */
export function DayColumn({ id, day, today }: Props) {
  const { mode, activeDay, setActiveDay, selection, toggleSelected } = useBuilder();
  const reviewing = useDayInReview(id);
  const building = !reviewing;
  const active = activeDay === id;
  const { setNodeRef, isOver } = useDroppable({
    id: dayDropId(id),
    data: { dayId: id },
    disabled: reviewing,
  });
  const heading = dayHeading(day.key);
  const name = dayName(day.key);
  const tracks = useTracks();
  const blocks = day.blocks.filter((block) => showsTrack(tracks, block.track_id));

  return (
    <Paper
      component="section"
      aria-label={name}
      withBorder
      radius="md"
      p={6}
      onFocusCapture={() => setActiveDay(id)}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Group gap={4} wrap="nowrap" justify="space-between" mb={6}>
        {building && (
          <Checkbox
            size="xs"
            aria-label={dayTexts.select(name)}
            checked={selection.has(id)}
            onChange={() => toggleSelected(id)}
          />
        )}
        <UnstyledButton
          onClick={() => setActiveDay(id)}
          aria-pressed={active}
          style={{ flex: 1, minWidth: 0, textAlign: 'center' }}
        >
          <Text size="xs" fw={700} c={today ? 'primary' : undefined}>
            {heading.top}
          </Text>
          {heading.bottom && (
            <Text size="xs" c="dimmed">
              {heading.bottom}
            </Text>
          )}
        </UnstyledButton>
        {mode === 'build' && <DayMenu id={id} day={day} />}
      </Group>
      <DayCounts id={id} day={day} />
      {reviewing && <DayReview day={day} />}
      {day.last_active && (
        <Badge size="xs" color="orange" variant="light" mb={6} fullWidth>
          {builderTexts.lastActiveShort}
        </Badge>
      )}
      <SortableContext
        items={blocks.map((block) => block.key)}
        strategy={verticalListSortingStrategy}
      >
        <Stack
          ref={setNodeRef}
          gap={6}
          mih={80}
          style={{
            flex: 1,
            borderRadius: 'var(--mantine-radius-sm)',
            outline: isOver ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
          }}
        >
          {blocks.map((block) => (
            <BlockCard key={block.key} dayId={id} block={block} />
          ))}
          {blocks.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="sm">
              {builderTexts.empty}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
