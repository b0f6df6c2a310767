import { Alert, Button, Center, Divider, Loader, Stack } from '@mantine/core';
import { sharedTexts } from '../../../lib/messages';
import { useStripeAccount } from '../api/get-stripe-account';
import { accountTexts as t } from '../payouts.messages';
import { ConnectStripeIntro } from './connect-stripe-intro';
import { CustomAccountView } from './custom-account-view';
import { DisconnectStripe } from './disconnect-stripe';
import { StandardAccountView } from './standard-account-view';

/**
 * The payouts tab (coach_profile_payment): connecting to Stripe, or the connected account; a
 * custom account gets the fuller screen (platform.md 2.6). Read again whenever the page gains
 * focus, as the coach comes back from Stripe's pages.
 */
export function PayoutsSettings() {
  const query = useStripeAccount();
  if (!query.data) {
    return query.isError ? (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          {t.loadFailed}
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Center mih={200}>
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  }
  const account = query.data.stripe_account;
  if (!account) return <ConnectStripeIntro />;
  return (
    <Stack gap="lg">
      {account.account_type === 'custom' ? (
        <CustomAccountView account={account} />
      ) : (
        <StandardAccountView account={account} />
      )}
      <Divider />
      <DisconnectStripe />
    </Stack>
  );
}
