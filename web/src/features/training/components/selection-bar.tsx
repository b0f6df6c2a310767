import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import { dayTexts as t } from '../schedule.messages';
import { useBuilder } from './builder-context';

/**
 * Several days chosen (or a whole week): copy them, then paste from a day's menu, or keep them as
 * a template.
 */
export function SelectionBar({ onClear }: { onClear: () => void }) {
  const { selection, copy, saveAsTemplate } = useBuilder();
  if (selection.size === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} role="status">
          {t.selected(selection.size)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={() => {
              copy([...selection]);
              onClear();
            }}
          >
            {t.copySelected}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            onClick={() => saveAsTemplate([...selection])}
          >
            {t.saveSelected}
          </Button>
          <Button size="xs" variant="default" onClick={onClear}>
            {t.clearSelection}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
