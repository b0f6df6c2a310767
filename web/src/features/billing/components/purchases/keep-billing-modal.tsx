import { useState } from 'react';
import { purchaseNotices } from '@forma/contract/programs/programs.messages';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { ConfirmModal } from '../../../../components/feedback/confirm-modal';
import { showAlert } from '../../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { usePurchasedPlan } from '../../api/get-purchases';
import { useCancelSwitchPrice } from '../../api/switch-price';
import { purchasesTexts as t } from '../../billing.messages';
import { pendingPrice } from '../../model/price-switch';
import { priceLine } from '../../model/purchase-row';

type Props = { card: MyProgramCard | null; onClose: () => void };

/** 'Keep current billing': asks, then drops the pending switch (the price stays). */
export function KeepBillingModal({ card, onClose }: Props) {
  const plan = usePurchasedPlan(card?.plan.id ?? null).data;
  const cancelSwitch = useCancelSwitchPrice();
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = card && priceLine(card, plan);
  const next = card && plan ? pendingPrice(card, plan) : null;

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = () => {
    if (!card) return;
    setRefusal(null);
    cancelSwitch.mutate(card.plan.id, {
      onSuccess: (answer) => {
        showAlert('congrats', answer.notice || purchaseNotices.switchCancelled);
        close();
      },
      onError: (failure) => setRefusal(serverErrorMessage(failure)),
    });
  };

  return (
    <ConfirmModal
      opened={card !== null}
      title={t.keepBillingTitle}
      body={card && current && next ? t.keepBillingBody(card.plan.title, current, next) : ''}
      confirmLabel={t.keepBillingConfirm}
      cancelLabel={t.keepBillingBack}
      danger={false}
      busy={cancelSwitch.isPending}
      error={refusal}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
