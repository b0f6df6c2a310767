import { Alert, Button, Group } from '@mantine/core';

type Props = {
  /** Why the action was refused, said above the buttons (e.g. the server's 422 message). */
  error?: string | null;
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  /** Without it the confirm button submits the modal's form. */
  onConfirm?: () => void;
  busy?: boolean;
  danger?: boolean;
  disabled?: boolean;
};

/** A modal's closing lines: the refusal, if any, then 'back' and the action, on the right. */
export function ModalActions({
  error,
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  busy,
  danger = false,
  disabled,
}: Props) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={danger ? 'red' : undefined}
          disabled={disabled}
          loading={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
