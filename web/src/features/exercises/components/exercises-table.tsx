import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import { ResponsiveTable, type TableColumn } from '../../../components/tables/responsive-table';
import { exercisesTexts as t } from '../exercises.messages';
import { exerciseChips } from './exercise-chips';
import { ExerciseMediaButton } from './exercise-media-button';

export type ExerciseAction = 'view' | 'edit' | 'delete';

type Props = {
  rows: readonly Exercise[];
  onAction: (exercise: Exercise, action: ExerciseAction) => void;
};

function ExerciseCell({ row }: { row: Exercise }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{row.name}</Text>
      <Text size="xs" c="dimmed">
        {exerciseChips(row).join(' · ')}
      </Text>
    </Stack>
  );
}

function RowMenu({ row, onAction }: { row: Exercise; onAction: Props['onAction'] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t.menuLabel(row.name)}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onAction(row, 'view')}>
          {t.view}
        </Menu.Item>
        {row.library === 'mine' && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction(row, 'edit')}>
              {t.edit}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onAction(row, 'delete')}
            >
              {t.delete}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Spec 2.12's exercise list: Exercise, Media, Actions (a card per exercise on a phone). */
export function ExercisesTable({ rows, onAction }: Props) {
  const columns: TableColumn<Exercise>[] = [
    {
      key: 'name',
      header: t.colExercise,
      phone: 'heading',
      cell: (row) => <ExerciseCell row={row} />,
    },
    {
      key: 'media',
      header: t.colMedia,
      cell: (row) =>
        row.media ? (
          <ExerciseMediaButton media={row.media} />
        ) : (
          <Text size="sm" c="dimmed">
            {t.noMedia}
          </Text>
        ),
    },
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
