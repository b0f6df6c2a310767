import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConnectedAccount, Money } from '@forma/contract/payouts/payouts.schemas';
import { accountTexts as t } from '../payouts.messages';
import { DetailSection } from './detail-section';

/** One amount per currency, as the server formatted them; a dash when there is none. */
function Amounts({ label, amounts }: { label: string; amounts: readonly Money[] }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      {amounts.length === 0 ? (
        <Text component="dd" m={0} fw={600} fz="lg">
          {t.noBalance}
        </Text>
      ) : (
        amounts.map((money) => (
          <Text component="dd" m={0} fw={600} fz="lg" key={money.currency}>
            {money.amount_format}
          </Text>
        ))
      )}
    </Stack>
  );
}

/** The money on the account: available (to be paid out) and pending (sales not cleared yet). */
export function AccountBalance({ balance }: { balance: NonNullable<ConnectedAccount['balance']> }) {
  return (
    <DetailSection title={t.balanceTitle}>
      <SimpleGrid component="dl" cols={2} spacing="md" m={0}>
        <Amounts label={t.available} amounts={balance.available} />
        <Amounts label={t.pending} amounts={balance.pending} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t.pendingHint}
      </Text>
    </DetailSection>
  );
}
