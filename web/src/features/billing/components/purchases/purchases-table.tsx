import { Badge, Text } from '@mantine/core';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { statusColor } from '../../../../components/feedback/status-colour';
import { ResponsiveTable, type TableColumn } from '../../../../components/tables/responsive-table';
import { purchasesTexts as t } from '../../billing.messages';
import { billingLine } from '../../model/purchase-row';
import { PurchaseActions } from './purchase-actions';
import { PurchasePrice } from './purchase-price';

type Props = {
  rows: readonly MyProgramCard[];
  resumingPlanId: number | null;
  onCancel: (card: MyProgramCard) => void;
  onResume: (card: MyProgramCard) => void;
  onSwitch: (card: MyProgramCard) => void;
  onKeepBilling: (card: MyProgramCard) => void;
};

/** The purchases: a table on wide screens, one card per program on a phone. */
export function PurchasesTable({
  rows,
  resumingPlanId,
  onCancel,
  onResume,
  onSwitch,
  onKeepBilling,
}: Props) {
  const columns: TableColumn<MyProgramCard>[] = [
    {
      key: 'program',
      header: t.columns.program,
      phone: 'heading',
      cell: (card) => <Text fw={600}>{card.plan.title}</Text>,
    },
    {
      key: 'status',
      header: t.columns.status,
      phone: 'corner',
      cell: (card) => (
        <Badge color={statusColor(card.badge.colour)} variant="light">
          {card.badge.label}
        </Badge>
      ),
    },
    {
      key: 'coach',
      header: t.columns.coach,
      cell: (card) => <Text size="sm">{card.plan.coach.full_name}</Text>,
    },
    {
      key: 'price',
      header: t.columns.price,
      cell: (card) => <PurchasePrice card={card} />,
    },
    {
      key: 'billing',
      header: t.columns.billing,
      cell: (card) => <Text size="sm">{billingLine(card)}</Text>,
    },
    {
      key: 'actions',
      header: t.columns.actions,
      phone: 'wide',
      cell: (card) => (
        <PurchaseActions
          card={card}
          resuming={resumingPlanId === card.plan.id}
          onCancel={() => onCancel(card)}
          onResume={() => onResume(card)}
          onSwitch={() => onSwitch(card)}
          onKeepBilling={() => onKeepBilling(card)}
        />
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(card) => card.membership.id}
      rowLabel={(card) => card.plan.title}
      minWidth={760}
      label={t.listLabel}
    />
  );
}
