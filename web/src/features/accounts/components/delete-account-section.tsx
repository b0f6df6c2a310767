import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  deleteAccountConfirmationSchema,
} from '@forma/contract/auth/auth.rules';
import { signOut } from '../../auth';
import { useDeleteMe } from '../api/delete-me';

/** Deleting the account requires typing 'DELETE' (spec 5); then the session ends. */
export function DeleteAccountSection() {
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const deleteMe = useDeleteMe();
  const confirmed = deleteAccountConfirmationSchema.safeParse(typed).success;

  const closeModal = () => {
    setTyped('');
    close();
  };

  return (
    <>
      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed" maw={480}>
          Deleting your account removes your profile, training history and messages. This cannot be
          undone.
        </Text>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open}>
          Delete account
        </Button>
      </Group>
      <Modal opened={opened} onClose={closeModal} title="Delete your account?" centered radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) deleteMe.mutate(typed, { onSuccess: () => void signOut() });
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              This permanently deletes your account. Active subscriptions must be cancelled first.
              To confirm, type{' '}
              <Text span fw={700}>
                {DELETE_ACCOUNT_CONFIRMATION}
              </Text>{' '}
              below.
            </Text>
            <TextInput
              label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeModal}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={!confirmed || deleteMe.isPending}
                loading={deleteMe.isPending}
              >
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
