import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export type Fact = { label: string; value: ReactNode };

/** Label/value pairs, two columns from tablets up, one on phones. */
export function FactsList({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
