import { Button } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { whiteLabelTrialMessages as m } from '../../../lib/messages';
import { pathTo } from '../../../lib/routes/paths';
import { BannerBar } from './banner-bar';

/** The white-label trial warning (platform.md 2.11, 6); dismissing it is remembered as swl-trial-warning. */
export function WhiteLabelTrialBanner({ onClose }: { onClose: () => void }) {
  return (
    <BannerBar
      data-banner="white-label-trial"
      tone="blue"
      icon={<IconPalette size={18} aria-hidden />}
      action={
        <Button component={Link} to={pathTo('choose_your_plan')} size="xs" variant="light">
          {m.action}
        </Button>
      }
      onClose={onClose}
    >
      {m.body}
    </BannerBar>
  );
}
