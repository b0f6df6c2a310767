import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey, useMe } from '../../lib/session/me';
import { stripeAccountQueryKey } from '../../features/payouts/api/get-stripe-account';
import { useRefreshSubscription } from '../../features/platform-plan/api/get-subscription';
import { connectLive } from '../../lib/live-client';
import { storageKeys } from '../../lib/storage-keys';
import { openReloadPrompt } from '../overlays/multiple-tabs-modal';
import { handleSystemMessage } from './system-events';

/**
 * While someone is signed in, the live channel is open with their token and its system events
 * are handled; signing out (or another token) closes it.
 */
export function LiveEvents({
  connect = connectLive,
  tabFocused = () => document.hasFocus(),
}: {
  connect?: typeof connectLive;
  tabFocused?: () => boolean;
}) {
  const me = useMe();
  const token = me ? localStorage.getItem(storageKeys.accessToken) : null;
  const { mutate: refreshSubscription } = useRefreshSubscription();
  const queryClient = useQueryClient();

  // Handlers read the latest values without reconnecting.
  const latest = useRef({ me, tabFocused, refreshSubscription });
  useEffect(() => {
    latest.current = { me, tabFocused, refreshSubscription };
  });

  useEffect(() => {
    if (!token) return;
    const refreshStripeStatus = () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: stripeAccountQueryKey });
    };
    return connect(
      token,
      {
        SystemNotificationChannel: (message) =>
          handleSystemMessage(message, {
            me: () => latest.current.me,
            tabFocused: () => latest.current.tabFocused(),
            openReloadPrompt,
            refreshSubscription: () => latest.current.refreshSubscription(),
            refreshStripeStatus,
          }),
      },
      // Back after a drop: what the system messages missed meanwhile would have changed is read
      // again (the user with their subscription, and the payouts status).
      refreshStripeStatus,
    );
  }, [token, connect, queryClient]);

  return null;
}
