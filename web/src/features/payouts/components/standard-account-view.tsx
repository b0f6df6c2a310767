import { Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { accountTexts as t, STRIPE_DASHBOARD_URL } from '../payouts.messages';
import { AccountRequirements } from './account-requirements';
import { AccountStatus } from './account-status';

/** The coach's own (standard) Stripe account: its status, what Stripe needs, and its dashboard. */
export function StandardAccountView({ account }: { account: ConnectedAccount }) {
  return (
    <Stack gap="lg">
      <AccountStatus account={account} />
      <AccountRequirements account={account} />
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t.dashboardHint}
        </Text>
        <Group>
          <Button
            component="a"
            href={STRIPE_DASHBOARD_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t.dashboard}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
