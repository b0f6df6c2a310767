import { useState } from 'react';
import { Box, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { modalTexts, publicPlanModalTexts as p } from '../../purchase.messages';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { AttachmentsList } from '../../../media';

type Props = {
  plan: PublicPlan;
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
  accepting: boolean;
};

/** Pre-acceptance waiver (spec 2.8): Accept is disabled until the box is checked. */
export function WaiverModal({ plan, opened, onClose, onAccept, accepting }: Props) {
  const [checked, setChecked] = useState(false);
  const { accepted_text: accepted, text, attachments } = plan.plan_waiver;
  const media = attachments.flatMap((a): MediaItem[] => (a.media ? [a.media] : []));
  return (
    <Modal opened={opened} onClose={onClose} title={p.waiverTitle} size="lg">
      <Stack>
        <Box className="forma-rich-text" dangerouslySetInnerHTML={{ __html: text }} />
        {media.length > 0 && <AttachmentsList items={media} mode="view" />}
        {accepted ? (
          <Text fw={500}>{accepted}</Text>
        ) : (
          <>
            <Checkbox
              label={modalTexts.waiverConfirm}
              checked={checked}
              onChange={(event) => setChecked(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button disabled={!checked} loading={accepting} onClick={onAccept}>
                {p.accept}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
