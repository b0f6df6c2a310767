import { Link, useNavigate } from '../../../lib/router';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { SessionResponse } from '@forma/contract/auth/auth.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { AuthCard } from '../../../components/layout/auth-card';
import { storageKeys } from '../../../lib/storage-keys';
import { SignInForm } from '../../auth';
import { storeSession } from '../../../lib/session/store-session';
import { acceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { newUserTexts, showNewUserNotice } from '../../accounts';
import { flowLabels, invitationTexts as t, onboardingTexts } from '../onboarding.messages';
import { SignUpForm } from './sign-up-form';

type Props = {
  token: string;
  /** A coach joins a business account; a client (athlete) joins a coach's program. */
  audience: 'coach' | 'client';
  /** Where the user goes once in. */
  afterSignUp: string;
  afterSignIn: string;
};

function Notice({ title, body }: { title: string; body: string }) {
  return (
    <AuthCard title={title}>
      <Text c="dimmed" ta="center">
        {body}
      </Text>
      <Button component={Link} to={pathTo('onboarding-signin')} size="md" fullWidth>
        {onboardingTexts.logIn}
      </Button>
    </AuthCard>
  );
}

/**
 * Accepting an invitation while signed out (spec 2.2): a new user signs up with the invitation
 * token and its e-mail fixed; a registered user logs in, then the invitation is accepted.
 */
export function InvitationFlow({ token, audience, afterSignUp, afterSignIn }: Props) {
  const navigate = useNavigate();
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <Center mih="60vh">
        <Loader role="progressbar" aria-label={t.loading} />
      </Center>
    );
  }
  if (invitation.isError) {
    return <Notice title={t.notFoundTitle} body={t.notFoundBody} />;
  }

  const info = invitation.data;
  if (info.status === 'accepted' || info.status === 'rejected') {
    return <Notice title={t.usedTitle} body={t.usedBody(info.title, info.status)} />;
  }

  const welcome = newUserTexts.invited(info.title);
  /** A client invited to one program is told which (the coach's name alone says too little). */
  const program = info.plan?.title;

  const onSignedUp = async (session: SessionResponse) => {
    await storeSession(session);
    showNewUserNotice(welcome);
    navigate(afterSignUp, { replace: true });
  };

  const onSignedIn = async (session: SessionResponse) => {
    // The token is needed for the accept call; the user is set only afterwards, because a
    // signed-in visitor is sent away from this page.
    localStorage.setItem(storageKeys.accessToken, session.access_token);
    localStorage.setItem(storageKeys.tokenType, session.token_type);
    const accepted = await acceptInvitation(token).then(
      () => true,
      () => false,
    );
    await storeSession(session);
    if (accepted) showNewUserNotice(welcome);
    navigate(afterSignIn, { replace: true });
  };

  return (
    <AuthCard
      eyebrow={info.registered ? onboardingTexts.logIn : flowLabels.signUp}
      title={program ? t.programTitle(program) : t.title(info.title)}
      subtitle={
        program
          ? info.registered
            ? t.logInToJoinProgram(info.email, info.title, program)
            : t.signUpToJoinProgram(info.title, program)
          : info.registered
            ? t.logInToAccept(info.email)
            : t.signUpToAccept(info.title, audience)
      }
      width={info.registered ? 460 : 560}
    >
      <Stack gap="md">
        {info.registered ? (
          <SignInForm fixedEmail={info.email} onSignedIn={onSignedIn} />
        ) : (
          <SignUpForm
            role={audience === 'coach' ? 'coach' : 'user'}
            flow={audience === 'coach' ? 'invited' : 'client'}
            fixedEmail={info.email}
            invitationToken={token}
            onSignedUp={onSignedUp}
          />
        )}
      </Stack>
    </AuthCard>
  );
}
