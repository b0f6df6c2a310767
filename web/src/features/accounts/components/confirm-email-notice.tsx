import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { confirmEmailTexts as texts } from '../accounts.messages';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * Tells a person whose address is not confirmed yet why something sent to that address stays
 * closed, with the button that sends the confirmation e-mail again.
 */
export function ConfirmEmailNotice({ message }: { message: string }) {
  const resend = useResendConfirmation();
  return (
    <Alert color="orange" variant="light" title={texts.title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconMailForward size={16} aria-hidden />}
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
          // Narrow phones: the label wraps onto a second line inside the button.
          h="auto"
          mih={36}
          py={6}
          styles={{ root: { maxWidth: '100%' }, label: { whiteSpace: 'normal', height: 'auto' } }}
        >
          {texts.resend}
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {resend.data?.message ?? ''}
        </Text>
      </Stack>
    </Alert>
  );
}
