import { useState } from 'react';
import { Button, Center, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { sharedTexts } from '../../../lib/messages';
import { showDay } from '../../../lib/show-day';
import { useExerciseHistory } from '../api/calendar-api';
import { performedText } from '../model/set-text';
import { loadIn } from '../model/units';
import { historyTexts as t, recordNames, setTexts } from '../tracking.messages';
import { useCalendarContext } from './calendar-context';

type Props = { exerciseId: number; name: string; onClose: () => void };

/** An exercise's records and results, latest first, 20 days a page ('Show more' for the next). */
export function ExerciseHistoryModal({ exerciseId, name, onClose }: Props) {
  const { weightUnit } = useCalendarContext();
  const [pages, setPages] = useState(1);
  return (
    <Modal opened onClose={onClose} title={t.title(name)} centered size="lg">
      <Stack gap="md">
        {Array.from({ length: pages }, (_, i) => (
          <HistoryPage
            key={i}
            exerciseId={exerciseId}
            page={i + 1}
            first={i === 0}
            unit={weightUnit}
            onMore={i === pages - 1 ? () => setPages(pages + 1) : undefined}
          />
        ))}
      </Stack>
    </Modal>
  );
}

type PageProps = {
  exerciseId: number;
  page: number;
  first: boolean;
  unit: 'kg' | 'lb';
  onMore?: () => void;
};

function HistoryPage({ exerciseId, page, first, unit, onMore }: PageProps) {
  const history = useExerciseHistory(exerciseId, page, true);
  if (!history.data)
    return (
      <Center>
        <Loader size="sm" role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  const { records, items, pagination } = history.data;
  return (
    <Stack gap="sm">
      {first && (
        <>
          <Title order={3} fz="md">
            {t.records}
          </Title>
          {records.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noRecords}
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {records.map((record) => (
                  <Table.Tr key={record.kind}>
                    <Table.Th scope="row">{recordNames[record.kind]}</Table.Th>
                    <Table.Td>
                      {record.kind === 'heaviest_load'
                        ? `${loadIn(record.value, unit)} ${unit}`
                        : record.value}
                      {record.load_kg !== null && record.kind !== 'heaviest_load'
                        ? ` @ ${loadIn(record.load_kg, unit)} ${unit}`
                        : ''}
                    </Table.Td>
                    <Table.Td>{showDay(record.performed_on)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {items.length === 0 && (
            <Text size="sm" c="dimmed">
              {t.noResults}
            </Text>
          )}
        </>
      )}
      {items.map((item) => (
        <Stack key={`${item.performed_on}-${item.plan_title}`} gap={2}>
          <Text size="sm" fw={600}>
            {showDay(item.performed_on)} · {item.plan_title}
          </Text>
          {item.sets.map((set) => (
            <Text key={set.id} size="sm">
              {setTexts.set(set.set_index)}: {performedText(set.values, unit)}
            </Text>
          ))}
        </Stack>
      ))}
      {onMore && pagination.page < pagination.total_pages && (
        <Button variant="subtle" onClick={onMore}>
          {t.more}
        </Button>
      )}
    </Stack>
  );
}
