import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';

type Props = {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

/** The content column of an app page with its title row; full width on phones. */
export function PageContainer({ title, description, actions, children, size = 'xl' }: Props) {
  return (
    <Container size={size} px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {(title || actions) && (
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={4}>
              {title && (
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  {title}
                </Title>
              )}
              {description && <Text c="dimmed">{description}</Text>}
            </Stack>
            {actions && <Group gap="sm">{actions}</Group>}
          </Group>
        )}
        {children}
      </Stack>
    </Container>
  );
}
