import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

type Props = {
  title: string;
  hint: string;
  state?: { label: string; color?: string };
  action: ReactNode;
};

/** One program switch: what it does, its state now, and the button that flips it. */
export function SettingRow({ title, hint, state, action }: Props) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {state && (
              <Badge variant="light" color={state.color ?? 'gray'}>
                {state.label}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
