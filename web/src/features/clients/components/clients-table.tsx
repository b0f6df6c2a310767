import { Avatar, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ClientList, ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import { statusColor } from '../../../components/feedback/status-colour';
import { showDay } from '../../../lib/show-day';
import { clientsTexts as c } from '../clients.messages';
import { dateColumn, type ClientRowActionKind } from './client-columns';
import { ClientRowMenu } from './client-row-menu';

type Props = {
  rows: ProgramClientRow[];
  list: ClientList;
  planType: PlanType;
  onAction: (row: ProgramClientRow, action: ClientRowActionKind) => void;
};

/** The program's clients of one tab (spec 2.4): Name, Price, Start date, Currently at, a date column, Status, Actions. */
export function ClientsTable({ rows, list, planType, onAction }: Props) {
  const date = dateColumn(list, planType);
  const statusKind = rows[0]?.status_kind ?? (list === 'pending' ? 'invite' : 'client');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.price}</Table.Th>
            <Table.Th>{c.columns.startDate}</Table.Th>
            <Table.Th>{c.columns.currentlyAt}</Table.Th>
            <Table.Th>{date.label}</Table.Th>
            <Table.Th>{c.statusKinds[statusKind]}</Table.Th>
            <Table.Th>{c.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={row.avatar_url} name={row.full_name} size={32} radius="xl" />
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {row.full_name}
                    </Text>
                    {row.email && row.email !== row.full_name && (
                      <Text size="xs" c="dimmed">
                        {row.email}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{row.price_format}</Table.Td>
              <Table.Td>{showDay(row.start_date)}</Table.Td>
              <Table.Td>{row.currently_at ?? '—'}</Table.Td>
              <Table.Td>{date.value(row)}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge color={statusColor(row.status.colour)} variant="light">
                    {row.status.label}
                  </Badge>
                  {row.canceled_by_label && (
                    <Text size="xs" c="dimmed">
                      {row.canceled_by_label}
                    </Text>
                  )}
                  {row.is_blocked && (
                    <Text size="xs" c="red">
                      {c.removed}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <ClientRowMenu row={row} onAction={(action) => onAction(row, action)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
