import { useSignOut } from '../../lib/session/sign-out';
import { openSupportChat } from '../../lib/support-chat';
import type { MenuAction } from './menu-model';
import { openSwitchAccount } from './switch-account-store';

/** Runs the non-link menu entries: log out, support chat, switch account. */
export function useMenuActions() {
  const signOut = useSignOut();
  return (action: MenuAction) => {
    switch (action) {
      case 'logout':
        signOut.mutate();
        break;
      case 'support':
        openSupportChat();
        break;
      case 'switch-account':
        openSwitchAccount();
        break;
    }
  };
}
