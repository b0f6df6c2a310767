import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { onboardingPath } from '../model/onboarding-paths';
import { connectTexts as t } from '../payouts.messages';

/** The payouts tab before any account is connected: what connecting does, and the two ways in. */
export function ConnectStripeIntro() {
  return (
    <Stack gap="md" maw={620}>
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <Text>{t.intro}</Text>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {t.facts.map((fact) => (
          <List.Item key={fact}>{fact}</List.Item>
        ))}
      </List>
      <Group gap="sm" mt="xs">
        <Button component={Link} to={onboardingPath('settings')}>
          {t.connect}
        </Button>
        <Button component={Link} to={onboardingPath('settings', 'standard')} variant="default">
          {t.existing}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t.existingHint}
      </Text>
    </Stack>
  );
}
