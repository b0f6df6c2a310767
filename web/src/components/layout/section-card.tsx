import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

type Props = {
  title: string;
  description?: ReactNode;
  /** Shown at the right of the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One titled block of a profile or settings page. */
export function SectionCard({ title, description, aside, children }: Props) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
