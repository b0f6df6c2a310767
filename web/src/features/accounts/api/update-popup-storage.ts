import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { popupStorageEndpoint } from '@forma/contract/accounts/users.endpoints';
import { call } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';

/** Names of popups remembered as viewed (platform.md 3 "popup_storage"). */
export type PopupName =
  | 'swl-trial-warning'
  | 'clicked-by-highlighted-coach-empty-account'
  | 'coach-configure-web-address'
  | 'sign-up-welcome-page'
  | (string & {});

/** PATCH users/popup_storage {popup_name}: reads popup_storage. */
export const updatePopupStorage = (popupName: PopupName) =>
  call(popupStorageEndpoint, { body: { popup_name: popupName } });

/** Remembers a popup as viewed; the current account's popup_storage updates at once. */
export function useUpdatePopupStorage() {
  const queryClient = useQueryClient();
  const apply = (update: (storage: string[]) => string[]) =>
    queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
      me
        ? { ...me, current: { ...me.current, popup_storage: update(me.current.popup_storage) } }
        : me,
    );
  return useMutation({
    mutationFn: updatePopupStorage,
    onMutate: (popupName) => {
      const previous = queryClient.getQueryData<MeResponse | null>(meQueryKey)?.current
        .popup_storage;
      apply((storage) => (storage.includes(popupName) ? storage : [...storage, popupName]));
      return { previous };
    },
    onSuccess: ({ popup_storage }) => apply(() => popup_storage),
    onError: (_error, _name, context) => {
      if (context?.previous) apply(() => context.previous!);
    },
  });
}
