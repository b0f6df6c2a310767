import { Card, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { PLAN_TYPE_LABELS, PLAN_TYPES } from '@forma/contract/programs/programs.rules';
import { pathTo } from '../../../lib/routes/paths';
import { chooseTypeTexts as c } from '../programs.messages';

type Props = { opened: boolean; onClose: () => void };

/**
 * 'Create your first program' (create_plan_choose_type lands on the list with
 * choose_program_type=true): each type opens the new-program form with that type chosen.
 */
export function ChooseProgramTypeModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={c.title} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {c.intro}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PLAN_TYPES.map((type) => (
            <Card
              key={type}
              component={Link}
              to={pathTo('create_plan_main_info', {}, { plan_type: type })}
              withBorder
              radius="md"
              padding="md"
            >
              <Text fw={600}>{PLAN_TYPE_LABELS[type]}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {c.descriptions[type]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
