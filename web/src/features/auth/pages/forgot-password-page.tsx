import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { z } from 'zod';
import { emailSchema } from '@forma/contract/auth/auth.rules';
import { pathTo } from '../../../lib/routes/paths';
import { contractResolver } from '../../../components/forms/form-resolver';
import { AuthCard } from '../../../components/layout/auth-card';
import { useAppConfig } from '../api/get-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordTexts } from '../auth.messages';
import { useRefusal } from '../../../components/forms/use-refusal';

const formSchema = z.object({ email: emailSchema });

/** onboarding-forgot-password: ?email= prefills the field (spec 2.2). */
export default function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const config = useAppConfig();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const refusal = useRefusal();
  const form = useForm({
    initialValues: { email: search.get('email') ?? '' },
    validate: contractResolver(formSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    if (!config.data) return;
    const { email } = formSchema.parse(values);
    try {
      const answer = await request.mutateAsync({
        email,
        client_id: config.data.client_id,
        client_secret: config.data.client_secret,
      });
      setSent(answer?.message || forgotPasswordTexts.sent(email));
    } catch (error) {
      refusal.onFailure(error, ['email'], form.setErrors);
    }
  }, refusal.onInvalid);

  return (
    <AuthCard
      title={forgotPasswordTexts.title}
      subtitle={sent ? undefined : forgotPasswordTexts.subtitle}
      footer={
        <Anchor component={Link} to={pathTo('onboarding-signin')} fw={600}>
          {forgotPasswordTexts.back}
        </Anchor>
      }
    >
      {sent ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {sent}
        </Alert>
      ) : (
        <form ref={refusal.ref} onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={forgotPasswordTexts.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={request.isPending}
              disabled={!config.data || request.isPending || !form.isValid()}
            >
              {forgotPasswordTexts.submit}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
