import { lazy } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '../../lib/router';
import { Deferred } from '../../components/deferred';
import { useCurrentRoute } from '../../lib/routes/use-current-route';
import { useSession } from '../../lib/session/use-session';
import classes from './app-shell.module.css';
import { AppFooter } from './footer';
import { AppHeader } from './header';

// Loaded when first needed: banners and account switching are for someone signed in.
const Banners = lazy(() => import('./banners/banners').then((m) => ({ default: m.Banners })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const SwitchAccountModal = lazy(() =>
  import('./switch-account-modal').then((m) => ({ default: m.SwitchAccountModal })),
);

/** Set on fixed elements so that they keep their place while a modal locks the page's scroll. */
const SCROLL_LOCK_OFFSET = 'right-scroll-bar-position';

/**
 * The layout of every page with the header: header, mobile menu, banners, page, footer. Plain
 * elements and a CSS module rather than Mantine's AppShell, which a visitor's first page would
 * otherwise download (with its resizing code and react-remove-scroll).
 */
export function ShellLayout() {
  const session = useSession();
  const route = useCurrentRoute();
  const [opened, { toggle, close }] = useDisclosure(false);
  const coach = session?.me.current.role === 'coach';
  const white = route?.def.whiteTheme;

  return (
    <>
      <header className={`${classes.header} ${SCROLL_LOCK_OFFSET}`}>
        <AppHeader session={session} mobileOpened={opened} onToggleMobile={toggle} />
      </header>
      {/* Closed (and always on desktop) the menu is off-screen: out of the tab order too. */}
      <div
        className={classes.navbar}
        data-opened={opened || undefined}
        data-mobile-menu
        inert={!opened}
      >
        <Deferred when={opened}>
          <MobileMenu onNavigate={close} />
        </Deferred>
      </div>
      <main
        className={classes.main}
        style={{
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
      </main>
      <Deferred when={coach}>
        <SwitchAccountModal />
      </Deferred>
    </>
  );
}
