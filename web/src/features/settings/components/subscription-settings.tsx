import { Link } from '../../../lib/router';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  isAccountEmpty,
  planName,
  subscriptionStatusDisplay,
  TRIAL_DAYS,
} from '@forma/contract/platform-plan/subscription.rules';
import type { CoachSubscription } from '@forma/contract/platform-plan/subscription.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { showAlert } from '../../../components/feedback/show-alert';
import { platformPlanTexts, useStartTrial } from '../../platform-plan';
import { statusColor } from '../../accounts';
import { subscriptionSettingsTexts as t } from '../settings.messages';

/** Subscription: the plan's status (spec 4, status display) and the free trial while it can start. */
export function SubscriptionSettings({ subscription }: { subscription: CoachSubscription | null }) {
  const startTrial = useStartTrial();
  const status = subscription ? subscriptionStatusDisplay(subscription, new Date()) : null;
  const plan = subscription ? planName(subscription) : null;
  // An empty account has never been active nor had a trial: the trial may start (spec 6).
  const canStartTrial = !subscription || isAccountEmpty(subscription);

  return (
    <Stack gap="lg">
      <Group gap="xl">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t.plan}
          </Text>
          <Text fw={600}>{plan ?? '—'}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t.status}
          </Text>
          {status?.route ? (
            <Anchor component={Link} to={pathTo(status.route)} fw={600}>
              {status.label}
            </Anchor>
          ) : status ? (
            <Badge color={statusColor(status.label)} variant="light" radius="sm" size="lg">
              {status.label}
            </Badge>
          ) : (
            <Text>—</Text>
          )}
        </Stack>
      </Group>
      {canStartTrial && (
        <Stack gap="sm" maw={520}>
          <Text size="sm" c="dimmed">
            {t.trialOffer(TRIAL_DAYS)}
          </Text>
          <Group>
            <Button
              loading={startTrial.isPending}
              onClick={() =>
                startTrial.mutate(undefined, {
                  onSuccess: () => showAlert('congrats', platformPlanTexts.trialStarted),
                })
              }
            >
              {platformPlanTexts.startTrial}
            </Button>
          </Group>
        </Stack>
      )}
      <Group>
        <Button component={Link} to={pathTo('choose_your_plan')} variant="default">
          {platformPlanTexts.seePlans}
        </Button>
      </Group>
    </Stack>
  );
}
