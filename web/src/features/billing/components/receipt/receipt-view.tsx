import type { ReactNode } from 'react';
import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Receipt } from '@forma/contract/billing/billing.schemas';
import { showDayMonth } from '../../../../lib/show-day';
import { CARD_BRAND_LABELS, historyTexts, receiptTexts as t } from '../../billing.messages';
import { paymentBadge, showPaidAt } from '../../model/payment-status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </div>
  );
}

/** A receipt as it prints: who sold what to whom, when, with which card, and what was paid. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const badge = paymentBadge[receipt.status];
  const brand = receipt.card ? (CARD_BRAND_LABELS[receipt.card.brand] ?? receipt.card.brand) : null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="xl">
              {t.number(receipt.number)}
            </Title>
            <Text c="dimmed" size="sm">
              {showPaidAt(receipt.paid_at)}
            </Text>
          </div>
          <Badge color={badge.color} variant="light" aria-label={`${t.status}: ${badge.label}`}>
            {badge.label}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
          <Fact label={t.seller}>
            {receipt.seller.name}
            {receipt.seller.country && `, ${receipt.seller.country}`}
          </Fact>
          <Fact label={t.buyer}>
            {receipt.buyer.name}
            <br />
            {receipt.buyer.email}
          </Fact>
          <Fact label={t.date}>{showPaidAt(receipt.paid_at)}</Fact>
          {receipt.card && brand && (
            <Fact label={t.paymentMethod}>{t.card(brand, receipt.card.last4)}</Fact>
          )}
        </SimpleGrid>
        <Divider />
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.item}</Table.Th>
              <Table.Th ta="right">{t.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {receipt.program.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {receipt.description}
                  {receipt.period &&
                    ` · ${historyTexts.period(showDayMonth(receipt.period.start), showDayMonth(receipt.period.end))}`}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{receipt.amount_format}</Table.Td>
            </Table.Tr>
            {receipt.refunded_amount > 0 && (
              <Table.Tr>
                <Table.Td>{t.refunded}</Table.Td>
                <Table.Td ta="right">−{receipt.refunded_format}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Td fw={700}>{t.totalPaid}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {receipt.total_paid_format} {receipt.currency}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
