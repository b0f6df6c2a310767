import { useEffect, useRef } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ShownBlock } from '../model/overlay-pending';
import { useTrainingChanges } from '../sync/use-training-changes';
import { dayTexts as t } from '../tracking.messages';
import { isClient, useCalendarContext } from './calendar-context';
import { CommentsView } from './comments-view';
import { ExerciseView } from './exercise-view';
import { MacrosView } from './macros-view';

const titleOf = (block: ShownBlock) =>
  block.kind === 'note'
    ? (block.note?.title ?? t.blockKinds.note)
    : block.kind === 'challenge'
      ? (block.challenge?.name ?? t.blockKinds.challenge)
      : block.title || t.blockKinds[block.kind];

/** One block of a day, in its kind's form, with its done mark and comments. */
export function BlockView({ block }: { block: ShownBlock }) {
  const calendar = useCalendarContext();
  const { submit } = useTrainingChanges();
  const highlighted = calendar.highlightBlockId === block.id;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [highlighted]);
  const title = titleOf(block);
  const isNote = block.kind === 'note';
  const doneLabel = isNote
    ? block.done
      ? t.noteComplete
      : t.markNoteComplete
    : block.done
      ? t.blockDone
      : t.markBlockDone;

  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={title}
      id={`block-${block.id}`}
      data-highlighted={highlighted || undefined}
      withBorder
      p="sm"
      radius="md"
      style={
        highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase">
              {t.blockKinds[block.kind]}
            </Text>
            <Title order={4} fz="md">
              {title}
            </Title>
          </Stack>
          {!isClient(calendar) && block.done && (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
              {doneLabel}
            </Badge>
          )}
        </Group>
        {block.instructions && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {block.instructions}
          </Text>
        )}
        {block.exercises.map((exercise) => (
          <ExerciseView key={exercise.id} block={block} exercise={exercise} />
        ))}
        {block.kind === 'macros' && <MacrosView block={block} />}
        {block.note && (
          <Stack gap={4}>
            {block.note.body && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {block.note.body}
              </Text>
            )}
            {block.note.resource_ids.length > 0 && (
              <Text size="sm" c="dimmed">
                {t.resources(block.note.resource_ids.length)}
              </Text>
            )}
          </Stack>
        )}
        {block.challenge?.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {block.challenge.description}
          </Text>
        )}
        {isClient(calendar) && (
          <Group>
            <Button
              size="compact-sm"
              variant={block.done ? 'light' : 'outline'}
              color={block.done ? 'green' : undefined}
              leftSection={<IconCheck size={14} />}
              aria-pressed={block.done}
              onClick={() => submit({ kind: 'block_done', block_id: block.id, done: !block.done })}
            >
              {doneLabel}
            </Button>
          </Group>
        )}
        <CommentsView block={block} initiallyOpen={highlighted} />
      </Stack>
    </Paper>
  );
}
