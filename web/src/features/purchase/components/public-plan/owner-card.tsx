import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { pathTo } from '../../../../app/paths';
import { publicPlanTexts as p } from '../../purchase.messages';

/** The coach behind the program (hidden from the owner): avatar, name, 'See More Programs'. */
export function OwnerCard({ owner }: { owner: PublicPlan['user'] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={p.by}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={owner.avatar_url} radius="xl" size="lg" name={owner.full_name} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {p.by}
            </Text>
            <Text fw={600} truncate>
              {owner.full_name}
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={pathTo('public-page-plans', { user_id: owner.custom_url || owner.id })}
          variant="light"
        >
          {p.seeMorePrograms}
        </Button>
      </Group>
    </Paper>
  );
}
