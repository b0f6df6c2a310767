import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordChangeSchema } from '@forma/contract/auth/auth.rules';
import { showAlert } from '../../../components/feedback/show-alert';
import { contractResolver } from '../../../components/forms/form-resolver';
import { PasswordFields } from '../../../components/forms/password-fields';
import { useRefusal } from '../../../components/forms/use-refusal';
import { profilePageTexts as t, profileTexts } from '../accounts.messages';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['current_password', 'password', 'password_confirmation'];

/**
 * PATCH users/password: 'Your password has been changed'; on failure the server's answer shows
 * as a warning (spec 8).
 */
export function PasswordChangeForm() {
  const change = useChangePassword();
  // spec 8: on failure the server's answer shows as a warning.
  const refusal = useRefusal('warn');
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: contractResolver(passwordChangeSchema),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(passwordChangeSchema.parse(values));
      showAlert('congrats', profileTexts.passwordChanged);
      form.reset();
    } catch (error) {
      refusal.onFailure(error, FIELDS, form.setErrors);
    }
  }, refusal.onInvalid);
  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t.currentPassword}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
        <Group>
          <Button
            type="submit"
            loading={change.isPending}
            disabled={change.isPending || !form.isValid()}
          >
            {t.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
