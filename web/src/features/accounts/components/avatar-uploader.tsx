import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { showAlert } from '../../../components/feedback/show-alert';
import { profilePageTexts as t, profileTexts } from '../accounts.messages';
import { useUploadAvatar } from '../api/upload-avatar';

type Props = {
  url: string | null;
  name: string;
  /** users/avatar for a client, users/private_avatar for a coach's own profile. */
  target: 'avatar' | 'private_avatar';
};

/** The profile photo with an upload button (multipart field user[avatar]). */
export function AvatarUploader({ url, name, target }: Props) {
  const upload = useUploadAvatar();
  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate({ file, target }, { onSuccess: () => showAlert('congrats', profileTexts.saved) });
  };
  return (
    <Group gap="lg" wrap="nowrap">
      <Avatar src={url} alt={name} name={name} size={88} radius={88} color="initials" />
      <Stack gap={6} align="flex-start">
        <FileButton onChange={onFile} accept="image/png,image/jpeg,image/gif,image/webp">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconCamera size={16} />}
              loading={upload.isPending}
            >
              {t.uploadPhoto}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t.photoHint}
        </Text>
      </Stack>
    </Group>
  );
}
