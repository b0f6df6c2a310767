import { lazy, useEffect, useRef, useState } from 'react';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useLocation } from '../../lib/router';
import { useMe } from '../../lib/session/me';
import { Deferred } from '../../components/deferred';
import { useCurrentRoute } from '../../lib/routes/use-current-route';
import { useModalTurn } from '../../lib/modal-turns';
import { shouldShowUpdateProfile } from './update-profile-rule';

const UpdateProfileModal = lazy(() =>
  import('../../features/accounts/components/update-profile-modal').then((m) => ({
    default: m.UpdateProfileModal,
  })),
);

/** Mantine's modals sit at 200: this one just under them, so it waits under a page's own modals. */
const underPageModals: MantineThemeOverride = {
  components: { Modal: { defaultProps: { zIndex: 199 } } },
};

/**
 * Mounts the update-profile modal of platform.md 5 following its rules (update-profile-rule.ts).
 * It counts the pages seen signed in from the first page on, so it is always mounted; the modal
 * itself loads once someone is signed in.
 */
export function UpdateProfileGate() {
  const me = useMe();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const pages = useRef(0);
  const routeName = route?.name ?? null;

  useEffect(() => {
    // Pages seen while signed in: the first one of a visit shows the modal at once.
    if (me) pages.current += 1;
    setOpened(
      shouldShowUpdateProfile({ me, routeName, now: new Date(), firstPage: pages.current === 1 }),
    );
    // Evaluated on each route change only, not on every refetch of the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    // Saving the missing fields closes it.
    if (me && me.current.gender && me.current.birthdate) setOpened(false);
  }, [me]);

  const turn = useModalTurn(opened);
  return (
    <Deferred when={Boolean(me)}>
      <MantineThemeProvider theme={underPageModals}>
        <UpdateProfileModal opened={turn} onClose={() => setOpened(false)} />
      </MantineThemeProvider>
    </Deferred>
  );
}
