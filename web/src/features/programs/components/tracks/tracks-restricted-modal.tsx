import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trackMessages, programFormTexts as f } from '../../programs.messages';
import { pathTo } from '../../../../app/paths';

/** The track access-restricted modal of spec 8 (FREE plan: one track; upgrade for more). */
export function TracksRestrictedModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={f.restrictedTitle} size="sm">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconLock size={24} />
        </ThemeIcon>
        <Text size="sm">{trackMessages.restricted}</Text>
      </Stack>
      <Group justify="center" mt="lg">
        <Button variant="default" onClick={onClose}>
          {f.gotIt}
        </Button>
        <Button component={Link} to={pathTo('choose_your_plan')}>
          {f.upgrade}
        </Button>
      </Group>
    </Modal>
  );
}
