import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconBarbell,
  IconBuildingStore,
  IconRun,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SessionResponse, SignUpFlow } from '@forma/contract/auth/auth.schemas';
import { signUpFlowSchema } from '@forma/contract/auth/auth.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { AuthCard } from '../../../components/layout/auth-card';
import { useAppConfig, takeReturnPath } from '../../auth';
import { storeSession } from '../../../lib/session/store-session';
import { ChoiceCard } from '../../../components/forms/choice-card';
import { JoinTeamPanel } from '../components/join-team-panel';
import { SignUpForm } from '../components/sign-up-form';
import { newUserNotice, showNewUserNotice } from '../../accounts';
import { flowLabels, onboardingTexts as o, signUpTexts as t } from '../onboarding.messages';

/** sign_up/:role: role is one of coaching, standalone, team, invited, client; others read as coaching. */
function flowOf(role: string | undefined): SignUpFlow {
  const parsed = signUpFlowSchema.safeParse(role);
  return parsed.success ? parsed.data : 'coaching';
}

const toSignUp = (role: SignUpFlow) => pathTo('onboarding-coaching-signup', { role });

function LogInLink() {
  return (
    <>
      {t.haveAccount}{' '}
      <Anchor component={Link} to={pathTo('onboarding-signin')} fw={600}>
        {o.logIn}
      </Anchor>
    </>
  );
}

function BackLink({ to, label = o.back }: { to: string; label?: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed">
      <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
      {label}
    </Anchor>
  );
}

/** The coach and client sign-up flow of spec 2.2. */
export default function SignUpPage() {
  const { role } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const flow = flowOf(role);
  const product = useAppConfig().data?.product_name;
  const step = search.get('step');
  const invitationToken = search.get('invitation_token') ?? search.get('token');

  // An invited coach with a token signs up on the invitation page, which knows the e-mail.
  useEffect(() => {
    if (flow === 'invited' && invitationToken) {
      navigate(pathTo('onboarding-accept-invitation', { token: invitationToken }), {
        replace: true,
      });
    }
  }, [flow, invitationToken, navigate]);

  const afterSignUp = async (session: SessionResponse, home: string) => {
    const me = await storeSession(session);
    if (me) showNewUserNotice(newUserNotice(me));
    navigate(home, { replace: true });
  };

  if (flow === 'coaching' && step !== 'account') {
    return (
      <AuthCard
        eyebrow={flowLabels.userType}
        title={t.howWillYouUse(product)}
        subtitle={t.chooseOption}
        footer={<LogInLink />}
      >
        <Stack gap="sm">
          <ChoiceCard
            icon={<IconBarbell size={24} />}
            title={t.coach}
            description={t.coachHint}
            onClick={() => setSearch({ step: 'account' })}
          />
          <ChoiceCard
            icon={<IconRun size={24} />}
            title={t.client}
            description={t.clientHint}
            onClick={() => navigate(toSignUp('client'))}
          />
        </Stack>
      </AuthCard>
    );
  }

  if (flow === 'coaching') {
    return (
      <AuthCard eyebrow={flowLabels.selectAccount} title={t.whatKindOfCoach} footer={<LogInLink />}>
        <Stack gap="sm">
          <ChoiceCard
            icon={<IconBuildingStore size={24} />}
            title={t.standalone}
            description={t.standaloneHint}
            onClick={() => navigate(toSignUp('standalone'))}
          />
          <ChoiceCard
            icon={<IconUsersGroup size={24} />}
            title={t.team}
            description={t.teamHint}
            onClick={() => navigate(toSignUp('team'))}
          />
          <BackLink to={toSignUp('coaching')} />
        </Stack>
      </AuthCard>
    );
  }

  if (flow === 'team' || flow === 'invited') {
    return (
      <AuthCard eyebrow={flowLabels.joinTeam} title={t.joinTeam} footer={<LogInLink />}>
        <JoinTeamPanel />
        <BackLink to={`${toSignUp('coaching')}?step=account`} />
      </AuthCard>
    );
  }

  if (flow === 'client' && step !== 'form') {
    return (
      <AuthCard title={flowLabels.createOrLogIn} subtitle={t.createOrLogInHint}>
        <Stack gap="sm">
          <Button size="md" fullWidth onClick={() => setSearch({ step: 'form' })}>
            {t.createAccount}
          </Button>
          <Divider label={t.or} labelPosition="center" />
          <Button
            size="md"
            fullWidth
            variant="default"
            component={Link}
            to={pathTo('onboarding-signin')}
          >
            {o.logIn}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const coach = flow === 'standalone';
  return (
    <AuthCard
      eyebrow={flowLabels.signUp}
      title={coach ? t.coachTitle : t.clientTitle}
      subtitle={coach ? t.coachSubtitle : undefined}
      width={560}
      footer={<LogInLink />}
    >
      <SignUpForm
        role={coach ? 'coach' : 'user'}
        flow={flow}
        withAccountName={coach}
        onSignedUp={(session) =>
          afterSignUp(
            session,
            coach
              ? pathTo('onboarding-coach-setup-profile')
              : (takeReturnPath() ?? pathTo('user_my_plans')),
          )
        }
      />
      {!coach && (
        <Text size="sm" c="dimmed" ta="center">
          {t.areYouCoach}{' '}
          <Anchor component={Link} to={toSignUp('coaching')}>
            {t.signUpAsCoach}
          </Anchor>
        </Text>
      )}
    </AuthCard>
  );
}
