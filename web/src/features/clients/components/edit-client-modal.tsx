import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { clientInfoBodySchema } from '@forma/contract/programs/programs.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useRefusal } from '../../../components/forms/use-refusal';
import { useEditPlanClient } from '../api/plan-clients';
import { clientsTexts as c, inviteMessages } from '../clients.messages';

type Props = { planId: number; row: ProgramClientRow; onClose: () => void };
type Fields = { first_name: string; last_name: string; email: string };
const FIELDS = ['first_name', 'last_name', 'email'];

/** Edit client info: names, and the e-mail until the invite is taken up. */
export function EditClientModal({ planId, row, onClose }: Props) {
  const [values, setValues] = useState<Fields>({
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    email: row.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Fields> & { other?: string | null }>({});
  const edit = useEditPlanClient(planId);
  const refusal = useRefusal();
  const set = (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const save = () => {
    const client = {
      first_name: values.first_name,
      last_name: values.last_name,
      ...(row.can_edit_email ? { email: values.email } : {}),
    };
    const parsed = clientInfoBodySchema.safeParse({ client });
    if (!parsed.success) {
      const fieldErrors: Partial<Fields> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[1] as keyof Fields;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      refusal.refuse(fieldErrors as Record<string, string>);
      return;
    }
    setErrors({});
    edit.mutate(
      { membershipId: row.id, client: parsed.data.client },
      {
        onSuccess: () => {
          showAlert('congrats', c.done.edit);
          onClose();
        },
        onError: (failure) => {
          const { fields, other } = refusal.onFailure(failure, FIELDS);
          setErrors({ ...fields, other });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={c.editTitle}>
      <form
        ref={refusal.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <TextInput
            label={c.firstName}
            value={values.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
            maxLength={49}
          />
          <TextInput
            label={c.lastName}
            value={values.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
            maxLength={49}
          />
          <TextInput
            label={c.email}
            type="email"
            value={values.email}
            onChange={set('email')}
            disabled={!row.can_edit_email}
            description={row.can_edit_email ? undefined : inviteMessages.clientInfoEmail}
            error={errors.email}
          />
          {errors.other && <Alert color="red">{errors.other}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {c.cancel}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {c.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
