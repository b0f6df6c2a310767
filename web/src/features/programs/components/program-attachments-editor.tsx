import { useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { Attachment, CoachPlan } from '@forma/contract/programs/programs.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { mergeSelection } from '../../media';
import { AttachmentsList } from '../../media';
import { MediaLibraryModal } from '../../media';
import { mediaTexts } from '../../media';
import { useSaveAttachments } from '../api/attachments';
import { attachmentsTexts } from '../programs.messages';

/**
 * The library items of a program's attachments, in order, carrying their position and title flag.
 * Items since deleted from the library have no media and drop out of the list.
 */
export const attachedMedia = (attachments: readonly Attachment[]): MediaItem[] =>
  attachments.flatMap((a) =>
    a.media ? [{ ...a.media, position: a.position, title_media: a.title_media }] : [],
  );

/** The program's attachments in edit mode (spec 2.14); every change is saved at once. */
export function ProgramAttachmentsEditor({ plan }: { plan: CoachPlan }) {
  const save = useSaveAttachments(plan.id);
  const [picking, setPicking] = useState(false);
  const saved = attachedMedia(plan.attachments);
  // While a change is on its way the list shows it, so a drag does not snap back.
  const items = save.isPending && save.variables ? [...save.variables] : saved;

  const change = (next: readonly MediaItem[]) =>
    save.mutate(next, { onError: (failure) => showAlert('error', serverErrorMessage(failure)) });

  return (
    <Stack gap="sm" component="section" aria-label={attachmentsTexts.region}>
      {items.length > 0 ? (
        <AttachmentsList items={items} mode="edit" onChange={change} />
      ) : (
        <Text size="sm" c="dimmed">
          {attachmentsTexts.empty}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconPaperclip size={16} />}
          onClick={() => setPicking(true)}
        >
          {mediaTexts.pageAddResources}
        </Button>
        {save.isPending && (
          <Loader size="xs" role="progressbar" aria-label={attachmentsTexts.saving} />
        )}
      </Group>
      <MediaLibraryModal
        opened={picking}
        multiple
        initialSelection={saved}
        onSubmit={(selection) => change(mergeSelection(saved, selection))}
        onClose={() => setPicking(false)}
      />
    </Stack>
  );
}
