import type { ReactNode } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_QUERY } from '../../lib/layout';
import classes from './responsive-table.module.css';

export type TableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Where the column goes on a phone's card: the card's heading, its top corner (the actions
   * menu), a labelled line below (the default), or one across the card's width (a row of buttons).
   */
  phone?: 'heading' | 'corner' | 'line' | 'wide';
};

type Props<Row> = {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The name of a row's card on a phone (the row's title). */
  rowLabel: (row: Row) => string;
  /** The table's narrowest width before it scrolls sideways (tablets). */
  minWidth: number;
  /** The name of the list of cards. */
  label: string;
};

function PhoneCards<Row>({ rows, columns, rowKey, rowLabel, label }: Omit<Props<Row>, 'minWidth'>) {
  const heading = columns.filter((column) => column.phone === 'heading');
  const corner = columns.filter((column) => column.phone === 'corner');
  const lines = columns.filter(
    (column) => !column.phone || column.phone === 'line' || column.phone === 'wide',
  );
  return (
    <Stack component="ul" role="list" aria-label={label} gap="sm" className={classes.cards}>
      {rows.map((row) => (
        <Paper
          component="li"
          key={rowKey(row)}
          aria-label={rowLabel(row)}
          withBorder
          radius="md"
          p="sm"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box miw={0} className={classes.heading}>
              {heading.map((column) => (
                <Box key={column.key}>{column.cell(row)}</Box>
              ))}
            </Box>
            {corner.map((column) => (
              <Box key={column.key}>{column.cell(row)}</Box>
            ))}
          </Group>
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={6} mt="xs" mb={0}>
            {lines.map((column) => (
              <div
                key={column.key}
                className={
                  column.phone === 'wide' ? `${classes.line} ${classes.wide}` : classes.line
                }
              >
                <Text component="dt" size="xs" c="dimmed">
                  {column.header}
                </Text>
                <Box component="dd" m={0} fz="sm">
                  {column.cell(row)}
                </Box>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A table that becomes one card per row on a phone, so no column is cut off at 375 px: the
 * heading column and the actions on top, every other column as a labelled line. Wider screens
 * get the table, scrolling sideways below `minWidth`.
 */
export function ResponsiveTable<Row>({ minWidth, ...props }: Props<Row>) {
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  if (phone) return <PhoneCards {...props} />;
  const { rows, columns, rowKey } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
