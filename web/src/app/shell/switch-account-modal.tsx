import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Indicator,
  Loader,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '../../lib/router';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { useStore } from '../../lib/create-store';
import { switchAccountMessages as m } from '../../lib/messages';
import { useAccounts } from '../../features/accounts/api/get-accounts';
import { useSwitchAccount } from '../../features/accounts/api/switch-account';
import { pathTo } from '../../lib/routes/paths';
import { switchableAccounts } from './banners/banner-rules';
import { switchAccountOpen } from './switch-account-store';

const close = () => switchAccountOpen.set(false);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 2.12: a private account shows full_name and 'Coach'; any other its title and kind. */
export function accountDisplay(account: Pick<AccountListItem, 'kind' | 'full_name' | 'title'>) {
  return account.kind === 'private'
    ? { name: account.full_name, kind: m.coach }
    : { name: account.title, kind: capitalise(account.kind) };
}

/** Where the app reloads after a switch: the own profile for the private account, else the programs. */
export const switchTarget = (account: AccountListItem) =>
  account.kind === 'private' ? pathTo('coach_my_profile_info') : pathTo('my_plans');

function AccountRow({
  account,
  onPick,
  busy,
}: {
  account: AccountListItem;
  onPick: () => void;
  busy: boolean;
}) {
  const display = accountDisplay(account);
  const unread = account.has_new_notifications || account.has_unread_chat_messages;
  return (
    <UnstyledButton
      onClick={onPick}
      disabled={account.current_account || busy}
      aria-current={account.current_account ? 'true' : undefined}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        background: account.current_account ? 'var(--forma-secondary)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm">
        <Indicator
          disabled={!unread}
          color="red"
          size={10}
          offset={4}
          zIndex={1}
          aria-label={unread ? 'Unread' : undefined}
        >
          <Avatar radius="xl" color="primary">
            {display.name.charAt(0).toUpperCase()}
          </Avatar>
        </Indicator>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} truncate>
              {display.name}
            </Text>
            {account.current_account && (
              <Badge size="xs" variant="light">
                {m.current}
              </Badge>
            )}
          </Group>
          <Group gap={8}>
            <Text size="xs" c="dimmed">
              {display.kind}
            </Text>
            <Text size="xs" c="dimmed">
              · {m.clients(account.clients_count)}
            </Text>
            {account.trial_status && (
              <Badge
                size="xs"
                variant="dot"
                color={account.trial_status === 'active' ? 'orange' : 'gray'}
              >
                {account.trial_status === 'active' ? m.trialActive : m.trialEnded}
              </Badge>
            )}
          </Group>
        </Stack>
        {!account.current_account && (
          <IconChevronRight size={16} color="var(--mantine-color-dimmed)" />
        )}
      </Group>
    </UnstyledButton>
  );
}

/** The 'Switch account' modal (platform.md 2.12). */
export function SwitchAccountModal() {
  const opened = useStore(switchAccountOpen);
  const accounts = useAccounts({ enabled: opened });
  const switchAccount = useSwitchAccount();
  const list = switchableAccounts(accounts.data ?? []);

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>{m.title}</Text>}>
      <Stack gap="xs">
        {accounts.isPending && (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        )}
        {accounts.isError && <Alert color="red">{m.loadFailed}</Alert>}
        {accounts.isSuccess && list.length <= 1 && (
          <Text c="dimmed" size="sm">
            {m.empty}
          </Text>
        )}
        {list.map((account) => (
          <AccountRow
            key={account.id}
            account={account}
            busy={switchAccount.isPending}
            onPick={() => switchAccount.mutate({ id: account.id, target: switchTarget(account) })}
          />
        ))}
      </Stack>
      <Group justify="space-between" mt="lg">
        <Anchor component={Link} to={pathTo('create-account')} onClick={close} size="sm" fw={600}>
          {m.createBrand}
        </Anchor>
        <Button variant="default" onClick={close}>
          {m.cancel}
        </Button>
      </Group>
    </Modal>
  );
}
