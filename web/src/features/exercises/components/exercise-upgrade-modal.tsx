import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { exerciseMessages, exercisesTexts as t } from '../exercises.messages';

/**
 * The upgrade prompt a coach without PROFESSIONAL meets instead of the exercise form (spec 6:
 * creating and editing exercises is PROFESSIONAL-only; docs/decisions.md). Other PROFESSIONAL
 * gates (inserting templates) show it with their own `message`.
 */
export function ExerciseUpgradeModal({
  opened,
  onClose,
  message = exerciseMessages.restricted,
}: {
  opened: boolean;
  onClose: () => void;
  message?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.upgradeTitle} size="sm">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconLock size={24} />
        </ThemeIcon>
        <Text size="sm">{message}</Text>
      </Stack>
      <Group justify="center" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t.notNow}
        </Button>
        <Button component={Link} to={pathTo('choose_your_plan')}>
          {t.upgrade}
        </Button>
      </Group>
    </Modal>
  );
}
