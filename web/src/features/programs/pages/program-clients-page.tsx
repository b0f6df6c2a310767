import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Table, Tabs, Text } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { ClientList } from '@forma/contract/programs/memberships.schemas';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import { pathTo } from '../../../app/paths';
import { PageContainer } from '../../../components/layout/page-container';
import { usePlan } from '../api/get-plan';
import { usePlanClients } from '../api/plan-clients';
import { InviteClientsModal } from '../components/invite-clients-form';
import { statusColor } from '../components/status-colour';
import { clientsMessages as c } from '../program-clients-messages';

const LISTS: ClientList[] = ['active', 'in_trial', 'scheduled', 'pending', 'past'];

function ClientsTable({ planId, list }: { planId: number; list: ClientList }) {
  const clients = usePlanClients(planId, list);
  if (clients.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  if (clients.isError) return <Alert color="red">{c.loadFailed}</Alert>;
  if (clients.data.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {c.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.price}</Table.Th>
            <Table.Th>{c.columns.startDate}</Table.Th>
            <Table.Th>{c.columns.currentlyAt}</Table.Th>
            <Table.Th>{c.columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.data.items.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text fw={600}>{row.full_name || row.email}</Text>
                {row.full_name && row.email && (
                  <Text size="xs" c="dimmed">
                    {row.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.price_format}</Table.Td>
              <Table.Td>{row.start_date ?? '—'}</Table.Td>
              <Table.Td>{row.currently_at ?? '—'}</Table.Td>
              <Table.Td>
                <Badge color={statusColor(row.status.colour)} variant="light">
                  {row.status.label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** coach_program_view_clients (spec 2.4): the program's clients by list, and invites. */
export default function ProgramClientsPage() {
  const planId = Number(useParams().plan_id);
  const plan = usePlan(planId);
  const [list, setList] = useState<ClientList>('active');
  const [inviting, setInviting] = useState(false);
  const counts = plan.data?.counts;
  return (
    <PageContainer
      title={plan.data?.title ?? c.title}
      description={plan.data?.plan_type_label}
      actions={
        <>
          {plan.data && (
            <Button component={Link} to={publicPlanPath(plan.data)} variant="default">
              {c.preview}
            </Button>
          )}
          <Button
            component={Link}
            to={pathTo('edit_plan_main_info', { plan_id: planId })}
            variant="default"
          >
            {c.edit}
          </Button>
          <Button leftSection={<IconMailPlus size={18} />} onClick={() => setInviting(true)}>
            {c.invite}
          </Button>
        </>
      }
    >
      <Tabs value={list} onChange={(value) => value && setList(value as ClientList)}>
        <Tabs.List>
          {LISTS.map((entry) => (
            <Tabs.Tab
              key={entry}
              value={entry}
              rightSection={
                counts ? (
                  <Badge size="sm" variant="light">
                    {counts[entry]}
                  </Badge>
                ) : null
              }
            >
              {c.tabs[entry]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ClientsTable planId={planId} list={list} />
      <InviteClientsModal planId={planId} opened={inviting} onClose={() => setInviting(false)} />
    </PageContainer>
  );
}
