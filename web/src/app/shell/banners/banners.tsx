import { useCallback, useState } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { storageKeys } from '../../../lib/storage-keys';
import { useAccounts } from '../../../features/accounts/api/get-accounts';
import { useRefreshSubscription } from '../../../features/platform-plan/api/get-subscription';
import { useAccountTheme } from '../../../features/customisation/api/get-theme';
import { useUpdatePopupStorage } from '../../../features/accounts/api/update-popup-storage';
import { useWarnings } from '../../../features/accounts/api/get-warnings';
import { useCurrentRoute } from '../../../lib/routes/use-current-route';
import { useSession } from '../../../lib/session/use-session';
import { openSwitchAccount } from '../switch-account-store';
import { AccountSwitcherBar } from './account-switcher-bar';
import {
  bannerStack,
  highlightedEmptyPrivateAccount,
  subscriptionBanner,
  switchableAccounts,
  visibleSystemWarnings,
  whiteLabelTrialVisible,
} from './banner-rules';
import { SubscriptionBanner } from './subscription-banner';
import { SystemWarningBanner } from './system-warning-banner';
import { useTrialClock } from './use-trial-clock';
import { WhiteLabelTrialBanner } from './white-label-trial-banner';

/** The banners under the header, in the order of platform.md 2.11. */
export function Banners() {
  const session = useSession();
  const current = useCurrentRoute();
  const route = current ? { name: current.name, params: current.params } : null;
  const coach = session?.me.current.role === 'coach';

  const { mutate: refreshSubscription } = useRefreshSubscription();
  const subscription = coach ? (session?.me.current.subscription ?? null) : null;
  const onTrialEnd = useCallback(() => refreshSubscription(), [refreshSubscription]);
  const now = useTrialClock(subscription, onTrialEnd);
  const [clientsBeforeLimitClosed, setClientsBeforeLimitClosed] = useLocalStorage({
    key: storageKeys.clientsBeforeLimitClosed,
    defaultValue: false,
  });
  const subscriptionWarning = subscriptionBanner(session, route, now, clientsBeforeLimitClosed);

  const warnings = useWarnings({ enabled: Boolean(session) });
  const system = visibleSystemWarnings(warnings.data ?? [], session, route);
  const popupStorage = useUpdatePopupStorage();

  const theme = useAccountTheme();
  const whiteLabel = whiteLabelTrialVisible(session, theme.data, route);

  const accounts = useAccounts({ enabled: coach });
  const switchable = switchableAccounts(accounts.data ?? []);
  const currentAccount = switchable.find((account) => account.current_account) ?? null;
  const highlighted = session
    ? highlightedEmptyPrivateAccount(accounts.data ?? [], session.me.current.popup_storage)
    : null;
  const unreadElsewhere = switchable.some(
    (account) =>
      !account.current_account &&
      (account.has_new_notifications || account.has_unread_chat_messages),
  );
  // Closing a system warning hides it at once; configure-web-address is also remembered on the server.
  const [closedWarnings, setClosedWarnings] = useState<string[]>([]);

  const stack = bannerStack({
    subscription: Boolean(subscriptionWarning),
    system: system.some((warning) => !closedWarnings.includes(warning.type)),
    'white-label-trial': whiteLabel,
    'account-switcher': coach && switchable.length > 1 && currentAccount !== null,
  });

  return (
    <div>
      {stack.map((kind) => {
        switch (kind) {
          case 'subscription':
            return (
              <SubscriptionBanner
                key={kind}
                warning={subscriptionWarning!}
                onClose={() => setClientsBeforeLimitClosed(true)}
              />
            );
          case 'system':
            return system
              .filter((warning) => !closedWarnings.includes(warning.type))
              .map((warning) => (
                <SystemWarningBanner
                  key={`${kind}-${warning.type}`}
                  warning={warning}
                  onClose={() => {
                    setClosedWarnings((list) => [...list, warning.type]);
                    if (warning.type === 'coach-configure-web-address')
                      popupStorage.mutate('coach-configure-web-address');
                  }}
                />
              ));
          case 'white-label-trial':
            return (
              <WhiteLabelTrialBanner
                key={kind}
                onClose={() => popupStorage.mutate('swl-trial-warning')}
              />
            );
          case 'account-switcher':
            return (
              <AccountSwitcherBar
                key={kind}
                current={currentAccount!}
                highlighted={highlighted}
                unreadElsewhere={unreadElsewhere}
                onSwitch={() => {
                  if (highlighted)
                    popupStorage.mutate('clicked-by-highlighted-coach-empty-account');
                  openSwitchAccount();
                }}
              />
            );
        }
      })}
    </div>
  );
}
