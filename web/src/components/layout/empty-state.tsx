import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

type Props = { icon: ReactNode; title: ReactNode; description?: ReactNode; action?: ReactNode };

/** A friendly empty list: icon, title, one line and the next step. */
export function EmptyState({ icon, title, description, action }: Props) {
  return (
    <Paper withBorder p={{ base: 'xl', sm: 48 }} radius="lg">
      <Stack align="center" ta="center" gap="sm" maw={440} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} fz={22}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
