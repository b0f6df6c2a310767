import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { publicPlanModalTexts as p } from '../../purchase.messages';

type Props = {
  title: string | null;
  /** The optional second text: a free program ends at once (4.7). */
  free: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Cancel Subscription (spec 2.8): yes/no with a second text; a free program ends at once (4.7). */
export function CancelProgramModal({ title, free, busy, onClose, onConfirm }: Props) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={p.cancelTitle}>
      <Stack>
        <Text>{title ? p.cancelBody(title) : ''}</Text>
        {free && (
          <Text size="sm" c="dimmed">
            {p.cancelSecond}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {p.no}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {p.yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
