import { useMutation } from '@tanstack/react-query';
import { switchAccountEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { call } from '../../../lib/call';
import { storageKeys } from '../../../lib/storage-keys';

export type SwitchAccountInput = {
  id: number;
  /** Where the app reloads once switched (platform.md 7: "then the page reloads at a target path"). */
  target: string;
};

/** PUT accounts/switch {id}; switching clears the saved program filters, then reloads at the target. */
export async function switchAccount(
  { id, target }: SwitchAccountInput,
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  await call(switchAccountEndpoint, { body: { id } });
  localStorage.removeItem(storageKeys.programFilters);
  reload(target);
}

export function useSwitchAccount() {
  return useMutation({ mutationFn: (input: SwitchAccountInput) => switchAccount(input) });
}
