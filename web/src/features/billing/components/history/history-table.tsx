import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { HistoryItem } from '@forma/contract/billing/billing.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { ResponsiveTable, type TableColumn } from '../../../../components/tables/responsive-table';
import { Link } from '../../../../lib/router';
import { showDayMonth } from '../../../../lib/show-day';
import { historyTexts as t } from '../../billing.messages';
import { paymentBadge, showPaidAt } from '../../model/payment-status';

/** The payments: a table on wide screens, one card per payment on a phone. */
export function HistoryTable({ rows }: { rows: readonly HistoryItem[] }) {
  const columns: TableColumn<HistoryItem>[] = [
    {
      key: 'program',
      header: t.columns.program,
      phone: 'heading',
      cell: (item) => (
        <Stack gap={0}>
          <Text fw={600}>{item.program.title}</Text>
          <Text size="xs" c="dimmed">
            {t.soldBy(item.seller)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t.columns.status,
      phone: 'corner',
      cell: (item) => (
        <Badge color={paymentBadge[item.status].color} variant="light">
          {paymentBadge[item.status].label}
        </Badge>
      ),
    },
    {
      key: 'date',
      header: t.columns.date,
      cell: (item) => <Text size="sm">{showPaidAt(item.paid_at)}</Text>,
    },
    {
      key: 'description',
      header: t.columns.description,
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.description}</Text>
          {item.period && (
            <Text size="xs" c="dimmed">
              {t.period(showDayMonth(item.period.start), showDayMonth(item.period.end))}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t.columns.amount,
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.amount_format}</Text>
          {item.refunded_amount > 0 && (
            <Text size="xs" c="dimmed">
              {t.refunded(item.refunded_format)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'receipt',
      header: t.columns.receipt,
      cell: (item) =>
        item.has_receipt ? (
          <Anchor
            component={Link}
            to={pathTo('billing_receipt', { id: item.id })}
            size="sm"
            aria-label={t.viewReceiptOf(item.program.title, showPaidAt(item.paid_at))}
          >
            {t.viewReceipt}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(item) => item.id}
      rowLabel={(item) => `${item.program.title}, ${showPaidAt(item.paid_at)}`}
      minWidth={760}
      label={t.listLabel}
    />
  );
}
