import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { usePlanClients } from '../api/plan-clients';
import { clientsTexts as c } from '../clients.messages';

/** How many have been invited, in a line (the review step of spec 2.3). */
export function InvitedCount({ planId }: { planId: number }) {
  const invites = usePlanClients(planId, 'pending');
  return <Text size="sm">{c.invitedTitle(invites.data?.pagination.total_count ?? 0)}</Text>;
}

/** Who has been invited already (the first page of the program's open invites). */
export function InvitedClientsList({ planId }: { planId: number }) {
  const invites = usePlanClients(planId, 'pending');
  if (invites.isPending) return <Loader size="sm" />;
  const items = invites.data?.items ?? [];
  const total = invites.data?.pagination.total_count ?? items.length;
  return (
    <Stack gap="xs">
      <Text fw={600}>{c.invitedTitle(total)}</Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {c.noInvites}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((client) => (
              <Group
                key={client.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                px="sm"
                py={8}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text size="sm" truncate>
                  {client.email ?? client.full_name}
                </Text>
                <Badge variant="light" color="orange">
                  {client.status.label}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
