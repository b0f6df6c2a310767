import { useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPencil } from '@tabler/icons-react';
import type { Metric } from '@forma/contract/exercises/exercises.rules';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import type { PerformedValues } from '@forma/contract/tracking/results.schemas';
import type { ShownSet } from '../model/overlay-pending';
import { prefillOf } from '../model/prefill';
import { performedText, prescribedText } from '../model/set-text';
import { setTexts as t } from '../tracking.messages';
import { useCalendarContext } from './calendar-context';
import { SetEditModal } from './set-edit-modal';

type Props = {
  exerciseName: string;
  index: number;
  prescribed: PrescribedSet;
  performed: ShownSet | undefined;
  metrics: readonly Metric[];
  /** The client's writes; absent for the coach, who reads. */
  onLog?: (values: PerformedValues) => void;
  onUndo?: () => void;
};

/**
 * One prescribed set beside what was performed. The client logs it as prescribed in one tap
 * (pre-filled: ranges at their lower bound, no load for a percentage of max), edits it, or undoes it.
 */
export function SetRow({
  exerciseName,
  index,
  prescribed,
  performed,
  metrics,
  onLog,
  onUndo,
}: Props) {
  const { weightUnit } = useCalendarContext();
  const [editing, setEditing] = useState(false);
  const prefill = prefillOf(prescribed);
  const label = t.set(index);
  return (
    <Group
      role="group"
      aria-label={label}
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          <Text span size="xs" tt="uppercase">
            {t.prescribed}:
          </Text>{' '}
          {prescribedText(prescribed, weightUnit) || '—'}
        </Text>
        <Text size="sm">
          <Text span size="xs" tt="uppercase" c="dimmed">
            {t.performed}:
          </Text>{' '}
          {performed ? performedText(performed.values, weightUnit) : t.notLogged}
        </Text>
        {performed && (performed.records.length > 0 || performed.pending) && (
          <Group gap={4}>
            {performed.records.map((kind) => (
              <Badge key={kind} color="yellow" variant="light" size="sm">
                {t.record(kind)}
              </Badge>
            ))}
            {performed.pending && (
              <Badge color="gray" variant="outline" size="sm">
                {t.waiting}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
      {onLog && onUndo && (
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t.edit(index)}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={18} />
          </ActionIcon>
          {performed ? (
            <ActionIcon variant="light" size="lg" aria-label={t.undo(index)} onClick={onUndo}>
              <IconArrowBackUp size={18} />
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="filled"
              size="lg"
              aria-label={t.logAsPrescribed(index)}
              disabled={!prefill}
              onClick={() => prefill && onLog(prefill)}
            >
              <IconCheck size={18} />
            </ActionIcon>
          )}
        </Group>
      )}
      {editing && onLog && (
        <SetEditModal
          title={t.editTitle(exerciseName, index)}
          metrics={metrics}
          initial={performed?.values ?? prefill}
          unit={weightUnit}
          onSave={onLog}
          onClose={() => setEditing(false)}
        />
      )}
    </Group>
  );
}
