import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import type { PlanListRow } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { ResponsiveTable, type TableColumn } from '../../../components/tables/responsive-table';
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

function PriceCell({ row }: { row: PlanListRow }) {
  if (row.plan_pricing === 'free') return m.free;
  return (
    <Stack gap={0}>
      {row.prices.map((price) => (
        <Text key={price.id} size="sm">
          {price.price_format}
        </Text>
      ))}
    </Stack>
  );
}

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

/** The programs list of spec 2.2: Program, Price, Clients, Status, Actions (a card per program on a phone). */
export function ProgramsTable({ rows, onAction, busy }: Props) {
  const [deleting, setDeleting] = useState<PlanListRow | null>(null);
  const [copying, setCopying] = useState<PlanListRow | null>(null);
  const columns: TableColumn<PlanListRow>[] = [
    {
      key: 'title',
      header: m.colTitle,
      phone: 'heading',
      cell: (row) => <ProgramCell row={row} />,
    },
    { key: 'price', header: m.colPrice, cell: (row) => <PriceCell row={row} /> },
    { key: 'clients', header: m.colClients, cell: (row) => row.clients_count },
    { key: 'status', header: m.colStatus, cell: (row) => <ProgramStatusBadge row={row} /> },
    {
      key: 'actions',
      header: m.colActions,
      phone: 'corner',
      cell: (row) => (
        <ProgramRowMenu
          row={row}
          onAction={onAction}
          onCopy={() => setCopying(row)}
          onDelete={() => setDeleting(row)}
        />
      ),
    },
  ];
  return (
    <>
      <ResponsiveTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title}
        minWidth={640}
        label={m.listLabel}
      />
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
