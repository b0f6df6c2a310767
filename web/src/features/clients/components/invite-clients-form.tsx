import { useState } from 'react';
import { Button, Group, Modal, Stack, TagsInput } from '@mantine/core';
import { invitesBodySchema } from '@forma/contract/programs/programs.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { useRefusal } from '../../../components/forms/use-refusal';
import { useInviteClients } from '../api/plan-clients';
import { clientsTexts as c } from '../clients.messages';

type FormProps = { planId: number; onSent?: () => void; onCancel?: () => void };

/** Invite clients by e-mail, at most 20 at a time (spec 2.3 "Sign up clients"). */
export function InviteClientsForm({ planId, onSent, onCancel }: FormProps) {
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteClients(planId);
  const refusal = useRefusal<HTMLDivElement>();
  // The refused addresses are named in the message (`{email}: …`).
  const refuse = (message: string) => {
    setError(message);
    refusal.refuse({ emails: message }, message);
  };
  const send = () => {
    const parsed = invitesBodySchema.safeParse({ emails });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message ?? c.emails);
      return;
    }
    setError(null);
    invite.mutate(parsed.data.emails, {
      onSuccess: (result) => {
        // A draft keeps its invites until it is published (the server sends them then).
        if (result.invited === 0 && result.items.length > 0) {
          showAlert('info', c.heldForPublish(result.items.length));
        } else showAlert('congrats', c.invited(result.invited));
        setEmails([]);
        onSent?.();
      },
      onError: (failure) => refuse(serverErrorMessage(failure)),
    });
  };
  return (
    <Stack ref={refusal.ref}>
      <TagsInput
        label={c.emails}
        description={c.emailsHint}
        value={emails}
        onChange={setEmails}
        error={error}
        splitChars={[',', ' ', ';']}
      />
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {c.cancel}
          </Button>
        )}
        <Button onClick={send} loading={invite.isPending}>
          {c.send}
        </Button>
      </Group>
    </Stack>
  );
}

/** The invite form in a modal (program clients page, programs list). */
export function InviteClientsModal({
  planId,
  opened,
  onClose,
}: {
  planId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={c.inviteTitle}>
      <InviteClientsForm planId={planId} onSent={onClose} onCancel={onClose} />
    </Modal>
  );
}
