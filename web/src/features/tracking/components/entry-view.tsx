import { useState } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCheck } from '@tabler/icons-react';
import type { ShownEntry } from '../model/overlay-pending';
import { useTrainingChanges } from '../sync/use-training-changes';
import { calendarTexts, dayTexts as t } from '../tracking.messages';
import { BlockView } from './block-view';
import { isClient, useCalendarContext } from './calendar-context';
import { FeedbackBox } from './feedback-box';
import { MoveDayModal } from './move-day-modal';

type Props = { date: string; entry: ShownEntry; highlighted: boolean };

/** One program's training on a day: its blocks in order, the coach's feedback, the day's marks. */
export function EntryView({ date, entry, highlighted }: Props) {
  const calendar = useCalendarContext();
  const { submit } = useTrainingChanges();
  const [moving, setMoving] = useState(false);
  const program = calendar.programs.find((each) => each.membership_id === entry.membership_id);
  const title = program?.title ?? '';
  const client = isClient(calendar);
  return (
    <Paper
      component="article"
      aria-label={title}
      data-highlighted={highlighted || undefined}
      withBorder={highlighted}
      p={0}
      bg="transparent"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Box w={12} h={12} bg={program?.color} style={{ borderRadius: '50%' }} aria-hidden />
            <Title order={3} fz="lg">
              {title}
            </Title>
          </Group>
          <Group gap={6}>
            {entry.week !== null && entry.day !== null && (
              <Badge variant="light" color="gray">
                {calendarTexts.weekDay(entry.week, entry.day)}
              </Badge>
            )}
            {entry.moved && <Badge variant="outline">{calendarTexts.moved}</Badge>}
            <Badge variant="light" color={entry.completion === 'all' ? 'green' : 'gray'}>
              {calendarTexts.completion[entry.completion]}
            </Badge>
          </Group>
        </Group>
        {client && entry.feedback.length > 0 && (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
            <Text size="sm" fw={600}>
              {t.feedbackTitle}
            </Text>
            {entry.feedback.map((feedback) => (
              <Text key={feedback.kind} size="sm" style={{ whiteSpace: 'pre-line' }}>
                <Text span fw={600}>
                  {t.feedbackKinds[feedback.kind]}:
                </Text>{' '}
                {feedback.body}
              </Text>
            ))}
          </Paper>
        )}
        {entry.blocks.map((block) => (
          <BlockView key={block.id} block={block} />
        ))}
        {client && (
          <Group gap="xs">
            <Button
              leftSection={<IconCheck size={16} />}
              variant={entry.done ? 'light' : 'filled'}
              color={entry.done ? 'green' : undefined}
              aria-pressed={entry.done}
              onClick={() => submit({ kind: 'day_done', day_id: entry.day_id, done: !entry.done })}
            >
              {entry.done ? t.dayDone : t.markDayDone}
            </Button>
            {program?.plan_type === 'fixed' && (
              <Button
                variant="default"
                leftSection={<IconCalendarEvent size={16} />}
                onClick={() => setMoving(true)}
              >
                {t.moveDay}
              </Button>
            )}
          </Group>
        )}
        {calendar.mode.kind === 'coach' && (
          <FeedbackBox
            key={entry.feedback.map((each) => each.updated_at).join()}
            userId={calendar.mode.userId}
            dayId={entry.day_id}
            feedback={entry.feedback}
          />
        )}
      </Stack>
      {moving && <MoveDayModal dayId={entry.day_id} from={date} onClose={() => setMoving(false)} />}
    </Paper>
  );
}
