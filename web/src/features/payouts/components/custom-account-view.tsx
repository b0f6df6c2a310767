import { Divider, SimpleGrid, Stack } from '@mantine/core';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { AccountBalance } from './account-balance';
import { AccountRequirements } from './account-requirements';
import { AccountStatus } from './account-status';
import { BankAccount } from './bank-account';
import { PayoutSchedule } from './payout-schedule';
import { PayoutsTable } from './payouts-table';

/**
 * The "different screen" of a custom connected account (platform.md 2.6): Forma shows the
 * account itself, from its status and what Stripe needs to its bank account, balance and payouts.
 */
export function CustomAccountView({ account }: { account: ConnectedAccount }) {
  return (
    <Stack gap="lg">
      <AccountStatus account={account} />
      <AccountRequirements account={account} />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <BankAccount bank={account.external_account} />
        <PayoutSchedule schedule={account.payout_schedule} />
      </SimpleGrid>
      {account.balance && <AccountBalance balance={account.balance} />}
      <PayoutsTable payouts={account.payouts} />
    </Stack>
  );
}
