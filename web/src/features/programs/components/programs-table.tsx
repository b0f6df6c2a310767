import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PlanListRow } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../app/paths';
import { programsListTexts as m } from '../programs.messages';
import type { PlanRowAction } from '../api/plan-actions';
import { CopyPlanModal } from './copy-plan-modal';
import { ProgramRowMenu } from './program-row-menu';
import { ProgramStatusBadge } from './program-status-badge';

type Props = {
  rows: PlanListRow[];
  onAction: (row: PlanListRow, action: PlanRowAction) => void;
  busy?: boolean;
};

function ProgramCell({ row }: { row: PlanListRow }) {
  const thumb = row.cover?.small;
  return (
    <Group gap="sm" wrap="nowrap">
      {thumb ? (
        <img
          src={thumb}
          alt=""
          width={40}
          height={40}
          style={{ borderRadius: 6, objectFit: 'cover', borderLeft: `4px solid ${row.color}` }}
        />
      ) : (
        <div
          aria-hidden
          style={{
            width: 8,
            alignSelf: 'stretch',
            minHeight: 32,
            borderRadius: 4,
            background: row.color,
          }}
        />
      )}
      <Stack gap={2}>
        <Text
          component={Link}
          to={pathTo('coach_program_view_clients', { plan_id: row.id })}
          fw={600}
        >
          {row.title}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {row.plan_type_label}
          </Text>
          {(row.blocked_downloads || row.blocked_subscriptions) && (
            <Badge size="xs" color="orange" variant="light">
              {m.blocked}
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/** The programs list of spec 2.2: Program, Price, Clients, Status, Actions. */
export function ProgramsTable({ rows, onAction, busy }: Props) {
  const [deleting, setDeleting] = useState<PlanListRow | null>(null);
  const [copying, setCopying] = useState<PlanListRow | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.colTitle}</Table.Th>
              <Table.Th>{m.colPrice}</Table.Th>
              <Table.Th>{m.colClients}</Table.Th>
              <Table.Th>{m.colStatus}</Table.Th>
              <Table.Th>{m.colActions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <ProgramCell row={row} />
                </Table.Td>
                <Table.Td>
                  {row.plan_pricing === 'free' ? (
                    m.free
                  ) : (
                    <Stack gap={0}>
                      {row.prices.map((price) => (
                        <Text key={price.id} size="sm">
                          {price.price_format}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>{row.clients_count}</Table.Td>
                <Table.Td>
                  <ProgramStatusBadge row={row} />
                </Table.Td>
                <Table.Td>
                  <ProgramRowMenu
                    row={row}
                    onAction={onAction}
                    onCopy={() => setCopying(row)}
                    onDelete={() => setDeleting(row)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CopyPlanModal row={copying} onClose={() => setCopying(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={m.deleteTitle}>
        <Stack>
          <Text>{deleting ? m.deleteBody(deleting.title) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {m.cancel}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                if (deleting) onAction(deleting, 'delete');
                setDeleting(null);
              }}
            >
              {m.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
