import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ReviewDay } from '@forma/contract/tracking/calendar.schemas';
import { blockTitle } from '../model/block-summary';
import { performedLine, prescribedLine } from '../model/review-lines';
import type { DraftDay, DraftExercise } from '../model/schedule-model';
import { reviewTexts as t } from '../review.messages';

type Client = ReviewDay['clients'][number];
type Performed = Client['performed'];

/** A client's performed sets next to the prescription, exercise by exercise. */
export function TrainingResults({ day, client }: { day: DraftDay; client: Client }) {
  const blocks = day.blocks.filter(
    (block) => (block.kind === 'training' || block.kind === 'sets') && block.exercises.length > 0,
  );
  if (blocks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.noTraining}
      </Text>
    );
  return (
    <Stack gap="xs">
      {blocks.map((block) => (
        <Stack key={block.key} gap={4}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {blockTitle(block)}
            </Text>
            {block.id !== undefined && client.done_block_ids.includes(block.id) && (
              <Badge size="xs" variant="light" color="primary">
                {t.blockDone}
              </Badge>
            )}
          </Group>
          {block.exercises.map((item) => (
            <ExerciseResults key={item.key} item={item} performed={client.performed} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ExerciseResults({ item, performed }: { item: DraftExercise; performed: Performed }) {
  const own = performed.filter((set) => item.id !== undefined && set.block_exercise_id === item.id);
  const count = Math.max(item.sets.length, ...own.map((set) => set.set_index + 1));
  return (
    <Table
      fz="xs"
      verticalSpacing={2}
      horizontalSpacing={4}
      captionSide="top"
      aria-label={item.exercise.name}
    >
      <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
        {item.exercise.name}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={48}>
            {t.setColumn}
          </Table.Th>
          <Table.Th scope="col">{t.prescribed}</Table.Th>
          <Table.Th scope="col">{t.performed}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Array.from({ length: count }, (_, index) => {
          const prescribed = item.sets[index];
          const done = own.find((set) => set.set_index === index);
          return (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={400}>
                {t.set(index + 1)}
              </Table.Th>
              <Table.Td>{prescribed ? prescribedLine(item.metrics, prescribed) : ''}</Table.Td>
              <Table.Td>
                {done ? (
                  <>
                    {performedLine(done.values)}
                    {done.records.length > 0 && (
                      <Badge size="xs" ml={4} variant="light" color="orange">
                        {t.record}
                      </Badge>
                    )}
                  </>
                ) : (
                  <Text span size="xs" c="dimmed">
                    {t.notLogged}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
