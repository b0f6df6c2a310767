import { useMutation } from '@tanstack/react-query';
import type { CreateAccountBody } from '@forma/contract/accounts/accounts.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { newUserTexts } from '../accounts.messages';
import { queueNewUserNotice } from '../new-user-notice';
import { createAccount } from '../api/create-account';
import { switchAccount } from '../api/switch-account';

/**
 * Creates a business account, switches into it and reloads the app there; the reloaded app
 * greets the coach with "You're ready to go {title}!" (spec 8, new-user notices).
 */
export function useCreateAndEnterAccount() {
  return useMutation({
    mutationFn: async (body: CreateAccountBody) => {
      const { id } = await createAccount(body);
      queueNewUserNotice(newUserTexts.business(body.account.title));
      await switchAccount({ id, target: pathTo('my_plans') });
    },
  });
}
