import { ActionIcon, Button, Group, Menu, Table, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { METRIC_SETS, type Metric } from '@forma/contract/exercises/exercises.rules';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import { updateExercise } from '../model/schedule-edits';
import type { DraftExercise } from '../model/schedule-model';
import { formatMetric, loadUnitOf, parseMetric } from '../model/set-values';
import { exerciseTexts as t } from '../schedule.messages';
import { useBuilder } from './builder-context';
import { CommitText } from './commit-text';

type Props = { dayId: string; blockKey: string; item: DraftExercise };

const withValue = (set: PrescribedSet, metric: Metric, value: unknown): PrescribedSet => {
  const next: Record<string, unknown> = { ...set };
  if (value === undefined) delete next[metric];
  else next[metric] = value;
  return next as PrescribedSet;
};

/**
 * An exercise's prescribed sets: a row per set, a column per metric of its category the coach
 * chose (spec 3: metric sets per category).
 */
export function SetsTable({ dayId, blockKey, item }: Props) {
  const { store, change, mode, weightUnit } = useBuilder();
  const building = mode === 'build';
  const edit = (next: (item: DraftExercise) => DraftExercise) =>
    change(updateExercise(store.get().days, dayId, blockKey, item.key, next));
  const unit = loadUnitOf(item.sets, weightUnit);
  const unused = METRIC_SETS[item.exercise.category].filter(
    (metric) => !item.metrics.includes(metric),
  );

  const setCell = (index: number, metric: Metric, value: unknown) =>
    edit((current) => ({
      ...current,
      sets: current.sets.map((set, i) => (i === index ? withValue(set, metric, value) : set)),
    }));
  const removeMetric = (metric: Metric) =>
    edit((current) => ({
      ...current,
      metrics: current.metrics.filter((each) => each !== metric),
      sets: current.sets.map((set) => withValue(set, metric, undefined)),
    }));

  return (
    <div>
      <Table.ScrollContainer minWidth={120 + item.metrics.length * 96}>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={52}>
                <Text size="xs" fw={600}>
                  {t.sets}
                </Text>
              </Table.Th>
              {item.metrics.map((metric) => (
                <Table.Th key={metric}>
                  <Group gap={2} wrap="nowrap">
                    <Text size="xs" fw={600}>
                      {t.metrics[metric]}
                    </Text>
                    {building && item.metrics.length > 1 && (
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        color="gray"
                        aria-label={t.removeMetric(t.metrics[metric])}
                        onClick={() => removeMetric(metric)}
                      >
                        <IconX size={10} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Th>
              ))}
              {building && <Table.Th w={28} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.sets.map((set, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Text size="xs">{t.set(index + 1)}</Text>
                </Table.Td>
                {item.metrics.map((metric) => (
                  <Table.Td key={metric}>
                    {building ? (
                      <CommitText
                        size="xs"
                        aria-label={`${t.set(index + 1)} ${t.metrics[metric]}`}
                        placeholder={t.placeholders[metric]}
                        value={formatMetric(metric, set)}
                        validate={(text) => {
                          const parsed = parseMetric(metric, text, unit);
                          return 'error' in parsed ? parsed.error : null;
                        }}
                        onCommit={(text) => {
                          const parsed = parseMetric(metric, text, unit);
                          if ('value' in parsed) setCell(index, metric, parsed.value);
                        }}
                      />
                    ) : (
                      <Text size="xs">{formatMetric(metric, set)}</Text>
                    )}
                  </Table.Td>
                ))}
                {building && (
                  <Table.Td>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={t.removeSet(index + 1)}
                      onClick={() =>
                        edit((current) => ({
                          ...current,
                          sets: current.sets.filter((_, i) => i !== index),
                        }))
                      }
                    >
                      <IconX size={12} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {building && (
        <Group gap="xs" mt={4}>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={12} />}
            onClick={() =>
              edit((current) => ({
                ...current,
                // A new set repeats the last one: the usual next step is to change one value.
                sets: [...current.sets, { ...(current.sets.at(-1) ?? {}) }],
              }))
            }
          >
            {t.addSet}
          </Button>
          {unused.length > 0 && (
            <Menu position="bottom-start">
              <Menu.Target>
                <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />}>
                  {t.addMetric}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {unused.map((metric) => (
                  <Menu.Item
                    key={metric}
                    onClick={() =>
                      edit((current) => ({
                        ...current,
                        metrics: METRIC_SETS[current.exercise.category].filter(
                          (each) => each === metric || current.metrics.includes(each),
                        ),
                      }))
                    }
                  >
                    {t.metrics[metric]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      )}
    </div>
  );
}
