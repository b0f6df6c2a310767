import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useNavigating } from '../lib/router';
import { storageKeys } from '../lib/storage-keys';
import { useCurrentRoute } from '../lib/routes/use-current-route';
import { useFailureHandler } from './use-failure-handler';
import { RootOverlays } from './overlays/root-overlays';
import classes from './root-layout.module.css';

function NavigationProgress() {
  return !useNavigating() ? null : (
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

/** A new-user notice queued before a reload: its module (and onboarding's texts) loads only then. */
function showQueuedNotice() {
  if (!localStorage.getItem(storageKeys.showNewUserPopup)) return;
  void import('../features/accounts/new-user-notice').then((m) => m.showQueuedNewUserNotice());
}

/** Inside the router, around every page: global failure handling and the overlays of platform.md 2.16. */
export function RootLayout() {
  useFailureHandler();
  useDocumentTitle();
  useEffect(showQueuedNotice, []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <RootOverlays />
    </>
  );
}
