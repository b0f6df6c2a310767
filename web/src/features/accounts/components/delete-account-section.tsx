import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  deleteAccountConfirmationSchema,
} from '@forma/contract/auth/auth.rules';
import { signOut } from '../../../lib/session/sign-out';
import { useDeleteMe } from '../api/delete-me';
import { deleteAccountTexts as t } from '../accounts.messages';

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
          {t.warning}
        </Text>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open}>
          {t.open}
        </Button>
      </Group>
      <Modal opened={opened} onClose={closeModal} title={t.title} centered radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) deleteMe.mutate(typed, { onSuccess: () => void signOut() });
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {t.bodyBefore}{' '}
              <Text span fw={700}>
                {DELETE_ACCOUNT_CONFIRMATION}
              </Text>{' '}
              {t.bodyAfter}
            </Text>
            <TextInput
              label={t.typeToConfirm(DELETE_ACCOUNT_CONFIRMATION)}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeModal}>
                {t.cancel}
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={!confirmed || deleteMe.isPending}
                loading={deleteMe.isPending}
              >
                {t.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
