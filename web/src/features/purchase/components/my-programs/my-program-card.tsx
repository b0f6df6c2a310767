import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '../../../../lib/router';
import type { MyProgramCard as Card_ } from '@forma/contract/purchase/purchase.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { statusColor } from '../../../../components/feedback/status-colour';
import { myProgramsTexts as c } from '../../purchase.messages';

type Props = { card: Card_; onReschedule: () => void; onCancel: () => void };

/** Calendar for a program on the calendar; the program's page (where its flow goes on) otherwise. */
function mainActionTarget(card: Card_): string {
  return card.main_action === 'calendar' ? pathTo('calendar') : card.plan.public_url;
}

/** One program of My programs: cover, title, coach, status badge and its actions. */
export function MyProgramCard({ card, onReschedule, onCancel }: Props) {
  const cover = card.plan.cover?.normal ?? null;
  const invite = card.membership.state === 'init';
  return (
    <Card withBorder radius="md" padding="md" aria-label={card.plan.title} component="article">
      <Card.Section component={Link} to={card.plan.public_url} aria-hidden tabIndex={-1}>
        {cover ? (
          <Image src={cover} alt="" h={150} fit="cover" />
        ) : (
          <div style={{ height: 150, background: card.plan.color }} />
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {card.plan.title}
          </Text>
          <Badge color={statusColor(card.badge.colour)} variant="light" style={{ flexShrink: 0 }}>
            {card.badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {c.by(card.plan.coach.full_name)} · {card.plan.plan_type_label}
        </Text>
        <Group mt="auto" pt="sm" gap="xs">
          <Button component={Link} to={mainActionTarget(card)} size="sm">
            {invite ? c.openInvite : c.actions[card.main_action]}
          </Button>
          {card.can_reschedule && (
            <Button variant="default" size="sm" onClick={onReschedule}>
              {c.reschedule}
            </Button>
          )}
          {card.can_cancel && card.plan.plan_pricing === 'free' && (
            <Button variant="subtle" color="red" size="sm" onClick={onCancel}>
              {c.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
