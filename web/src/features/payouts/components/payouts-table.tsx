import { Badge, Text } from '@mantine/core';
import type { Payout } from '@forma/contract/payouts/payouts.schemas';
import { ResponsiveTable, type TableColumn } from '../../../components/tables/responsive-table';
import { showDayMonth } from '../../../lib/show-day';
import { accountTexts as t } from '../payouts.messages';
import { DetailSection } from './detail-section';

/** DECISIONS.md "Status colours": paid is all good, on its way is pending, failed is danger. */
const STATUS_COLOUR: Record<Payout['status'], string | undefined> = {
  paid: undefined,
  pending: 'orange',
  in_transit: 'orange',
  canceled: 'gray',
  failed: 'red',
};

const columns: readonly TableColumn<Payout>[] = [
  {
    key: 'date',
    header: t.columns.date,
    cell: (payout) => <Text fw={600}>{showDayMonth(payout.arrival_date)}</Text>,
    phone: 'heading',
  },
  { key: 'amount', header: t.columns.amount, cell: (payout) => payout.amount_format },
  {
    key: 'status',
    header: t.columns.status,
    cell: (payout) => (
      <Badge variant="light" color={STATUS_COLOUR[payout.status]}>
        {t.payoutStatus[payout.status]}
      </Badge>
    ),
  },
];

/** The latest payouts, newest first: a table, one card per payout on a phone. */
export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <DetailSection title={t.payoutsTitle}>
      {payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noPayouts}
        </Text>
      ) : (
        <ResponsiveTable
          rows={payouts}
          columns={columns}
          rowKey={(payout) => payout.id}
          rowLabel={(payout) =>
            t.payoutRow(showDayMonth(payout.arrival_date), payout.amount_format)
          }
          minWidth={360}
          label={t.payoutsTitle}
        />
      )}
    </DetailSection>
  );
}
