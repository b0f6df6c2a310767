import { useState } from 'react';
import { ActionIcon, Button, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { trackingMessages } from '@forma/contract/tracking/tracking.messages';
import { MediaLibraryModal, MediaThumb } from '../../media';
import { commentTexts as t } from '../tracking.messages';

export type CommentDraft = { body: string; media_ids: number[]; client_key: string };

type Props = {
  label: string;
  sendLabel: string;
  /** True while a send runs (spec 5: not sendable meanwhile). */
  sending?: boolean;
  /** A promise keeps the text until it resolves (kept when it fails, to send again). */
  onSend: (draft: CommentDraft) => void | Promise<unknown>;
  /** Spec 4.9: a client's library opens in upload-only mode (My Library, no product tab). */
  uploadOnly?: boolean;
};

/** The most a comment carries (the contract's commentBodySchema). */
const MAX_ATTACHMENTS = 10;

/** Spec 5 'Composition': plain text as sent (non-breaking spaces, 3+ newlines, trailing space). */
export const plainText = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\s+$/, '');

/**
 * The comment composer of spec 2.15: text and photos or videos picked from the media library;
 * sendable when the trimmed text is not empty or a file is attached, and no send is running.
 */
export function CommentComposer({
  label,
  sendLabel,
  sending = false,
  onSend,
  uploadOnly = false,
}: Props) {
  const [body, setBody] = useState('');
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [picking, setPicking] = useState(false);
  // Upload-only mode keeps no limit (spec 5), so the composer says when there are too many.
  const tooMany = media.length > MAX_ATTACHMENTS;
  const sendable = (body.trim().length > 0 || media.length > 0) && !tooMany && !sending;
  const clear = () => {
    setBody('');
    setMedia([]);
  };
  const send = () => {
    if (!sendable) return;
    const sent = onSend({
      body: plainText(body),
      media_ids: media.map((item) => item.id),
      client_key: crypto.randomUUID(),
    });
    if (sent) void sent.then(clear, () => undefined);
    else clear();
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        placeholder={t.placeholder}
        rows={2}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      {media.length > 0 && (
        <Group gap="xs">
          {media.map((item) => (
            <Group key={item.id} gap={4} wrap="nowrap">
              <MediaThumb item={item} size={64} />
              <CloseButton
                size="sm"
                aria-label={t.removeAttachment(item.title)}
                onClick={() => setMedia(media.filter((each) => each.id !== item.id))}
              />
            </Group>
          ))}
        </Group>
      )}
      {tooMany && (
        <Text c="red" size="sm" role="alert">
          {trackingMessages.tooManyMedia}
        </Text>
      )}
      <Group justify="space-between">
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t.attach}
          onClick={() => setPicking(true)}
        >
          <IconPhoto size={18} />
        </ActionIcon>
        <Button size="compact-md" disabled={!sendable} loading={sending} onClick={send}>
          {sendLabel}
        </Button>
      </Group>
      <MediaLibraryModal
        opened={picking}
        multiple
        uploadOnly={uploadOnly}
        limit={MAX_ATTACHMENTS}
        allowedTypes={['image', 'video', 'video_link']}
        initialSelection={media}
        onSubmit={setMedia}
        onClose={() => setPicking(false)}
      />
    </Stack>
  );
}
