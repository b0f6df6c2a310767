import { Button, Group, Modal, Text, ThemeIcon, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useStore } from '../../lib/create-store';
import { updateMessages as m } from '../../lib/messages';
import { updatePromptOpen } from '../../lib/update-prompt';
import { useModalTurn } from '../../lib/modal-turns';

/** The update-available prompt (platform.md 4, 8), opened by openUpdatePrompt. */
export function UpdateAvailableModal({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const opened = useModalTurn(useStore(updatePromptOpen));
  const close = () => updatePromptOpen.set(false);
  return (
    <Modal opened={opened} onClose={close} withCloseButton={false} size="sm">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconRefresh size={26} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {m.title}
        </Text>
        <Text size="sm" c="dimmed">
          {m.body}
        </Text>
      </Stack>
      <Group justify="center" mt="lg">
        <Button variant="default" onClick={close}>
          {m.cancel}
        </Button>
        <Button onClick={reload}>{m.reloadNow}</Button>
      </Group>
    </Modal>
  );
}
