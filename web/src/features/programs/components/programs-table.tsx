import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import {
  IconArchive,
  IconBell,
  IconBellOff,
  IconCopy,
  IconDots,
  IconEye,
  IconPencil,
  IconRestore,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import type { PlanListRow } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../app/paths';
import { programsMessages as m } from '../../../lib/messages';
import type { PlanRowAction } from '../api/plan-actions';
import { ProgramStatusBadge } from './program-status-badge';

type Props = {
  rows: PlanListRow[];
  onAction: (row: PlanListRow, action: PlanRowAction) => void;
  busy?: boolean;
};

function RowMenu({
  row,
  onAction,
  onDelete,
}: {
  row: PlanListRow;
  onAction: Props['onAction'];
  onDelete: () => void;
}) {
  const archived = row.status === 'archived';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={m.menuLabel(row.title)}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={pathTo('edit_plan_main_info', { plan_id: row.id })}
          leftSection={<IconPencil size={16} />}
        >
          {m.edit}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={pathTo('coach_program_view_clients', { plan_id: row.id })}
          leftSection={<IconUsers size={16} />}
        >
          {m.clients}
        </Menu.Item>
        <Menu.Item component={Link} to={publicPlanPath(row)} leftSection={<IconEye size={16} />}>
          {m.preview}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onAction(row, 'clone')}>
          {m.clone}
        </Menu.Item>
        <Menu.Item
          leftSection={row.muted ? <IconBell size={16} /> : <IconBellOff size={16} />}
          onClick={() => onAction(row, row.muted ? 'unmute' : 'mute')}
        >
          {row.muted ? m.unmute : m.mute}
        </Menu.Item>
        <Menu.Item
          leftSection={archived ? <IconRestore size={16} /> : <IconArchive size={16} />}
          onClick={() => onAction(row, archived ? 'restore' : 'archive')}
        >
          {archived ? m.restore : m.archive}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {m.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The programs list of spec 2.2: title, type, status, clients and the row menu. */
export function ProgramsTable({ rows, onAction, busy }: Props) {
  const [deleting, setDeleting] = useState<PlanListRow | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.colTitle}</Table.Th>
              <Table.Th>{m.colType}</Table.Th>
              <Table.Th>{m.colStatus}</Table.Th>
              <Table.Th>{m.colClients}</Table.Th>
              <Table.Th>{m.colActions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
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
                    <Stack gap={2}>
                      <Text
                        component={Link}
                        to={pathTo('coach_program_view_clients', { plan_id: row.id })}
                        fw={600}
                      >
                        {row.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.plan_pricing === 'free'
                          ? m.free
                          : row.prices.map((price) => price.price_format).join(' · ')}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="default">{row.plan_type_label}</Badge>
                </Table.Td>
                <Table.Td>
                  <ProgramStatusBadge row={row} />
                </Table.Td>
                <Table.Td>{row.clients_count}</Table.Td>
                <Table.Td>
                  <RowMenu row={row} onAction={onAction} onDelete={() => setDeleting(row)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
