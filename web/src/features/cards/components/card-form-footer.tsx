import { Button, Group, Stack, Text } from '@mantine/core';
import { cardFormTexts as t } from '../cards.messages';

type Props = {
  /** The provider's or the server's message, shown under the form (spec 8). */
  error: string | null;
  busy: boolean;
  /** spec 5: submit only once the form is complete. */
  complete: boolean;
  submitLabel: string;
  onCancel: () => void;
};

/** The end of every card form: its error, Cancel and the submit button. */
export function CardFormFooter({ error, busy, complete, submitLabel, onCancel }: Props) {
  return (
    <Stack gap="sm">
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={busy} disabled={busy || !complete}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
