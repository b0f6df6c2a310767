import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { isRestricted } from '../model/account-status';
import { accountTexts as t } from '../payouts.messages';

/** The account's heading and its status badges: charges, payouts, restricted. */
export function AccountStatus({ account }: { account: ConnectedAccount }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.accountId(account.account)}
      </Text>
      <Group gap="xs" role="list" aria-label={t.status}>
        <Badge role="listitem" variant="light" color={account.charges_enabled ? undefined : 'red'}>
          {account.charges_enabled ? t.chargesEnabled : t.chargesDisabled}
        </Badge>
        <Badge role="listitem" variant="light" color={account.payouts_enabled ? undefined : 'red'}>
          {account.payouts_enabled ? t.payoutsEnabled : t.payoutsDisabled}
        </Badge>
        {isRestricted(account) && (
          <Badge role="listitem" variant="light" color="orange">
            {t.restricted}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
