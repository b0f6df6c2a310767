import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TemplateSummary } from '@forma/contract/templates/templates.schemas';
import { ResponsiveTable, type TableColumn } from '../../../components/tables/responsive-table';
import { showDay } from '../../../lib/show-day';
import { templatesTexts as t } from '../templates.messages';

export type TemplateAction = 'rename' | 'copy' | 'delete';

type Props = {
  rows: readonly TemplateSummary[];
  onAction: (template: TemplateSummary, action: TemplateAction) => void;
};

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function RowMenu({ row, onAction }: { row: TemplateSummary; onAction: Props['onAction'] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t.menuLabel(row.name)}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction(row, 'rename')}>
          {t.rename}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onAction(row, 'copy')}>
          {t.copy}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onAction(row, 'delete')}
        >
          {t.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Spec 2.12's templates list: Name, blocks or weeks, Last updated, Actions. */
export function TemplatesTable({ rows, onAction }: Props) {
  const weeks = rows[0]?.kind === 'week';
  const columns: TableColumn<TemplateSummary>[] = [
    {
      key: 'name',
      header: t.colName,
      phone: 'heading',
      cell: (row) => <Text fw={600}>{row.name}</Text>,
    },
    {
      key: 'size',
      header: weeks ? t.colWeeks : t.colBlocks,
      cell: (row) => (row.kind === 'week' ? t.weeksCount(row.weeks) : t.blocks(row.blocks)),
    },
    { key: 'updated', header: t.colUpdated, cell: (row) => showDay(dayOf(row.updated_at)) },
    {
      key: 'actions',
      header: t.colActions,
      phone: 'corner',
      cell: (row) => <RowMenu row={row} onAction={onAction} />,
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      minWidth={480}
      label={t.listLabel}
    />
  );
}
