import { useId, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** One titled part of the connected account's screen (a section named by its heading). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title id={id} order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
