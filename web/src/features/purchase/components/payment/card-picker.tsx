import { Alert, Badge, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { Card } from '@forma/contract/cards/cards.schemas';
import { paymentTexts as t } from '../../purchase.messages';
import { cardLabel } from './card-label';
import { NewCardForm } from './new-card-form';

export const NEW_CARD = 'new';

type Props = {
  coachId: number;
  cards: readonly Card[] | undefined;
  failed: boolean;
  /** A saved card's id, or NEW_CARD. */
  selected: string;
  onSelect: (value: string) => void;
  /** A new card is saved (and now the default). */
  onCardSaved: () => void;
  returnUrl: string;
};

/**
 * The card to pay with (spec 4.5, 7 Cards): the client's saved cards with this coach, the default
 * first chosen, or a new card through the card form.
 */
export function CardPicker({
  coachId,
  cards,
  failed,
  selected,
  onSelect,
  onCardSaved,
  returnUrl,
}: Props) {
  if (failed) return <Alert color="red">{t.cardsFailed}</Alert>;
  if (!cards) {
    return (
      <Group justify="center" py="sm">
        <Loader size="sm" />
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      {cards.length > 0 && (
        <Radio.Group label={t.savedCards} value={selected} onChange={onSelect}>
          <Stack gap="xs" mt="xs">
            {cards.map((card) => (
              <Radio
                key={card.id}
                value={card.id}
                label={
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">{cardLabel(card)}</Text>
                    {card.kind === 'default' && (
                      <Badge size="xs" variant="light">
                        {t.defaultCard}
                      </Badge>
                    )}
                  </Group>
                }
              />
            ))}
            <Radio value={NEW_CARD} label={t.newCard} />
          </Stack>
        </Radio.Group>
      )}
      {selected === NEW_CARD && (
        <NewCardForm
          coachId={coachId}
          returnUrl={returnUrl}
          onSaved={onCardSaved}
          onCancel={() => cards[0] && onSelect(cards[0].id)}
        />
      )}
    </Stack>
  );
}
