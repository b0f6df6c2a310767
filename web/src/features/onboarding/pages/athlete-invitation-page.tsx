import { useParams } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { InvitationFlow } from '../components/invitation-flow';

/** onboarding-athlete-invitation/:token: a client invited to a coach's program. */
export default function AthleteInvitationPage() {
  const { token = '' } = useParams();
  const invites = pathTo('user_my_invites_plans');
  return (
    <InvitationFlow token={token} audience="client" afterSignUp={invites} afterSignIn={invites} />
  );
}
