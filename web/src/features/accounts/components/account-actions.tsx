import { Badge, Button, Group } from '@mantine/core';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { myAccountsTexts as t } from '../accounts.messages';
import { useAcceptInvite } from '../api/accept-invite';
import { useRejectInvite } from '../api/reject-invite';
import { useSwitchAccount } from '../api/switch-account';

const awaitingAnswer = (account: AccountListItem) =>
  account.invite_status === 'init' || account.invite_status === 'pending';

/**
 * Actions of a My accounts row (spec 2.12): Accept and Decline while an invitation waits; Go to
 * account otherwise. Accepting shows as accepted at once and declining removes the row at once;
 * both come back as pending when the call fails (the hooks own that).
 */
export function AccountActions({ account }: { account: AccountListItem }) {
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const switchAccount = useSwitchAccount();
  const name = account.kind === 'private' ? account.full_name : account.title;

  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {/* Integration is not available yet. */}
      <Button size="xs" variant="default" disabled aria-label={t.integrationFor(name)}>
        {t.integration}
      </Button>
      {awaitingAnswer(account) ? (
        <>
          <Button
            size="xs"
            onClick={() => accept.mutate(account.id)}
            aria-label={t.acceptInvitation(name)}
          >
            {t.accept}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => reject.mutate(account.id)}
            aria-label={t.declineInvitation(name)}
          >
            {t.decline}
          </Button>
        </>
      ) : account.current_account ? (
        <Badge variant="outline" radius="sm">
          {t.current}
        </Badge>
      ) : (
        <Button
          size="xs"
          variant="light"
          loading={switchAccount.isPending || switchAccount.isSuccess}
          disabled={account.invite_status === 'rejected'}
          onClick={() => switchAccount.mutate({ id: account.id, target: pathTo('my_plans') })}
          aria-label={t.goToAccountNamed(name)}
        >
          {t.goToAccount}
        </Button>
      )}
    </Group>
  );
}
