import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { exerciseTexts as t } from '../schedule.messages';

/** The access-restricted prompt of spec 8 for a PROFESSIONAL feature (supersets, new exercises). */
export function UpgradeModal({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={t.upgradeTitle} size="sm">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconLock size={24} />
        </ThemeIcon>
        <Text size="sm">{message}</Text>
      </Stack>
      <Group justify="center" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t.gotIt}
        </Button>
        <Button component={Link} to={pathTo('choose_your_plan')}>
          {t.upgrade}
        </Button>
      </Group>
    </Modal>
  );
}
