import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { MOBILE_QUERY } from '../../lib/layout';
import { desktopModalMessages as m } from '../../lib/messages';
import { storageKeys } from '../../lib/storage-keys';
import { useCurrentRoute } from '../../lib/routes/use-current-route';
import { useModalTurn } from '../../lib/modal-turns';

/** 'I work better on desktop' on routes flagged better on desktop when the screen is narrow (platform.md 2.16). */
export function DesktopOnlyModal() {
  const route = useCurrentRoute();
  const narrow = useMediaQuery(MOBILE_QUERY) ?? false;
  const [hidden, setHidden] = useLocalStorage({
    key: storageKeys.desktopModalHidden,
    defaultValue: false,
  });
  const [dontShow, setDontShow] = useState(false);
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const routeName = route?.name ?? null;
  const wanted =
    Boolean(route?.def.betterOnDesktop) && narrow && !hidden && dismissedOn !== routeName;
  const opened = useModalTurn(wanted);

  const close = () => {
    if (dontShow) setHidden(true);
    setDismissedOn(routeName);
  };

  return (
    <Modal opened={opened} onClose={close} size="sm" withCloseButton={false}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconDeviceDesktop size={26} />
        </ThemeIcon>
        {/* Modal.Title names the dialog (axe aria-dialog-name) without the modal's title bar. */}
        <Modal.Title fw={700} fz="lg">
          {m.title}
        </Modal.Title>
        <Text size="sm" c="dimmed">
          {m.body}
        </Text>
        <Checkbox
          label={m.dontShowAgain}
          checked={dontShow}
          onChange={(event) => setDontShow(event.currentTarget.checked)}
        />
      </Stack>
      <Group justify="center" mt="lg">
        <Button onClick={close}>{m.ok}</Button>
      </Group>
    </Modal>
  );
}
