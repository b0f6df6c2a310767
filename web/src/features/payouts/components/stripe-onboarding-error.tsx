import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Link, useSearchParams } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { forgetOnboardingFailure, lastOnboardingFailure } from '../model/onboarding-failure';
import { errorSourceOf, onboardingPath, readOnboardingQuery } from '../model/onboarding-paths';
import { onboardingTexts as t } from '../payouts.messages';

/**
 * `/stripe-onboarding/error?source=signup|settings`: connecting failed. Says so with the server's
 * message when there was one, offers to try again, and the way back to where the coach came from.
 */
export function StripeOnboardingError() {
  const [search] = useSearchParams();
  const { source, accountType } = readOnboardingQuery(search);
  // Said once: a later visit to this address does not repeat an old refusal.
  const [message] = useState(lastOnboardingFailure);
  useEffect(forgetOnboardingFailure, []);
  const fromSignup = errorSourceOf(source) === 'signup';
  const back = fromSignup
    ? { to: pathTo('my_plans'), label: t.backToPrograms }
    : { to: pathTo('coach_profile_payment'), label: t.backToSettings };

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden>
          <IconPlugConnectedX size={36} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t.errorTitle}
        </Title>
        <Text c="dimmed">{t.errorBody}</Text>
        {message && (
          <Alert color="red" variant="light" role="alert" w="100%" ta="left">
            {message}
          </Alert>
        )}
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={onboardingPath(source, accountType)}>
            {t.tryAgain}
          </Button>
          <Button component={Link} to={back.to} variant="default">
            {back.label}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
