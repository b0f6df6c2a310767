import { Anchor, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import type { Warning } from '@forma/contract/accounts/users.schemas';
import { systemWarningMessages as m } from '../../../lib/messages';
import { onboardingPath } from '../../../features/payouts/model/onboarding-paths';
import { pathTo } from '../../../lib/routes/paths';
import { useSession } from '../../../lib/session/use-session';
import { openAppIconDeclined } from '../../overlays/app-icon-declined-modal';
import { BannerBar } from './banner-bar';

type Props = { warning: Warning; onClose: () => void };

/** One system warning of platform.md 8, with its text and link. */
export function SystemWarningBanner({ warning, onClose }: Props) {
  const session = useSession();
  const icon = <IconAlertTriangle size={18} aria-hidden />;
  const linkButton = (to: string) => (
    <Button component={Link} to={to} size="xs" variant="light" color="orange">
      {m.resolve}
    </Button>
  );

  switch (warning.type) {
    case 'missed-payment': {
      const only = warning.data.length === 1 ? warning.data[0] : undefined;
      const to = only
        ? pathTo('public_plan', { plan_id: only.custom_url ?? only.plan_id })
        : pathTo('billing_history');
      return (
        <BannerBar data-banner="system" tone="orange" icon={icon}>
          <Anchor component={Link} to={to} c="inherit" fw={600} underline="always">
            {m.missedPayment}
          </Anchor>
        </BannerBar>
      );
    }
    case 'coach-stripe-verification-needed': {
      // 8: a standard connected account gets Stripe's onboarding link; others go to the payouts
      // settings, where Forma shows what Stripe needs.
      const standard = session?.me.current.stripe_account_type === 'standard';
      return (
        <BannerBar
          data-banner="system"
          tone="orange"
          icon={icon}
          action={linkButton(
            standard ? onboardingPath('settings') : pathTo('coach_profile_payment'),
          )}
        >
          {m.stripeVerification}
        </BannerBar>
      );
    }
    case 'coach-configure-web-address':
      return (
        <BannerBar
          data-banner="system"
          tone="orange"
          icon={icon}
          action={linkButton(pathTo('customisation-web-address'))}
          onClose={onClose}
        >
          {m.configureWebAddress}
        </BannerBar>
      );
    case 'coach-app-icon-was-declined':
      return (
        <BannerBar data-banner="system" tone="orange" icon={icon}>
          {m.appIconDeclined}{' '}
          <Anchor
            component="button"
            type="button"
            c="inherit"
            fw={600}
            underline="always"
            onClick={openAppIconDeclined}
          >
            {m.appIconDeclinedLink}
          </Anchor>
        </BannerBar>
      );
  }
}
