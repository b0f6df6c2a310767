import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { ClientList, ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { athleteCalendarPath } from '../../../lib/routes/athlete-calendar-path';
import { statusColor } from '../../../components/feedback/status-colour';
import { ResponsiveTable, type TableColumn } from '../../../components/tables/responsive-table';
import { Link } from '../../../lib/router';
import { showDay } from '../../../lib/show-day';
import { clientsTexts as c } from '../clients.messages';
import { dateColumn, lastLogged, reschedulable, type ClientRowActionKind } from './client-columns';
import { ClientRowMenu } from './client-row-menu';
import { PriceCell } from './price-cell';
import { choosesTracks, clientTrackNames } from './client-tracks';

type Props = {
  rows: ProgramClientRow[];
  list: ClientList;
  planType: PlanType;
  /** The program's tracks: with several, each row says which the client follows. */
  tracks: Track[];
  onAction: (row: ProgramClientRow, action: ClientRowActionKind) => void;
};

function NameCell({ row, tracks }: { row: ProgramClientRow; tracks: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={row.avatar_url} name={row.full_name} size={32} radius="xl" />
      <Stack gap={0} miw={0}>
        {row.user_id === null ? (
          <Text fw={600} size="sm">
            {row.full_name}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={athleteCalendarPath(row.user_id, {
              date: row.last_logged_day?.date,
              scheduleId: row.last_logged_day?.day_id,
            })}
            fw={600}
            size="sm"
          >
            {row.full_name}
          </Anchor>
        )}
        {row.email && row.email !== row.full_name && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
        )}
        {tracks && (
          <Text size="xs" c="dimmed">
            {c.tracks.label(tracks)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function StatusCell({ row }: { row: ProgramClientRow }) {
  return (
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
  );
}

/**
 * The program's clients of one tab (spec 2.4): Name (a link to the client's calendar), Price (and
 * the last payment), Start date, Currently at, a date column, Last logged (clients who can log),
 * Status, Actions; a card per client on a phone.
 */
export function ClientsTable({ rows, list, planType, tracks, onAction }: Props) {
  const date = dateColumn(list, planType);
  const several = choosesTracks(tracks);
  const statusKind = rows[0]?.status_kind ?? (list === 'pending' ? 'invite' : 'client');
  const columns: TableColumn<ProgramClientRow>[] = [
    {
      key: 'name',
      header: c.columns.name,
      phone: 'heading',
      cell: (row) => (
        <NameCell row={row} tracks={several ? clientTrackNames(row.track_ids, tracks) : ''} />
      ),
    },
    { key: 'price', header: c.columns.price, cell: (row) => <PriceCell row={row} /> },
    { key: 'start', header: c.columns.startDate, cell: (row) => showDay(row.start_date) },
    { key: 'at', header: c.columns.currentlyAt, cell: (row) => row.currently_at ?? '—' },
    { key: 'date', header: date.label, cell: date.value },
    ...(list === 'pending'
      ? []
      : [{ key: 'logged', header: lastLogged.label, cell: lastLogged.value }]),
    { key: 'status', header: c.statusKinds[statusKind], cell: (row) => <StatusCell row={row} /> },
    {
      key: 'actions',
      header: c.columns.actions,
      phone: 'corner',
      cell: (row) => (
        <ClientRowMenu
          row={row}
          tracks={several}
          reschedule={reschedulable(planType)}
          onAction={(action) => onAction(row, action)}
        />
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.full_name}
      minWidth={900}
      label={c.listLabel}
    />
  );
}
