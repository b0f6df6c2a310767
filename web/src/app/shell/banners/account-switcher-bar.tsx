import { Avatar, Badge, Button, Group, Indicator, Text } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { switchAccountMessages as m } from '../../../lib/messages';
import { accountDisplay } from '../switch-account-modal';

type Props = {
  current: AccountListItem;
  /** The other account to draw attention to (2.12), if any. */
  highlighted: AccountListItem | null;
  unreadElsewhere: boolean;
  onSwitch: () => void;
};

/** The accounts switcher under the banners: the account in use and 'Switch account'. */
export function AccountSwitcherBar({ current, highlighted, unreadElsewhere, onSwitch }: Props) {
  const display = accountDisplay(current);
  return (
    <Group
      data-banner="account-switcher"
      justify="space-between"
      wrap="nowrap"
      px={{ base: 'md', sm: 'xl' }}
      py={8}
      style={{
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar size={28} radius="xl" color="primary">
          {display.name.charAt(0).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={600} truncate>
          {display.name}
        </Text>
        <Badge variant="light" size="sm" visibleFrom="xs">
          {display.kind}
        </Badge>
      </Group>
      <Indicator
        disabled={!unreadElsewhere && !highlighted}
        color={highlighted ? 'orange' : 'red'}
        size={9}
        processing={Boolean(highlighted)}
        zIndex={1}
      >
        <Button
          size="xs"
          variant={highlighted ? 'filled' : 'default'}
          leftSection={<IconSwitchHorizontal size={14} />}
          onClick={onSwitch}
          title={highlighted ? accountDisplay(highlighted).name : undefined}
        >
          {m.title}
        </Button>
      </Indicator>
    </Group>
  );
}
