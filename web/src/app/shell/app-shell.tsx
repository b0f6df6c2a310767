import { lazy } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useAccounts } from '../../features/accounts/api/get-accounts';
import { MOBILE_QUERY } from '../../lib/layout';
import { Deferred } from '../deferred';
import { useCurrentRoute } from '../use-current-route';
import { useSession } from '../use-session';
import { switchableAccounts } from './banners/banner-rules';
import { AppFooter } from './footer';
import { AppHeader } from './header';
import { headerModel } from './menu-model';
import { useMenuActions } from './use-menu-actions';

// Loaded when first needed: banners and account switching are for someone signed in.
const Banners = lazy(() => import('./banners/banners').then((m) => ({ default: m.Banners })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const SwitchAccountModal = lazy(() =>
  import('./switch-account-modal').then((m) => ({ default: m.SwitchAccountModal })),
);

/** The layout of every page with the header: header, mobile menu, banners, page, footer. */
export function ShellLayout() {
  const session = useSession();
  const route = useCurrentRoute();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [opened, { toggle, close }] = useDisclosure(false);
  const coach = session?.me.current.role === 'coach';
  const accounts = useAccounts({ enabled: coach });
  const hasOtherAccounts = switchableAccounts(accounts.data ?? []).length > 1;
  const model = headerModel(session, { isMobile, hasOtherAccounts });
  const run = useMenuActions();
  const white = route?.def.whiteTheme;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header withBorder>
        <AppHeader
          model={model}
          session={session}
          mobileOpened={opened}
          onToggleMobile={toggle}
          run={run}
        />
      </AppShell.Header>
      {/* Closed (and always on desktop) the menu is off-screen: out of the tab order too. */}
      <AppShell.Navbar inert={!opened}>
        <Deferred when={opened}>
          <MobileMenu model={model} run={run} onNavigate={close} />
        </Deferred>
      </AppShell.Navbar>
      <AppShell.Main
        style={{
          display: 'flex',
          flexDirection: 'column',
          background: white
            ? 'var(--mantine-color-white)'
            : 'color-mix(in srgb, var(--forma-secondary) 55%, #ffffff)',
        }}
      >
        <Deferred when={Boolean(session)}>
          <Banners />
        </Deferred>
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        {!route?.def.noFooter && <AppFooter session={session} />}
      </AppShell.Main>
      <Deferred when={coach}>
        <SwitchAccountModal />
      </Deferred>
    </AppShell>
  );
}
