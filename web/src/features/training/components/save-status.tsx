import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { saveStatus, type SaveStatus } from '../state/schedule-store';
import { saveTexts as t, trainingMessages } from '../schedule.messages';
import { useBuilder, useSchedule } from './builder-context';

const icons: Record<SaveStatus, typeof IconCheck> = {
  saved: IconCheck,
  saving: IconCloudUpload,
  failed: IconAlertTriangle,
  conflict: IconAlertTriangle,
};
const words: Record<SaveStatus, string> = {
  saved: t.saved,
  saving: t.saving,
  failed: t.failed,
  conflict: t.failed,
};

/** 'Saving…', 'Saved' or 'Not saved' (with Retry), read out as it changes. */
export function SaveStatusText() {
  const { store } = useBuilder();
  const status = saveStatus(useSchedule());
  const Icon = icons[status];
  useLeaveWarning(status !== 'saved');
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={4} wrap="nowrap" role="status" aria-live="polite">
        <Icon
          size={16}
          aria-hidden
          color={status === 'saved' ? undefined : 'var(--mantine-color-red-7)'}
        />
        <Text size="sm" c={status === 'saved' || status === 'saving' ? 'dimmed' : 'red.7'}>
          {words[status]}
        </Text>
      </Group>
      {status === 'failed' && (
        <Button size="compact-sm" variant="light" onClick={() => store.retry()}>
          {t.retry}
        </Button>
      )}
    </Group>
  );
}

/** The 409 of a save: the contract's message and 'Reload day', which takes the server's version. */
export function ConflictAlert({ onReload }: { onReload: (ids: readonly string[]) => void }) {
  const { conflicts } = useSchedule();
  if (conflicts.size === 0) return null;
  return (
    <Alert color="orange" title={t.conflictTitle} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{trainingMessages.conflict}</Text>
        <Button size="xs" onClick={() => onReload([...conflicts])}>
          {conflicts.size === 1 ? t.reloadDay : t.reloadDays}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * A save refused for what the days hold (e.g. a superset on FREE): its message, and 'Reload day'
 * to go back to the saved content; undo or another change to those days also clears it.
 */
export function RefusalAlert({ onReload }: { onReload: (ids: readonly string[]) => void }) {
  const { refusal, refused } = useSchedule();
  if (!refusal) return null;
  return (
    <Alert color="red" title={t.refusedTitle} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{refusal.message}</Text>
        <Button size="xs" variant="default" onClick={() => onReload([...refused])}>
          {refused.size === 1 ? t.reloadDay : t.reloadDays}
        </Button>
      </Group>
    </Alert>
  );
}

/** Asks before leaving while changes are unsaved (the browser shows its own words). */
function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
