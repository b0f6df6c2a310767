import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { restrictedMessages as m } from '../../lib/messages';
import { useSession } from '../../lib/session/use-session';
import { useModalTurn } from '../../lib/modal-turns';

/** The restricted popup ('Got It!') for a business non-owner whose account is blocked (platform.md 2.16, 6); once per visit. */
export function RestrictedPopup() {
  const session = useSession();
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const coach = session?.me.current.role === 'coach' ? session : null;
  const show = useModalTurn(
    Boolean(
      coach &&
      coach.flags.businessAccount &&
      !coach.flags.businessOwner &&
      coach.flags.accountBlocked &&
      dismissedFor !== coach.me.current.id,
    ),
  );
  if (!coach) return null;
  const { me } = coach;
  const kind = me.current.account_kind;
  const owner = me.current.brand_owner_full_name ?? me.current.brand_owner_email;
  return (
    <Modal
      opened={show}
      onClose={() => setDismissedFor(me.current.id)}
      size="sm"
      withCloseButton={false}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconLock size={24} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {m.title(kind)}
        </Text>
        <Text size="sm" c="dimmed">
          {m.body(owner)}
        </Text>
      </Stack>
      <Group justify="center" mt="lg">
        <Button onClick={() => setDismissedFor(me.current.id)}>{m.gotIt}</Button>
      </Group>
    </Modal>
  );
}
