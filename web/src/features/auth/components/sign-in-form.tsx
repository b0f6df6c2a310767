import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { signInBodySchema } from '@forma/contract/auth/auth.rules';
import type { SessionResponse } from '@forma/contract/auth/auth.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useRefusal } from '../../../components/forms/use-refusal';
import { ApiError } from '../../../lib/api-client';
import { useAppConfig } from '../api/get-config';
import { useSignIn } from '../api/sign-in';
import { signInTexts, subdomainDenied } from '../auth.messages';

const credentialsSchema = signInBodySchema.pick({ email: true, password: true });

type Props = {
  /** An invitation fixes the e-mail address. */
  fixedEmail?: string;
  onSignedIn: (session: SessionResponse) => Promise<unknown> | void;
  submitLabel?: string;
};

/** E-mail and password (spec 5 "Sign-in"): submit disabled while invalid or submitting. */
export function SignInForm({ fixedEmail, onSignedIn, submitLabel = signInTexts.title }: Props) {
  const config = useAppConfig();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const refusal = useRefusal();
  const form = useForm({
    initialValues: { email: fixedEmail ?? '', password: '' },
    validate: contractResolver(credentialsSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    if (!config.data) return;
    setFailure(null);
    // The schema lower-cases the e-mail: it is checked and sent lower-cased.
    const credentials = credentialsSchema.parse(values);
    try {
      const session = await signIn.mutateAsync({
        ...credentials,
        client_id: config.data.client_id,
        client_secret: config.data.client_secret,
      });
      await onSignedIn(session);
    } catch (error) {
      if (error instanceof ApiError && error.body?.subdomain) {
        const denied = subdomainDenied(config.data.product_name);
        setFailure(denied);
        refusal.refuse({}, denied);
        return;
      }
      setFailure(refusal.onFailure(error, ['email', 'password'], form.setErrors).other);
    }
  }, refusal.onInvalid);

  const submitting = form.submitting || signIn.isPending;
  const email = form.values.email.trim().toLowerCase();

  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={signInTexts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          readOnly={Boolean(fixedEmail)}
          variant={fixedEmail ? 'filled' : 'default'}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={signInTexts.password}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor
            component={Link}
            to={pathTo('onboarding-forgot-password', {}, { email: email || undefined })}
            size="sm"
          >
            {signInTexts.forgot}
          </Anchor>
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={submitting}
          disabled={!config.data || submitting || !form.isValid()}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
