import { useParams } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { InvitationFlow } from '../components/invitation-flow';

/** onboarding-accept-invitation/:token: a coach invited into a business account. */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  return (
    <InvitationFlow
      token={token}
      audience="coach"
      afterSignUp={pathTo('success', {}, { role: 'invited', token })}
      afterSignIn={pathTo('coach_profile_my_accounts')}
    />
  );
}
