import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { UpdateProfileModal } from '../../features/accounts/components/update-profile-modal';
import { useMe } from '../../features/auth/api/get-me';
import { useCurrentRoute } from '../use-current-route';
import { useModalTurn } from './modal-turns';
import { shouldShowUpdateProfile } from './update-profile-rule';

/** Mounts the update-profile modal of platform.md 5 following its rules (update-profile-rule.ts). */
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
  return <UpdateProfileModal opened={turn} onClose={() => setOpened(false)} />;
}
