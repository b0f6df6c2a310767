import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Card } from '@forma/contract/cards/cards.schemas';
import { paymentMethodsTexts as t } from '../../billing.messages';
import { cardLabel } from '../../model/card-label';

export type CardAction = 'edit' | 'replace' | 'remove';

type Props = { card: Card; onAction: (action: CardAction) => void };

/** One saved card: brand and last four digits, expiry, the default badge, the billing name. */
export function SavedCard({ card, onAction }: Props) {
  const label = cardLabel(card);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {t.expires(card.exp_month, card.exp_year)}
            </Text>
            {card.billing_details.name && <Text size="sm">{card.billing_details.name}</Text>}
          </Stack>
          {card.kind === 'default' && (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t.defaultBadge}
            </Badge>
          )}
        </Group>
        <Group gap="xs" role="group" aria-label={t.cardActions(label)}>
          <Button size="xs" variant="default" onClick={() => onAction('edit')}>
            {t.editDetails}
          </Button>
          <Button size="xs" variant="default" onClick={() => onAction('replace')}>
            {t.replaceCard}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onAction('remove')}>
            {t.remove}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
