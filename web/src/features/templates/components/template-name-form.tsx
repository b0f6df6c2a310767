import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { TEMPLATE_NAME_MAX } from '@forma/contract/templates/templates.rules';
import { templateNameSchema } from '@forma/contract/templates/templates.schemas';
import { useRefusal } from '../../../components/forms/use-refusal';
import { templatesTexts as t } from '../templates.messages';

/** The field's name in the server's refusal. */
const FIELD = 'template.name';

type Props = {
  initialName: string;
  /** Shown above the field. */
  intro?: ReactNode;
  submitLabel: string;
  /** Saves the checked name; a rejection is the server's refusal, said by the form. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
};

/** A template's name with spec 5's rules (checked here, then by the server) and its buttons. */
export function TemplateNameForm({ initialName, intro, submitLabel, onSubmit, onCancel }: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const refusal = useRefusal();

  const submit = async () => {
    const checked = templateNameSchema.safeParse(name);
    if (!checked.success) {
      const message = checked.error.issues[0]!.message;
      setError(message);
      refusal.refuse({ [FIELD]: message });
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await onSubmit(checked.data);
    } catch (failure) {
      refusal.onFailure(failure, [FIELD], (fields) => setError(fields[FIELD]));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={refusal.ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        {intro}
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
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
