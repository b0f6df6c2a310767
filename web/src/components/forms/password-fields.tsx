import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

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
  passwordLabel = 'Password',
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
        label="Confirm password"
        autoComplete="new-password"
        withAsterisk
        disabled={disabled}
        {...confirmation}
      />
    </Stack>
  );
}
