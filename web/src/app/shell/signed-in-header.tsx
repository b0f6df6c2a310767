import { Fragment } from 'react';
import {
  ActionIcon,
  Avatar,
  Group,
  Indicator,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell, IconChevronDown, IconHelpCircle, IconMessageCircle } from '@tabler/icons-react';
import { Link, useLocation } from '../../lib/router';
import { controlNames, menuMessages as m } from '../../lib/messages';
import { MenuDropdown } from './menu-dropdown';
import { pathTo } from '../../lib/routes/paths';
import { useCurrentRoute } from '../../lib/routes/use-current-route';
import { AccountLogo } from './account-logo';
import type { HeaderProps } from './header';
import classes from './header.module.css';
import { MenuIcon } from './menu-icons';
import {
  activeGroup,
  isActivePath,
  type MenuAction,
  type MenuItem,
  type NavEntry,
} from './menu-model';
import { MobileToggle } from './mobile-toggle';
import { useHeaderModel } from './use-header-model';
import { useMenuActions } from './use-menu-actions';

type RunAction = (action: MenuAction) => void;

/** One entry of a dropdown: an in-app link, an external link or an action; disabled entries do nothing. */
export function DropdownItem({ item, run }: { item: MenuItem; run: RunAction }) {
  const common = {
    leftSection: <MenuIcon name={item.key} size={16} />,
    rightSection: item.dot ? (
      <Indicator color="red" size={8} position="middle-center" />
    ) : undefined,
    disabled: item.disabled,
  };
  const label = (
    <div>
      <Text size="sm">{item.label}</Text>
      {item.note && (
        <Text size="xs" c="dimmed">
          {item.note}
        </Text>
      )}
    </div>
  );
  if (item.disabled) return <Menu.Item {...common}>{label}</Menu.Item>;
  if (item.to)
    return (
      <Menu.Item {...common} component={Link} to={item.to}>
        {label}
      </Menu.Item>
    );
  if (item.href)
    return (
      <Menu.Item {...common} component="a" href={item.href} target="_blank" rel="noreferrer">
        {label}
      </Menu.Item>
    );
  return (
    <Menu.Item
      {...common}
      color={item.action === 'logout' ? 'red' : undefined}
      onClick={() => item.action && run(item.action)}
    >
      {label}
    </Menu.Item>
  );
}

function NavEntryView({
  entry,
  run,
  pathname,
  highlighted,
}: {
  entry: NavEntry;
  run: RunAction;
  pathname: string;
  highlighted: string | null;
}) {
  if (entry.type === 'link') {
    const active = isActivePath(pathname, entry.to);
    if (entry.disabled) {
      return (
        <UnstyledButton className={classes.navLink} disabled aria-disabled="true" data-disabled>
          {entry.label}
        </UnstyledButton>
      );
    }
    return (
      <UnstyledButton
        component={Link}
        to={entry.to!}
        className={classes.navLink}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        {entry.label}
      </UnstyledButton>
    );
  }
  const active = highlighted === entry.key;
  return (
    <Menu
      position="bottom-start"
      shadow="md"
      width={230}
      disabled={entry.disabled}
      trigger="click-hover"
      openDelay={60}
      closeDelay={120}
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.navLink}
          data-active={active || undefined}
          disabled={entry.disabled}
          aria-disabled={entry.disabled || undefined}
          data-disabled={entry.disabled || undefined}
        >
          <Group gap={4} wrap="nowrap">
            {entry.label}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <MenuDropdown>
        {entry.items.map((item) => (
          <DropdownItem key={item.key} item={item} run={run} />
        ))}
      </MenuDropdown>
    </Menu>
  );
}

/** The header of someone signed in (platform.md 2.10): main navigation, icons and menus. */
export default function SignedInHeader({ session, mobileOpened, onToggleMobile }: HeaderProps) {
  const model = useHeaderModel();
  const run = useMenuActions();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const highlighted = activeGroup(pathname, route?.name ?? null);
  const current = session?.me.current;
  const displayName = current?.title || current?.full_name || '';

  return (
    <Group h="100%" px={{ base: 'md', sm: 'xl' }} justify="space-between" wrap="nowrap" gap="md">
      <Group gap="xl" wrap="nowrap">
        <AccountLogo />
        {model.nav.length > 0 && (
          <Group gap={4} visibleFrom="sm" wrap="nowrap" component="nav" aria-label="Main">
            {model.nav.map((entry) => (
              <NavEntryView
                key={entry.key}
                entry={entry}
                run={run}
                pathname={pathname}
                highlighted={highlighted}
              />
            ))}
          </Group>
        )}
      </Group>

      <Group gap={6} wrap="nowrap">
        {model.feed.show && (
          <Tooltip label={m.notifications}>
            <Indicator color="red" size={9} offset={6} disabled={!model.feed.dot}>
              <ActionIcon
                component={Link}
                to={pathTo('feed_overview')}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={m.notifications}
              >
                <IconBell size={20} stroke={1.7} />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        )}
        {model.inbox.show && (
          <Tooltip label={m.chat}>
            <Indicator color="red" size={9} offset={6} disabled={!model.inbox.dot}>
              {model.inbox.disabled ? (
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label={m.chat} disabled>
                  <IconMessageCircle size={20} stroke={1.7} />
                </ActionIcon>
              ) : (
                <ActionIcon
                  component={Link}
                  to={pathTo('conversations')}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={m.chat}
                >
                  <IconMessageCircle size={20} stroke={1.7} />
                </ActionIcon>
              )}
            </Indicator>
          </Tooltip>
        )}
        <Menu position="bottom-end" shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={m.help}
              visibleFrom="sm"
            >
              <IconHelpCircle size={20} stroke={1.7} />
            </ActionIcon>
          </Menu.Target>
          <MenuDropdown>
            <Menu.Label>{m.help}</Menu.Label>
            {model.help.map((item) => (
              <DropdownItem key={item.key} item={item} run={run} />
            ))}
          </MenuDropdown>
        </Menu>

        <Menu position="bottom-end" shadow="md" width={260}>
          <Menu.Target>
            {/* Named by what it shows (the account's name from md up) and what it opens. */}
            <UnstyledButton className={classes.account} visibleFrom="sm">
              <Group gap={8} wrap="nowrap">
                <Avatar
                  src={current?.avatar_url ?? null}
                  radius="xl"
                  size={34}
                  color="primary"
                  aria-hidden
                >
                  {displayName.charAt(0).toUpperCase()}
                </Avatar>
                <Text size="sm" fw={600} maw={160} truncate visibleFrom="md">
                  {displayName}
                </Text>
                <IconChevronDown size={14} aria-hidden />
              </Group>
              <VisuallyHidden>{controlNames.accountMenu}</VisuallyHidden>
            </UnstyledButton>
          </Menu.Target>
          <MenuDropdown>
            <Menu.Label>{displayName}</Menu.Label>
            {model.account.map((item) => (
              <Fragment key={item.key}>
                {item.action === 'logout' && <Menu.Divider />}
                <DropdownItem item={item} run={run} />
              </Fragment>
            ))}
          </MenuDropdown>
        </Menu>

        <MobileToggle opened={mobileOpened} onToggle={onToggleMobile} dot={model.mobileDot} />
      </Group>
    </Group>
  );
}
