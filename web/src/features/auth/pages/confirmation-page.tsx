import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { pathTo } from '../../../lib/routes/paths';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { AuthCard } from '../../../components/layout/auth-card';
import { confirmEmail } from '../api/confirm-email';
import { confirmationTexts } from '../auth.messages';

/**
 * /confirmation?confirmation_token=: confirms the e-mail, shows the answer as a success alert,
 * then goes to sign-in whether it succeeds or fails (spec 2.3, 7, 8).
 */
export default function ConfirmationPage() {
  const [search] = useSearchParams();
  const token = search.get('confirmation_token') ?? '';
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const toSignIn = () => navigate(pathTo('onboarding-signin'), { replace: true });
    if (!token) {
      toSignIn();
      return;
    }
    confirmEmail(token)
      .then(
        (answer) => showAlert('congrats', answer?.message || confirmationTexts.confirmed),
        (error: unknown) => showAlert('error', serverErrorMessage(error)),
      )
      .finally(toSignIn);
  }, [token, navigate]);

  return (
    <AuthCard title={confirmationTexts.title}>
      <Center>
        <Stack align="center" gap="sm">
          <Loader role="progressbar" aria-label={confirmationTexts.loading} />
          <Text c="dimmed" size="sm">
            {confirmationTexts.body}
          </Text>
        </Stack>
      </Center>
    </AuthCard>
  );
}
