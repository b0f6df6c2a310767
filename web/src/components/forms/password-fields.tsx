import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { formFieldTexts } from '../../lib/messages';

type Props = {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  passwordLabel?: string;
  disabled?: boolean;
};

/** Password and its confirmation; new passwords, so browsers offer to generate one. */
export function PasswordFields({
  password,
  confirmation,
  passwordLabel = formFieldTexts.password,
  disabled,
}: Props) {
  return (
    <Stack gap="md">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        withAsterisk
        disabled={disabled}
        {...password}
      />
      <PasswordInput
        label={formFieldTexts.confirmPassword}
        autoComplete="new-password"
        withAsterisk
        disabled={disabled}
        {...confirmation}
      />
    </Stack>
  );
}
