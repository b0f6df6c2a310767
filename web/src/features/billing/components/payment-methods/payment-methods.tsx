import { useState } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { Card } from '@forma/contract/cards/cards.schemas';
import { ConfirmModal } from '../../../../components/feedback/confirm-modal';
import { showAlert } from '../../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { EmptyState } from '../../../../components/layout/empty-state';
import { sharedTexts } from '../../../../lib/messages';
import { useAddCard, useRemoveCard, useReplaceCard, useUpdateCard } from '../../api/card-mutations';
import { useCardsByCoach } from '../../api/get-cards';
import { billingTexts, paymentMethodsTexts as t } from '../../billing.messages';
import { cardLabel } from '../../model/card-label';
import { CoachCards } from './coach-cards';
import { EditCardModal } from './edit-card-modal';
import { NewCardModal } from './new-card-modal';
import { useNewCardReturn } from './use-new-card-return';
import type { CardAction } from './saved-card';

/** What is open: a new card for a coach (or in place of one), an edit or a removal. */
type Open =
  | { kind: 'add'; coachId: number }
  | { kind: 'replace'; coachId: number; card: Card }
  | { kind: 'edit'; card: Card }
  | { kind: 'remove'; card: Card }
  | null;

/** The payment methods tab (spec 2.10, 7 Cards): the client's cards, grouped by coach. */
export function PaymentMethods() {
  const cards = useCardsByCoach();
  const add = useAddCard();
  const replace = useReplaceCard();
  const update = useUpdateCard();
  const remove = useRemoveCard();
  const [open, setOpen] = useState<Open>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const close = () => setOpen(null);
  useNewCardReturn();

  const onCardAction = (card: Card, action: CardAction) => {
    setRemoveError(null);
    setOpen(
      action === 'replace'
        ? { kind: 'replace', coachId: card.coach_id, card }
        : { kind: action, card },
    );
  };

  const saveNewCard = async (paymentMethodId: string) => {
    if (open?.kind === 'add') {
      await add.mutateAsync({ coachId: open.coachId, paymentMethodId });
      showAlert('congrats', t.added);
    } else if (open?.kind === 'replace') {
      await replace.mutateAsync({
        coachId: open.coachId,
        paymentMethodId,
        removeCardId: open.card.id,
      });
      showAlert('congrats', t.added);
    }
    close();
  };

  const saveDetails = async (details: Parameters<typeof update.mutateAsync>[0]['details']) => {
    if (open?.kind !== 'edit') return;
    await update.mutateAsync({ cardId: open.card.id, details });
    showAlert('congrats', t.updated);
    close();
  };

  const confirmRemove = () =>
    open?.kind === 'remove' &&
    remove.mutate(open.card.id, {
      onSuccess: () => {
        showAlert('congrats', t.removed);
        close();
      },
      onError: (failure) => setRemoveError(serverErrorMessage(failure)),
    });

  const groups = cards.data?.coaches.filter((group) => group.cards.length > 0) ?? [];
  const newCardTitle = open?.kind === 'replace' ? t.replaceTitle(cardLabel(open.card)) : t.addTitle;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {t.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
      </Stack>
      {cards.isPending ? (
        <Center py="xl">
          <Loader role="progressbar" aria-label={sharedTexts.loading} />
        </Center>
      ) : cards.isError ? (
        <Alert color="red" role="alert">
          {billingTexts.loadFailed}
        </Alert>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<IconCreditCard size={32} />}
          title={t.emptyTitle}
          description={t.emptyBody}
        />
      ) : (
        groups.map((group) => (
          <CoachCards
            key={group.coach.id}
            group={group}
            onAdd={() => setOpen({ kind: 'add', coachId: group.coach.id })}
            onCardAction={onCardAction}
          />
        ))
      )}
      <NewCardModal
        coachId={open?.kind === 'add' || open?.kind === 'replace' ? open.coachId : null}
        title={newCardTitle}
        onSaved={saveNewCard}
        onClose={close}
      />
      <EditCardModal
        card={open?.kind === 'edit' ? open.card : null}
        onSave={saveDetails}
        onClose={close}
      />
      <ConfirmModal
        opened={open?.kind === 'remove'}
        title={t.removeTitle}
        body={open?.kind === 'remove' ? t.removeBody(cardLabel(open.card)) : ''}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        error={removeError}
        onConfirm={confirmRemove}
        onClose={close}
      />
    </Stack>
  );
}
