import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ResumeType } from '@forma/contract/purchase/purchase.schemas';
import { publicPlanModalTexts as p } from '../../purchase.messages';

type Props = {
  opened: boolean;
  busy: ResumeType | null;
  onClose: () => void;
  onChoose: (resumeType: ResumeType) => void;
};

/** Resume Subscription (spec 2.8): Restart from day one or Continue where the client stopped. */
export function ResumeModal({ opened, busy, onClose, onChoose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={p.resumeTitle}>
      <Stack>
        <Text size="sm">{p.resumeBody}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={busy === 'restart'}
            disabled={busy !== null}
            onClick={() => onChoose('restart')}
          >
            {p.restart}
          </Button>
          <Button
            loading={busy === 'continue'}
            disabled={busy !== null}
            onClick={() => onChoose('continue')}
          >
            {p.continue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
