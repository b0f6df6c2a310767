import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { modalTexts, priceEditorTexts as m } from '../../programs.messages';
import type { PriceOption } from '@forma/contract/programs/programs.schemas';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { usePriceChange } from '../../api/prices';

/** What the modal reads of an option: the coach's editor and the public page's owner view both send one. */
type NotifiedOption = Pick<PriceOption, 'id' | 'message_for_inbox'>;
type Props = { planId: number; option: NotifiedOption | null; onClose: () => void };

/**
 * 'Update your clients' after a price change (spec 2.8). Skip only closes; 'Don't notify' clears
 * the option's flag. Sending waits for chat (a later issue), so that button is disabled.
 */
export function UpdateClientsModal({ planId, option, onClose }: Props) {
  return (
    <Modal opened={option !== null} onClose={onClose} title={m.updateTitle}>
      {option && (
        <UpdateClientsBody key={option.id} planId={planId} option={option} onClose={onClose} />
      )}
    </Modal>
  );
}

function UpdateClientsBody({ planId, option, onClose }: Props & { option: NotifiedOption }) {
  const change = usePriceChange(planId);
  const [text, setText] = useState(option.message_for_inbox ?? '');
  const [error, setError] = useState<string | null>(null);
  const dontNotify = () =>
    change.mutate(
      { kind: 'skip', priceId: option.id },
      { onSuccess: onClose, onError: (failure) => setError(serverErrorMessage(failure)) },
    );
  return (
    <Stack>
      <Text size="sm">{modalTexts.updateClients}</Text>
      <Textarea
        label={modalTexts.updateClientsLabel}
        placeholder={modalTexts.updateClientsPlaceholder}
        rows={4}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" onClick={onClose}>
          {m.skip}
        </Button>
        <Button variant="default" loading={change.isPending} onClick={dontNotify}>
          {m.dontNotify}
        </Button>
        <Tooltip label={m.sendComesWithChat} events={{ hover: true, focus: true, touch: true }}>
          <span>
            <Button disabled>{m.sendMessage}</Button>
          </span>
        </Tooltip>
      </Group>
    </Stack>
  );
}
