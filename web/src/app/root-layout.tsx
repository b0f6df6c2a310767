import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useNavigation } from 'react-router';
import { showQueuedNewUserNotice } from '../features/onboarding/new-user-notice';
import { useCurrentRoute } from './use-current-route';
import { useFailureHandler } from './use-failure-handler';
import { LiveEvents } from './live/live-events';
import { AppIconDeclinedModal } from './overlays/app-icon-declined-modal';
import { CookieSettingsModal } from './overlays/cookie-settings-modal';
import { DesktopOnlyModal } from './overlays/desktop-only-modal';
import { MultipleTabsModal } from './overlays/multiple-tabs-modal';
import { OfflineBanner } from './overlays/offline-banner';
import { RestrictedPopup } from './overlays/restricted-popup';
import { SupportChatModal } from './overlays/support-chat-modal';
import { UpdateAvailableModal } from './overlays/update-available-modal';
import { UpdateProfileGate } from './overlays/update-profile-gate';
import classes from './root-layout.module.css';

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : (
    <Box className={classes.progress} role="progressbar" aria-label="Loading" />
  );
}

function useDocumentTitle() {
  const route = useCurrentRoute();
  const title = route?.def.title;
  useEffect(() => {
    document.title = title ? `${title} · Forma` : 'Forma';
  }, [title]);
}

/** Inside the router, around every page: global failure handling and the overlays of platform.md 2.16. */
export function RootLayout() {
  useFailureHandler();
  useDocumentTitle();
  useEffect(() => showQueuedNewUserNotice(), []);
  return (
    <ModalsProvider>
      <NavigationProgress />
      <Outlet />
      <OfflineBanner />
      <MultipleTabsModal />
      <LiveEvents />
      <DesktopOnlyModal />
      <RestrictedPopup />
      <UpdateAvailableModal />
      <UpdateProfileGate />
      <CookieSettingsModal />
      <SupportChatModal />
      <AppIconDeclinedModal />
    </ModalsProvider>
  );
}
