import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { TEMPLATE_NAME_MAX } from '@forma/contract/templates/templates.rules';
import {
  templateNameSchema,
  type TemplateSummary,
} from '@forma/contract/templates/templates.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useRefusal } from '../../../components/forms/use-refusal';
import { useRenameTemplate } from '../api/save-template';
import { templatesTexts as t } from '../templates.messages';

/** The field's name in the server's refusal. */
const FIELD = 'template.name';

/** Rename a template (spec 2.12's action; spec 5's name rules). Rendered while open. */
export function RenameTemplateModal({
  template,
  onClose,
}: {
  template: TemplateSummary;
  onClose: () => void;
}) {
  const [name, setName] = useState(template.name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameTemplate();
  const refusal = useRefusal();

  const submit = () => {
    const checked = templateNameSchema.safeParse(name);
    if (!checked.success) {
      const message = checked.error.issues[0]!.message;
      setError(message);
      refusal.refuse({ [FIELD]: message });
      return;
    }
    setError(undefined);
    rename.mutate(
      { id: template.id, name: checked.data },
      {
        onSuccess: () => {
          showAlert('congrats', t.renamed);
          onClose();
        },
        onError: (failure) =>
          refusal.onFailure(failure, [FIELD], (fields) => setError(fields[FIELD])),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t.renameTitle} size="sm">
      <form
        ref={refusal.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t.name}
            name={FIELD}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={TEMPLATE_NAME_MAX}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
