import { useEffect } from 'react';
import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { getStripeOnboardingUrl } from '../api/get-stripe-onboarding-url';
import { onboardingErrorPath, readOnboardingQuery } from '../model/onboarding-paths';
import { forgetOnboardingFailure, rememberOnboardingFailure } from '../model/onboarding-failure';
import { onboardingTexts as t } from '../payouts.messages';

type Props = { go?: (url: string) => void };

const assign = (url: string) => window.location.assign(url);

/**
 * `/stripe-onboarding?source=`: asks the server for the onboarding address and sends the browser
 * there; a refusal goes to the error page with the server's message. An account link works once
 * and expires within minutes, so the answer is never kept.
 */
export function StripeOnboardingRedirect({ go = assign }: Props) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { source, accountType } = readOnboardingQuery(search);
  const link = useQuery({
    queryKey: ['stripe onboarding url', source, accountType],
    queryFn: ({ signal }) => {
      forgetOnboardingFailure();
      return getStripeOnboardingUrl(source, accountType, signal);
    },
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (link.data) go(link.data);
  }, [link.data, go]);

  useEffect(() => {
    if (!link.error) return;
    rememberOnboardingFailure(serverErrorMessage(link.error));
    void navigate(onboardingErrorPath(source, accountType), { replace: true });
  }, [link.error, navigate, source, accountType]);

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md" aria-live="polite">
        <Loader role="progressbar" aria-label={t.redirecting} />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t.redirecting}
        </Title>
        <Text c="dimmed">{t.redirectingHint}</Text>
      </Stack>
    </Container>
  );
}
