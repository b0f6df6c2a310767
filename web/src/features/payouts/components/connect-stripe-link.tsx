import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { OnboardingSource } from '@forma/contract/payouts/payouts.schemas';
import { onboardingPath } from '../model/onboarding-paths';
import { connectLinkTexts as t } from '../payouts.messages';

/**
 * 'Connect to Stripe', offered beside 'You must connect to Stripe...'. It opens the onboarding in
 * a new tab so the form the coach was filling in stays as it is; back in this tab, the current
 * user is read again on focus and the next save goes through.
 */
export function ConnectStripeLink({ source }: { source: OnboardingSource }) {
  return (
    <Anchor
      href={onboardingPath(source)}
      target="_blank"
      rel="noopener"
      aria-label={`${t.label} ${t.newTab}`}
      size="sm"
      fw={600}
    >
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        {t.label}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
