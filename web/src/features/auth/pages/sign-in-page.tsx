import { Link } from '../../../lib/router';
import { Anchor } from '@mantine/core';
import { pathTo } from '../../../lib/routes/paths';
import { AuthCard } from '../../../components/layout/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { signInTexts } from '../auth.messages';

/** onboarding-signin: Log In (spec 2.2, 5, 7). */
export default function SignInPage() {
  const finishSignIn = useFinishSignIn();
  return (
    <AuthCard
      title={signInTexts.title}
      subtitle={signInTexts.subtitle}
      footer={
        <>
          {signInTexts.noAccount}{' '}
          <Anchor
            component={Link}
            to={pathTo('onboarding-coaching-signup', { role: 'coaching' })}
            fw={600}
          >
            {signInTexts.signUp}
          </Anchor>
        </>
      }
    >
      <SignInForm onSignedIn={finishSignIn} />
    </AuthCard>
  );
}
