import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { passwordResetSchema } from '@forma/contract/auth/auth.rules';
import { pathTo } from '../../../lib/routes/paths';
import { contractResolver } from '../../../components/forms/form-resolver';
import { PasswordFields } from '../../../components/forms/password-fields';
import { useRefusal } from '../../../components/forms/use-refusal';
import { AuthCard } from '../../../components/layout/auth-card';
import { useAppConfig } from '../api/get-config';
import { useResetPassword } from '../api/reset-password';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { resetPasswordTexts } from '../auth.messages';

/** onboarding-reset-password?reset_password_token=: a new password signs the user in (spec 7). */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('reset_password_token') ?? '';
  const config = useAppConfig();
  const reset = useResetPassword();
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const refusal = useRefusal();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: contractResolver(
      passwordResetSchema,
      (values: { password: string; password_confirmation: string }) => ({
        ...values,
        reset_password_token: token,
      }),
    ),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    if (!config.data) return;
    setFailure(null);
    try {
      const session = await reset.mutateAsync({
        ...values,
        reset_password_token: token,
        client_id: config.data.client_id,
        client_secret: config.data.client_secret,
      });
      await finishSignIn(session);
    } catch (error) {
      const fields = ['password', 'password_confirmation'];
      setFailure(refusal.onFailure(error, fields, form.setErrors).other);
    }
  }, refusal.onInvalid);

  const back = (
    <Anchor component={Link} to={pathTo('onboarding-signin')} fw={600}>
      {resetPasswordTexts.back}
    </Anchor>
  );

  if (!token) {
    return (
      <AuthCard title={resetPasswordTexts.title} footer={back}>
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {resetPasswordTexts.missingToken}
        </Alert>
        <Button component={Link} to={pathTo('onboarding-forgot-password')} size="md" fullWidth>
          {resetPasswordTexts.requestNew}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={resetPasswordTexts.title} subtitle={resetPasswordTexts.subtitle} footer={back}>
      <form ref={refusal.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}{' '}
              <Anchor component={Link} to={pathTo('onboarding-forgot-password')} size="sm">
                {resetPasswordTexts.requestNew}
              </Anchor>
            </Alert>
          )}
          <PasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={reset.isPending}
            disabled={!config.data || reset.isPending || !form.isValid()}
          >
            {resetPasswordTexts.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
