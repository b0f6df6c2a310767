import { Box, Group } from '@mantine/core';
import { Outlet } from '../lib/router';
import { useSession } from '../lib/session/use-session';
import { AccountLogo } from './shell/account-logo';
import { AppFooter } from './shell/footer';

/** The layout of the onboarding screens: the logo, the page, the footer; no header menus. */
export function BareLayout() {
  const session = useSession();
  return (
    <Box
      mih="100dvh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'color-mix(in srgb, var(--forma-secondary) 55%, #ffffff)',
      }}
    >
      <Group px={{ base: 'md', sm: 'xl' }} h={64}>
        <AccountLogo />
      </Group>
      <Box component="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <AppFooter session={session} />
    </Box>
  );
}
