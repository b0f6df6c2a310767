import { Link } from '../../../lib/router';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { PageContainer } from '../../../components/layout/page-container';
import { confirmEmailTexts } from '../accounts.messages';
import { ConfirmEmailNotice } from '../components/confirm-email-notice';
import { useMe } from '../../../lib/session/me';
import { useAccounts } from '../api/get-accounts';
import { myAccountsTexts as t } from '../accounts.messages';
import { AccountActions } from '../components/account-actions';
import { AccountStatusBadge } from '../components/account-status-badge';

const KIND_LABELS: Record<AccountListItem['kind'], string> = t.kinds;

const ROLE_LABELS: Record<AccountListItem['account_role'], string> = t.roles;

function launchDate(value: string | null): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : value;
}

/** A private account shows full_name and the word 'Coach'; any other its title and kind (spec 2.12). */
function AccountName({ account }: { account: AccountListItem }) {
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {account.kind === 'private' ? account.full_name : account.title}
      </Text>
      <Text size="xs" c="dimmed">
        {KIND_LABELS[account.kind]}
      </Text>
    </Stack>
  );
}

function AccountsTable({ accounts }: { accounts: AccountListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.name}</Table.Th>
            <Table.Th>{t.columns.launchDate}</Table.Th>
            <Table.Th>{t.columns.status}</Table.Th>
            <Table.Th>{t.columns.role}</Table.Th>
            <Table.Th ta="right">{t.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>
                <AccountName account={account} />
              </Table.Td>
              <Table.Td>{launchDate(account.launch_date)}</Table.Td>
              <Table.Td>
                <AccountStatusBadge status={account.account_status} />
              </Table.Td>
              <Table.Td>{ROLE_LABELS[account.account_role]}</Table.Td>
              <Table.Td>
                <AccountActions account={account} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per account with the same facts. */
function AccountCards({ accounts }: { accounts: AccountListItem[] }) {
  return (
    <Stack gap="sm">
      {accounts.map((account) => (
        <Paper key={account.id} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <AccountName account={account} />
              <AccountStatusBadge status={account.account_status} />
            </Group>
            <Group gap="lg">
              <Text size="xs" c="dimmed">
                {t.launchDateOf(launchDate(account.launch_date))}
              </Text>
              <Text size="xs" c="dimmed">
                {t.roleOf(ROLE_LABELS[account.account_role])}
              </Text>
            </Group>
            <AccountActions account={account} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** coach_profile_my_accounts: every account of the coach, with invitations to answer (spec 2.12). */
export default function MyAccountsPage() {
  const accounts = useAccounts();
  const me = useMe();
  const phone = useMediaQuery('(max-width: 47.99em)');

  return (
    <PageContainer
      size="lg"
      title={t.title}
      description={t.description}
      actions={
        <Button component={Link} to={pathTo('create-account')} leftSection={<IconPlus size={16} />}>
          {t.createAccount}
        </Button>
      }
    >
      {me?.private.confirmed === false && (
        <ConfirmEmailNotice message={confirmEmailTexts.invitations} />
      )}
      {accounts.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} radius="md" />
          ))}
        </Stack>
      ) : accounts.isError ? (
        <Alert color="red" variant="light">
          {t.loadFailed}
        </Alert>
      ) : phone ? (
        <AccountCards accounts={accounts.data} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AccountsTable accounts={accounts.data} />
        </Paper>
      )}
    </PageContainer>
  );
}
