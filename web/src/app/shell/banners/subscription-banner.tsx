import { Button } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import {
  subscriptionWarningText,
  type SubscriptionWarning,
} from '@forma/contract/platform-plan/subscription.rules';
import { pathTo } from '../../../lib/routes/paths';
import { BannerBar } from './banner-bar';

/** The subscription warning (platform.md 4): red or green, its action, closable for clients_before_limit. */
export function SubscriptionBanner({
  warning,
  onClose,
}: {
  warning: SubscriptionWarning;
  onClose: () => void;
}) {
  const Icon = warning.colour === 'red' ? IconAlertTriangle : IconSparkles;
  return (
    <BannerBar
      data-banner="subscription"
      tone={warning.colour}
      icon={<Icon size={18} aria-hidden />}
      action={
        warning.action && (
          <Button
            component={Link}
            to={pathTo(warning.action.route)}
            size="xs"
            variant="white"
            color="dark"
          >
            {warning.action.label}
          </Button>
        )
      }
      onClose={warning.closable ? onClose : undefined}
    >
      {subscriptionWarningText(warning)}
    </BannerBar>
  );
}
