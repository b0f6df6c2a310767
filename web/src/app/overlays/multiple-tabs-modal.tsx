import { useEffect, useRef } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { createStore, useStore } from '../../lib/create-store';
import { networkMessages as m } from '../../lib/messages';
import { useMe } from '../../lib/session/me';
import { MODAL_PRIORITY, useModalTurn } from '../../lib/modal-turns';

export const TABS_CHANNEL = 'forma-tabs';

/** A signed-in tab says who it acts as: the person and their current account. */
type TabMessage = { type: 'tab-opened'; tabId: string; privateId: number; currentId: number };

const reloadPromptOpen = createStore(false);

/** The live `switched` event opens the same prompt (platform.md 4). */
export const openReloadPrompt = () => reloadPromptOpen.set(true);
/** Only a reload ends the prompt in the app; tests start each page afresh with this. */
export const closeReloadPrompt = () => reloadPromptOpen.set(false);

/**
 * 'It looks like you have multiple pages open' (platform.md 2.16, 8), shown only where two tabs
 * would act as different accounts (issue 25): a signed-in tab announces who it acts as on a
 * BroadcastChannel, and a tab already open asks to reload only when that is another person or
 * another current account than its own. A new tab of the same account (the app's own links to
 * Stripe or a public page) changes nothing. The same prompt shows when the current user comes
 * back with another current account for the same person, or the live `switched` event says so.
 */
export function MultipleTabsModal({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const me = useMe();
  // It blocks the page, so it shows over any modal waiting its turn.
  const opened = useModalTurn(useStore(reloadPromptOpen), MODAL_PRIORITY.blocking);

  const privateId = me?.private.id;
  const currentId = me?.current.id;
  useEffect(() => {
    if (!privateId || !currentId || typeof BroadcastChannel === 'undefined') return;
    const tabId = crypto.randomUUID();
    const channel = new BroadcastChannel(TABS_CHANNEL);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const other = event.data;
      if (other?.type !== 'tab-opened' || other.tabId === tabId) return;
      if (other.privateId !== privateId || other.currentId !== currentId) openReloadPrompt();
    };
    channel.postMessage({ type: 'tab-opened', tabId, privateId, currentId } satisfies TabMessage);
    return () => channel.close();
  }, [privateId, currentId]);

  const seen = useRef<{ privateId: number; currentId: number } | null>(null);
  useEffect(() => {
    if (!me) return;
    const previous = seen.current;
    if (previous && previous.privateId === me.private.id && previous.currentId !== me.current.id)
      openReloadPrompt();
    seen.current = { privateId: me.private.id, currentId: me.current.id };
  }, [me]);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="sm"
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconCopy size={24} />
        </ThemeIcon>
        {/* Modal.Title names the dialog (axe aria-dialog-name) without the modal's title bar. */}
        <Modal.Title fw={700} fz="lg">
          {m.multipleTabsTitle}
        </Modal.Title>
        <Text size="sm" c="dimmed">
          {m.multipleTabsBody}
        </Text>
      </Stack>
      <Group justify="center" mt="lg">
        <Button onClick={reload}>{m.reload}</Button>
      </Group>
    </Modal>
  );
}
