import { LiveEvents } from '../live/live-events';
import { AppIconDeclinedModal } from './app-icon-declined-modal';
import { DesktopOnlyModal } from './desktop-only-modal';
import { MultipleTabsModal } from './multiple-tabs-modal';
import { RestrictedPopup } from './restricted-popup';

/**
 * The overlays and the live channel of someone signed in (platform.md 2.16): one chunk, loaded
 * once there is a session. The desktop-only modal belongs here too: only coach pages ask for it.
 */
export default function SignedInOverlays() {
  return (
    <>
      <MultipleTabsModal />
      <LiveEvents />
      <DesktopOnlyModal />
      <RestrictedPopup />
      <AppIconDeclinedModal />
    </>
  );
}
