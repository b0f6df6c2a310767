import { Affix, Group, Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { networkMessages } from '../../lib/messages';

/** Shown while the browser is offline (platform.md 2.16, 8). */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Affix position={{ bottom: 20, left: 0, right: 0 }} zIndex={400}>
      <Group justify="center" px="md">
        <Paper role="alert" shadow="lg" radius="xl" px="lg" py="sm" bg="dark.7" c="white">
          <Group gap="sm" wrap="nowrap">
            <IconWifiOff size={18} aria-hidden />
            <Text size="sm" fw={600}>
              {networkMessages.offline}
            </Text>
          </Group>
        </Paper>
      </Group>
    </Affix>
  );
}
