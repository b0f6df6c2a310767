import { useState } from 'react';
import { Modal, Radio, Stack, Text } from '@mantine/core';
import type { MyProgramCard, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { ModalActions } from '../../../../components/feedback/modal-actions';
import { showAlert } from '../../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { showDayMonth } from '../../../../lib/show-day';
import { usePurchasedPlan } from '../../api/get-purchases';
import { useSwitchPrice } from '../../api/switch-price';
import { purchasesTexts as t } from '../../billing.messages';
import { optionLabel, switchOptions } from '../../model/price-switch';

type Props = { card: MyProgramCard | null; onClose: () => void };

/**
 * 'Change billing': the program's recurring price options (the current one marked) and the day
 * the chosen one takes over, the end of the current period.
 */
export function SwitchPriceModal({ card, onClose }: Props) {
  const plan = usePurchasedPlan(card?.plan.id ?? null).data;
  return (
    <Modal opened={card !== null} onClose={onClose} title={t.switchTitle}>
      {card && plan && <SwitchPriceForm card={card} plan={plan} onClose={onClose} />}
    </Modal>
  );
}

type FormProps = { card: MyProgramCard; plan: PublicPlan; onClose: () => void };

function SwitchPriceForm({ card, plan, onClose }: FormProps) {
  const { membership } = card;
  const options = switchOptions(plan);
  const pendingId = membership.pending_switch?.price_id ?? null;
  const [chosen, setChosen] = useState<number | null>(
    pendingId ?? options.find((option) => option.id !== membership.price_id)?.id ?? null,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const switchPrice = useSwitchPrice();
  const end = membership.end_date ? showDayMonth(membership.end_date) : null;
  const unchanged = chosen === null || chosen === membership.price_id || chosen === pendingId;

  const submit = () => {
    const option = options.find((candidate) => candidate.id === chosen);
    if (!option || unchanged) return;
    setRefusal(null);
    switchPrice.mutate(
      { planId: card.plan.id, priceId: option.id },
      {
        onSuccess: (answer) => {
          showAlert('congrats', answer.notice);
          onClose();
        },
        onError: (failure) => setRefusal(serverErrorMessage(failure)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">{t.switchIntro(card.plan.title)}</Text>
        <Radio.Group
          label={t.switchOptions}
          value={chosen === null ? null : String(chosen)}
          onChange={(value) => setChosen(Number(value))}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => {
              const current = option.id === membership.price_id;
              return (
                <Radio
                  key={option.id}
                  value={String(option.id)}
                  label={optionLabel(plan, option)}
                  description={
                    current ? t.currentOption : option.id === pendingId ? t.scheduledOption : null
                  }
                  disabled={current}
                  data-autofocus={option.id === chosen ? true : undefined}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        {end && <Text size="sm">{t.takesEffect(end, membership.state === 'trialing')}</Text>}
        <ModalActions
          error={refusal}
          cancelLabel={t.switchBack}
          onCancel={onClose}
          confirmLabel={t.switchConfirm}
          disabled={unchanged}
          busy={switchPrice.isPending}
        />
      </Stack>
    </form>
  );
}
