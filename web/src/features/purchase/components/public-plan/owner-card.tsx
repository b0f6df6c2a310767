import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '../../../../lib/router';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { publicPlanTexts as p } from '../../purchase.messages';
import classes from './owner-card.module.css';

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** The coach's picture, or their initials when there is none or it fails to load. */
function CoachAvatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.avatar}>
      {src && !failed ? (
        <img src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </div>
  );
}

/** The coach behind the program (hidden from the owner): avatar, name, 'See More Programs'. */
export function OwnerCard({ owner }: { owner: PublicPlan['user'] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={p.by}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <CoachAvatar src={owner.avatar_url} name={owner.full_name} />
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
