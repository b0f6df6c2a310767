import type { ReactNode } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { ModalActions } from './modal-actions';

type Props = {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
  /** Why the action was refused, said inside the modal (e.g. the server's 422 message). */
  error?: string | null;
};

/** Asks once before an action that cannot be taken back. */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy,
  danger = true,
  error,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{body}</Text>
        <ModalActions
          error={error}
          cancelLabel={cancelLabel}
          onCancel={onClose}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          busy={busy}
          danger={danger}
        />
      </Stack>
    </Modal>
  );
}
