import { Stack, Text } from '@mantine/core';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { clientsTexts as c } from '../clients.messages';
import { formatPrice } from '@forma/contract/programs/programs.rules';
import { paymentDay } from './payment-amounts';

/** The Price cell: the client's price, their last payment and what of it was refunded. */
export function PriceCell({ row }: { row: ProgramClientRow }) {
  const payment = row.last_payment;
  return (
    <Stack gap={2}>
      <Text size="sm">{row.price_format}</Text>
      {payment && (
        <Text size="xs" c="dimmed">
          {c.lastPayment(payment.amount_format, paymentDay(payment.paid_at))}
        </Text>
      )}
      {payment && payment.refunded_amount > 0 && (
        <Text size="xs" c="dimmed">
          {c.refunded(formatPrice(payment.refunded_amount, payment.currency))}
        </Text>
      )}
    </Stack>
  );
}
