import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { systemMessageSchema } from '@forma/contract/live/live.schemas';

export type SystemEventActions = {
  me: () => MeResponse | null;
  tabFocused: () => boolean;
  openReloadPrompt: () => void;
  refreshSubscription: () => void;
  /** The connected account changed: read the current user and the payouts screen again. */
  refreshStripeStatus: () => void;
};

/**
 * SystemNotificationChannel (platform.md 4, live system events). Types that belong to areas not
 * built yet (release notes, app icon) are ignored until those areas handle them.
 */
export function handleSystemMessage(raw: unknown, actions: SystemEventActions) {
  const parsed = systemMessageSchema.safeParse(raw);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.type === 'switched') {
    // The tab that switched is the focused one, and it reloads itself.
    const me = actions.me();
    if (
      me &&
      me.private.id === message.data.private_id &&
      me.current.id !== message.data.current_id &&
      !actions.tabFocused()
    )
      actions.openReloadPrompt();
  } else if (message.type === 'subscribe') {
    actions.refreshSubscription();
  } else if (message.type === 'stripe_status_changed') {
    // The server is asked again rather than the message's fields written over the current
    // account's: the person may have switched accounts since it was sent.
    actions.refreshStripeStatus();
  }
}
