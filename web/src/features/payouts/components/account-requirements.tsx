import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { dayIn } from '@forma/contract/programs/days';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { Link } from '../../../lib/router';
import { showDayMonth } from '../../../lib/show-day';
import { onboardingPath } from '../model/onboarding-paths';
import { requirementLabels } from '../model/requirement-labels';
import { accountTexts as t } from '../payouts.messages';

const localDay = (instant: string) =>
  showDayMonth(dayIn(new Date(instant), Intl.DateTimeFormat().resolvedOptions().timeZone));

/**
 * What Stripe still needs (requirements due, with their deadline) and what it denied, with the
 * onboarding link that collects them; a short all-clear when nothing is asked.
 */
export function AccountRequirements({ account }: { account: ConnectedAccount }) {
  const due = requirementLabels(account.requirements_due);
  const denied = requirementLabels(account.requirements_denied);
  if (due.length === 0 && denied.length === 0) {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={18} color="var(--mantine-primary-color-filled)" aria-hidden />
        <Text size="sm">{t.allSet}</Text>
      </Group>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t.requirementsTitle}
    >
      <Stack gap="sm">
        {due.length > 0 && (
          <Stack gap={4}>
            <Text size="sm">{t.requirementsIntro}</Text>
            <List size="sm" spacing={2} aria-label={t.requirementsTitle}>
              {due.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
            {account.requirements_deadline && (
              <Text size="sm" fw={600}>
                {t.requirementsDeadline(localDay(account.requirements_deadline))}
              </Text>
            )}
          </Stack>
        )}
        {denied.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t.denied}
            </Text>
            <List size="sm" spacing={2} aria-label={t.denied}>
              {denied.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {t.deniedHint}
            </Text>
          </Stack>
        )}
        <Group>
          <Button component={Link} to={onboardingPath('settings')} color="orange" size="sm">
            {t.completeDetails}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
