import { lazy, Suspense, type ReactNode } from 'react';
import { Burger, Button, Group } from '@mantine/core';
import { Link } from '../../lib/router';
import { menuMessages as m } from '../../lib/messages';
import { pathTo } from '../../lib/routes/paths';
import type { GuardSession } from '../../lib/routes/route-types';
import { AccountLogo } from './account-logo';

export type HeaderProps = {
  session: GuardSession;
  mobileOpened: boolean;
  onToggleMobile: () => void;
};

/** Its menus and dropdowns load only for someone signed in. */
const SignedInHeader = lazy(() => import('./signed-in-header'));

function HeaderRow({ children }: { children?: ReactNode }) {
  return (
    <Group h="100%" px={{ base: 'md', sm: 'xl' }} justify="space-between" wrap="nowrap" gap="md">
      <AccountLogo />
      {children}
    </Group>
  );
}

/** The app header of platform.md 2.10: a visitor's Log in and Sign up, or the signed-in menus. */
export function AppHeader(props: HeaderProps) {
  if (props.session) {
    return (
      <Suspense fallback={<HeaderRow />}>
        <SignedInHeader {...props} />
      </Suspense>
    );
  }
  return (
    <HeaderRow>
      <Group gap={6} wrap="nowrap">
        <Group gap="xs" visibleFrom="xs" wrap="nowrap">
          <Button component={Link} to={pathTo('onboarding-signin')} variant="default" size="sm">
            {m.logIn}
          </Button>
          <Button
            component={Link}
            to={pathTo('onboarding-coaching-signup', { role: 'coaching' })}
            size="sm"
          >
            {m.signUp}
          </Button>
        </Group>
        {/* A visitor's menu has no unread dot: the signed-in header's toggle has. */}
        <Burger
          opened={props.mobileOpened}
          onClick={props.onToggleMobile}
          size="sm"
          aria-label={m.menu}
          hiddenFrom="sm"
        />
      </Group>
    </HeaderRow>
  );
}
