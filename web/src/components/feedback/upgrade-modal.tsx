import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '../../lib/router';
import { pathTo } from '../../lib/routes/paths';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string | null;
  dismissLabel: string;
  upgradeLabel: string;
};

/**
 * The prompt a coach meets at a PROFESSIONAL feature (spec 6, 8): why it is closed, a way out and
 * the way to the plans. Each gate gives its own words.
 */
export function UpgradeModal({
  opened,
  onClose,
  title,
  message,
  dismissLabel,
  upgradeLabel,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconLock size={24} />
        </ThemeIcon>
        <Text size="sm">{message}</Text>
      </Stack>
      <Group justify="center" mt="lg">
        <Button variant="default" onClick={onClose}>
          {dismissLabel}
        </Button>
        <Button component={Link} to={pathTo('choose_your_plan')}>
          {upgradeLabel}
        </Button>
      </Group>
    </Modal>
  );
}
