import { Indicator, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '../../lib/router';
import { MenuIcon } from './menu-icons';
import { isActivePath, type MenuAction, type MenuItem } from './menu-model';
import { useHeaderModel } from './use-header-model';
import { useMenuActions } from './use-menu-actions';

function MobileItem({
  item,
  run,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  run: (action: MenuAction) => void;
  pathname: string;
  onNavigate: () => void;
}) {
  const common = {
    label: item.label,
    description: item.note,
    leftSection: <MenuIcon name={item.key} />,
    rightSection: item.dot ? (
      <Indicator color="red" size={8} position="middle-center" aria-label="Unread" />
    ) : undefined,
    disabled: item.disabled,
  };
  // NavLink only styles `disabled`; aria-disabled tells assistive technology too.
  if (item.disabled)
    return <NavLink {...common} component="button" type="button" aria-disabled="true" />;
  if (item.to)
    return (
      <NavLink
        {...common}
        component={Link}
        to={item.to}
        active={isActivePath(pathname, item.to)}
        onClick={onNavigate}
      />
    );
  if (item.href)
    return <NavLink {...common} component="a" href={item.href} target="_blank" rel="noreferrer" />;
  return (
    <NavLink
      {...common}
      component="button"
      c={item.action === 'logout' ? 'red' : undefined}
      onClick={() => {
        onNavigate();
        if (item.action) run(item.action);
      }}
    />
  );
}

/** The mobile menu (platform.md 2.10): every entry of the user's menus, grouped. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const model = useHeaderModel();
  const run = useMenuActions();
  return (
    <ScrollArea h="100%" component="nav" aria-label="Mobile menu">
      <Stack gap="md" p="md">
        {model.mobile.map((group) => (
          <div key={group.key}>
            {group.label && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {group.label}
              </Text>
            )}
            {group.items.map((item) => (
              <MobileItem
                key={item.key}
                item={item}
                run={run}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            ))}
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}
