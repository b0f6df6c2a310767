import { useState } from 'react';
import {
  ActionIcon,
  CloseButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCloudUpload, IconPlus } from '@tabler/icons-react';
import { type MediaItem, type MediaScope } from '@forma/contract/media/media.schemas';
import { useCreateMediaLink } from '../api/create-media-link';
import { ApiError } from '../../../lib/api-client';
import { mediaTexts as t, mediaMessages } from '../media.messages';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { FileDropArea } from '../../../components/forms/file-drop-area';
import type { UploadEntry } from './use-media-uploads';

type Props = {
  scope: MediaScope;
  onLinkAdded: (item: MediaItem) => void;
  onFiles: (files: File[]) => void;
  uploads: readonly UploadEntry[];
  onRemoveUpload: (key: string) => void;
};

/** Spec 2.13: the video-link field with its + button (Enter submits), the drop zone and the upload previews. */
export function MediaAddBar(props: Props) {
  return (
    <Stack gap="sm">
      <VideoLinkField scope={props.scope} onAdded={props.onLinkAdded} />
      <FileDropArea onFiles={props.onFiles}>
        <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
          <IconCloudUpload size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Stack gap={2}>
            <Text fw={600}>{t.uploadFromDevice}</Text>
            <Text size="xs" c="dimmed">
              {t.dropHint}
            </Text>
          </Stack>
        </Group>
      </FileDropArea>
      {props.uploads.length > 0 && (
        <Stack gap="xs">
          {props.uploads.map((entry) => (
            <UploadPreview
              key={entry.key}
              entry={entry}
              onRemove={() => props.onRemoveUpload(entry.key)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function VideoLinkField({
  scope,
  onAdded,
}: {
  scope: MediaScope;
  onAdded: (item: MediaItem) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMediaLink();
  const disabled = !value.trim() || create.isPending;

  // No <form>: the modal may sit inside another form, and React events cross portals.
  const submit = () => {
    if (disabled) return;
    setError(null);
    create.mutate(
      { media: { video_url: value.trim() }, scope },
      {
        onSuccess: (item) => {
          setValue('');
          onAdded(item);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError &&
              failure.status === 422 &&
              !failure.body?.errors &&
              !failure.body?.error
              ? mediaMessages.badLink
              : serverErrorMessage(failure),
          ),
      },
    );
  };

  return (
    <TextInput
      label={t.videoLinkLabel}
      placeholder={t.videoLinkPlaceholder}
      value={value}
      error={error}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.stopPropagation();
          submit();
        }
      }}
      rightSection={
        <ActionIcon
          aria-label={t.addLink}
          onClick={submit}
          disabled={disabled}
          loading={create.isPending}
        >
          <IconPlus size={16} />
        </ActionIcon>
      }
    />
  );
}

function UploadPreview({ entry, onRemove }: { entry: UploadEntry; onRemove: () => void }) {
  const failed = entry.status === 'error' || entry.status === 'timeout';
  return (
    <Paper withBorder radius="md" p="xs" aria-label={entry.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate>
          {entry.status === 'uploaded' ? t.uploaded(entry.name) : t.uploading(entry.name)}
        </Text>
        <CloseButton size="sm" aria-label={t.removeUpload(entry.name)} onClick={onRemove} />
      </Group>
      {!failed && (
        <Progress
          mt={6}
          size="sm"
          value={Math.round(entry.progress * 100)}
          animated={entry.status === 'uploading'}
          aria-label={t.uploading(entry.name)}
        />
      )}
      {failed && entry.error && (
        <Text size="xs" c="red" mt={4}>
          {entry.error}
        </Text>
      )}
    </Paper>
  );
}
