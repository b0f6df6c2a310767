import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { networkMessages } from '../../lib/messages';

/**
 * Said in place of a loader when what it waits for needs the connection and this device kept
 * none of it (platform.md 8: 'There is no internet connection.'): the read resumes by itself
 * once the connection returns. A status, not an alert: the offline banner already alerts.
 */
export function NoConnection() {
  return (
    <Group role="status" gap="sm" justify="center" wrap="nowrap">
      <IconWifiOff size={20} aria-hidden />
      <Text fw={600}>{networkMessages.offline}</Text>
    </Group>
  );
}
