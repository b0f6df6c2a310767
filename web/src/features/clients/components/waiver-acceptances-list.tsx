import { useState } from 'react';
import { Alert, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useWaiverAcceptances } from '../api/get-waiver-acceptances';
import { clientsTexts } from '../clients.messages';
import { sharedTexts } from '../../../lib/messages';

const m = clientsTexts.waiverAcceptances;

/** Who accepted the waiver, newest first, in the wording of spec 2.8. */
export function WaiverAcceptancesList({ planId }: { planId: number }) {
  const [page, setPage] = useState(1);
  const acceptances = useWaiverAcceptances(planId, page);
  if (acceptances.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader role="progressbar" size="sm" aria-label={sharedTexts.loading} />
      </Group>
    );
  }
  if (acceptances.isError) return <Alert color="red">{m.loadFailed}</Alert>;
  const { items, pagination } = acceptances.data;
  if (items.length === 0) return <Text c="dimmed">{m.none}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((acceptance) => (
          <Group key={acceptance.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-hidden />
            <Stack gap={0}>
              <Text size="sm">{acceptance.accepted_text}</Text>
              <Text size="xs" c="dimmed">
                {acceptance.email}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      {pagination.total_pages > 1 && (
        <Group justify="center">
          <Pagination total={pagination.total_pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
