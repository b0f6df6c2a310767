import { useEffect, useRef } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { createStore, useStore } from '../../lib/create-store';
import { networkMessages as m } from '../../lib/messages';
import { useMe } from '../../lib/session/me';
import { MODAL_PRIORITY, useModalTurn } from '../../lib/modal-turns';

export const TABS_CHANNEL = 'forma-tabs';

type TabMessage = { type: 'tab-opened'; tabId: string };

const reloadPromptOpen = createStore(false);

/** The live `switched` event opens the same prompt (platform.md 4). */
export const openReloadPrompt = () => reloadPromptOpen.set(true);

/**
 * 'It looks like you have multiple pages open' (platform.md 2.16, 8). A signed-in tab announces
 * itself on a BroadcastChannel; the tabs already open then ask to reload or close. The same
 * prompt shows when the current user comes back with another current account for the same
 * person, or the live `switched` event says so (switched in another tab, platform.md 4).
 */
export function MultipleTabsModal({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const me = useMe();
  const signedIn = Boolean(me);
  // It blocks the page, so it shows over any modal waiting its turn.
  const opened = useModalTurn(useStore(reloadPromptOpen), MODAL_PRIORITY.blocking);

  useEffect(() => {
    if (!signedIn || typeof BroadcastChannel === 'undefined') return;
    const tabId = crypto.randomUUID();
    const channel = new BroadcastChannel(TABS_CHANNEL);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data?.type === 'tab-opened' && event.data.tabId !== tabId) openReloadPrompt();
    };
    channel.postMessage({ type: 'tab-opened', tabId } satisfies TabMessage);
    return () => channel.close();
  }, [signedIn]);

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
