import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import {
  uploadAvatarEndpoint,
  uploadPrivateAvatarEndpoint,
} from '@forma/contract/accounts/users.endpoints';
import { call } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';

/**
 * POST users/avatar (a client) or users/private_avatar (a coach's own profile), multipart field
 * user[avatar]; reads private.avatar_url and current.avatar_url.
 */
export function uploadAvatar({
  file,
  target,
}: {
  file: File;
  target: 'avatar' | 'private_avatar';
}) {
  const endpoint = target === 'avatar' ? uploadAvatarEndpoint : uploadPrivateAvatarEndpoint;
  return call(endpoint, { body: { 'user[avatar]': file } });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (answer) =>
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me
          ? {
              private: answer.private
                ? { ...me.private, avatar_url: answer.private.avatar_url }
                : me.private,
              current: answer.current
                ? { ...me.current, avatar_url: answer.current.avatar_url }
                : me.current,
            }
          : me,
      ),
  });
}
