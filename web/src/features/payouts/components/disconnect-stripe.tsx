import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { ConfirmModal } from '../../../components/feedback/confirm-modal';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { useDisconnectStripeAccount } from '../api/disconnect-stripe-account';
import { disconnectTexts as t } from '../payouts.messages';

/**
 * 'Disconnect Stripe', asked once. The server refuses while clients have active paid
 * subscriptions; its message stays in the modal, which stays open.
 */
export function DisconnectStripe() {
  const disconnect = useDisconnectStripeAccount();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setError(null);
    setOpened(true);
  };
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setOpened(false);
        showAlert('congrats', t.done);
      },
      onError: (failure) => setError(serverErrorMessage(failure)),
    });

  return (
    <>
      <Group>
        <Button variant="subtle" color="red" onClick={open}>
          {t.action}
        </Button>
      </Group>
      <ConfirmModal
        opened={opened}
        title={t.title}
        body={t.body}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={disconnect.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
