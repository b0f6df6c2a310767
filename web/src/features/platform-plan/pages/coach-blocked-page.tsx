import {
  Badge,
  Button,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconLock, IconRocket } from '@tabler/icons-react';
import { Link, useNavigate } from '../../../lib/router';
import { subscriptionStatusDisplay } from '@forma/contract/platform-plan/subscription.rules';
import { pathTo } from '../../../lib/routes/paths';
import { useSession } from '../../../lib/session/use-session';
import { showAlert } from '../../../components/feedback/show-alert';
import { platformPlanTexts as m } from '../platform-plan.messages';
import { useStartTrial } from '../api/start-trial';

/** coach_blocked (/coach/upgrade-your-account): why the account is restricted and how to lift it. */
export default function CoachBlockedPage() {
  const session = useSession();
  const navigate = useNavigate();
  const startTrial = useStartTrial();
  if (!session) return null;
  const { flags, me } = session;
  const sub = me.current.subscription;

  if (!flags.financialFeatures) {
    const owner = me.current.brand_owner_full_name ?? me.current.brand_owner_email;
    return (
      <Container size="sm" py={{ base: 48, sm: 80 }}>
        <Paper withBorder p={{ base: 'lg', sm: 48 }}>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light" color="orange">
              <IconLock size={32} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {m.restrictedTitle(me.current.account_kind)}
            </Title>
            <Text c="dimmed">{m.nonOwnerBody(owner)}</Text>
            <Button component={Link} to={pathTo('coach_profile_my_accounts')} variant="light">
              {m.myAccounts}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const empty = flags.accountEmpty;
  const status = sub ? subscriptionStatusDisplay(sub, new Date()) : null;
  const begin = () =>
    startTrial.mutate(undefined, {
      onSuccess: () => {
        showAlert('congrats', m.trialStarted);
        void navigate(pathTo('my_plans'));
      },
    });

  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Paper withBorder p={{ base: 'lg', sm: 48 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            {empty ? <IconRocket size={32} /> : <IconLock size={32} />}
          </ThemeIcon>
          <Title order={1} fz={26}>
            {empty ? m.emptyTitle : m.blockedTitle}
          </Title>
          {status && !empty && (
            <Badge color="red" variant="light">
              {status.label}
            </Badge>
          )}
          <Text c="dimmed">{empty ? m.emptyBody : m.blockedBody}</Text>
          <List
            spacing="xs"
            center
            icon={<IconCheck size={16} color="var(--forma-primary)" />}
            ta="left"
          >
            {m.benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
          <Group justify="center" mt="sm">
            {empty ? (
              <>
                <Button size="md" onClick={begin} loading={startTrial.isPending}>
                  {m.startTrial}
                </Button>
                <Button
                  size="md"
                  variant="default"
                  component={Link}
                  to={pathTo('choose_your_plan')}
                >
                  {m.seePlans}
                </Button>
              </>
            ) : (
              <Button size="md" component={Link} to={pathTo('choose_your_plan')}>
                {m.upgradeNow}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
