import { Avatar, Button, Group, Stack, Title } from '@mantine/core';
import type { Card } from '@forma/contract/cards/cards.schemas';
import type { CoachCards as CoachCardsData } from '../../api/get-cards';
import { paymentMethodsTexts as t } from '../../billing.messages';
import { SavedCard, type CardAction } from './saved-card';

type Props = {
  group: CoachCardsData;
  onAdd: () => void;
  onCardAction: (card: Card, action: CardAction) => void;
};

/** One coach's cards (cards are kept per coach's Stripe account) and 'Add card'. */
export function CoachCards({ group, onAdd, onCardAction }: Props) {
  const headingId = `coach-cards-${group.coach.id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={group.coach.avatar} alt="" radius="xl" size="md">
            {group.coach.name.slice(0, 1)}
          </Avatar>
          <Title order={3} fz="md" id={headingId}>
            {group.coach.name}
          </Title>
        </Group>
        <Button size="xs" onClick={onAdd} aria-label={t.addCardFor(group.coach.name)}>
          {t.addCard}
        </Button>
      </Group>
      <Stack
        component="ul"
        role="list"
        aria-label={t.cardsOf(group.coach.name)}
        gap="sm"
        p={0}
        m={0}
      >
        {group.cards.map((card) => (
          <SavedCard key={card.id} card={card} onAction={(action) => onCardAction(card, action)} />
        ))}
      </Stack>
    </Stack>
  );
}
