import { Text } from '@mantine/core';
import { syncMessages } from './sync.messages';
import { useNetwork } from '@mantine/hooks';
import { useTrainingChanges } from './use-training-changes';

/**
 * What is waiting on this device to be sent; empty once every change has been sent. The live
 * region stays in the page so that screen readers announce it as it changes.
 */
export function SyncStatus() {
  const { pending } = useTrainingChanges();
  const { online } = useNetwork();
  const count = pending.length;
  return (
    <Text role="status" size="sm" fw={500}>
      {count === 0 ? null : online ? syncMessages.waiting(count) : syncMessages.offline(count)}
    </Text>
  );
}
