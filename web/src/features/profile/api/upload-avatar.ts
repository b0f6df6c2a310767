import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@forma/contract/users/users.schemas';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../session';

type AvatarAnswer = {
  private?: { avatar_url: string | null };
  current?: { avatar_url: string | null };
};

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
  const body = new FormData();
  body.append('user[avatar]', file);
  return api<AvatarAnswer>(`users/${target}`, { method: 'POST', body });
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
