import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { Link } from '../../../lib/router';
import { onboardingPath } from '../model/onboarding-paths';
import { accountTexts as t } from '../payouts.messages';
import { DetailSection } from './detail-section';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The bank account payouts go to, and the way to change it: Stripe's onboarding, which the server
 * answers with an update link once the details are submitted.
 */
export function BankAccount({ bank }: { bank: ConnectedAccount['external_account'] }) {
  return (
    <DetailSection title={t.bankTitle}>
      {bank ? (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="xs" m={0}>
          <Fact label={t.bankName} value={bank.bank_name ?? t.unknownBank} />
          <Fact label={t.bankNumber} value={t.masked(bank.last4)} />
          <Fact label={t.bankCurrency} value={bank.currency.toUpperCase()} />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t.bankMissing}
        </Text>
      )}
      <Group>
        <Button component={Link} to={onboardingPath('settings')} variant="default" size="sm">
          {bank ? t.updateBank : t.addBank}
        </Button>
      </Group>
    </DetailSection>
  );
}
