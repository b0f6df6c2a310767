import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NoConnection } from '../../components/feedback/no-connection';
import { routeErrorMessages as m } from '../../lib/messages';

/** Shown when a page cannot load (its code or the user could not be fetched). */
export function RouteErrorPage() {
  const { online } = useNetwork();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconAlertTriangle size={28} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {m.title}
        </Title>
        {online ? <Text c="dimmed">{m.body}</Text> : <NoConnection />}
        <Button onClick={() => window.location.reload()} mt="sm">
          {m.retry}
        </Button>
      </Stack>
    </Center>
  );
}
