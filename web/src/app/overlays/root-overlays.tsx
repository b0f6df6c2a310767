import { lazy } from 'react';
import { useNetwork } from '@mantine/hooks';
import { useMe } from '../../lib/session/me';
import { cookieSettingsOpen } from '../../lib/cookie-consent';
import { useStore } from '../../lib/create-store';
import { supportChatOpen } from '../../lib/support-chat';
import { Deferred } from '../../components/deferred';
import { UpdateProfileGate } from './update-profile-gate';
import { updatePromptOpen } from '../../lib/update-prompt';

const SignedInOverlays = lazy(() => import('./signed-in-overlays'));
const OfflineBanner = lazy(() =>
  import('./offline-banner').then((m) => ({ default: m.OfflineBanner })),
);
const UpdateAvailableModal = lazy(() =>
  import('./update-available-modal').then((m) => ({ default: m.UpdateAvailableModal })),
);
const CookieSettingsModal = lazy(() =>
  import('./cookie-settings-modal').then((m) => ({ default: m.CookieSettingsModal })),
);
const SupportChatModal = lazy(() =>
  import('./support-chat-modal').then((m) => ({ default: m.SupportChatModal })),
);

/**
 * The overlays of platform.md 2.16, each loaded when it is first needed: a visitor who never goes
 * offline nor opens the cookie settings downloads none of them.
 */
export function RootOverlays() {
  const signedIn = Boolean(useMe());
  const { online } = useNetwork();
  const updatePrompt = useStore(updatePromptOpen);
  const cookieSettings = useStore(cookieSettingsOpen);
  const supportChat = useStore(supportChatOpen);
  return (
    <>
      <Deferred when={!online}>
        <OfflineBanner />
      </Deferred>
      <Deferred when={signedIn}>
        <SignedInOverlays />
      </Deferred>
      <UpdateProfileGate />
      <Deferred when={updatePrompt}>
        <UpdateAvailableModal />
      </Deferred>
      <Deferred when={cookieSettings}>
        <CookieSettingsModal />
      </Deferred>
      <Deferred when={supportChat}>
        <SupportChatModal />
      </Deferred>
    </>
  );
}
