import { useState } from 'react';
import { Modal, Radio, Stack, Text } from '@mantine/core';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { ModalActions } from '../../../components/feedback/modal-actions';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { useCancelPaidClient } from '../api/plan-clients';
import { clientsTexts as c } from '../clients.messages';
import { AmountInput } from './amount-input';
import { cancelBody, type CancelWhen, type RefundChoice } from './cancel-body';
import { currencySymbol, formatPrice } from '@forma/contract/programs/programs.rules';

type Props = { planId: number; row: ProgramClientRow; onClose: () => void };
const t = c.paidCancel;

/**
 * The coach cancels a paid subscription (spec 2.4, 4.7): immediately (access ceases from
 * tomorrow) with an optional full or partial refund of the last payment, or at the end of the
 * billing cycle.
 */
export function PaidCancelModal({ planId, row, onClose }: Props) {
  const choices = row.cancel_choices;
  const [when, setWhen] = useState<CancelWhen>(choices[0] ?? 'now');
  const [refund, setRefund] = useState<RefundChoice>('none');
  const [partial, setPartial] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useCancelPaidClient(planId);
  const payment = row.last_payment;
  const refundable = when === 'now' && payment !== null && payment.refundable > 0 ? payment : null;

  const confirm = () => {
    const body = cancelBody({
      when,
      refund,
      partial,
      refundable: refundable?.refundable ?? 0,
      currency: refundable?.currency ?? 'USD',
    });
    if (!body) {
      if (refundable) {
        setAmountError(t.amountRange(formatPrice(refundable.refundable, refundable.currency)));
      }
      return;
    }
    setAmountError(null);
    setRefusal(null);
    cancel.mutate(
      { membershipId: row.id, body },
      {
        onSuccess: () => {
          showAlert('congrats', when === 'now' ? c.done.cancel : t.endsLater);
          onClose();
        },
        onError: (failure) => setRefusal(serverErrorMessage(failure)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={c.cancelTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack>
          <Text size="sm">{t.intro(row.full_name)}</Text>
          {choices.length > 1 ? (
            <Radio.Group
              label={t.when}
              value={when}
              onChange={(value) => setWhen(value as CancelWhen)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="now" label={t.now} description={t.nowHint} />
                <Radio value="period_end" label={t.periodEnd} description={t.periodEndHint} />
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm">{t.nowHint}</Text>
          )}
          {refundable && (
            <Radio.Group
              label={t.refund}
              value={refund}
              onChange={(value) => setRefund(value as RefundChoice)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="none" label={t.none} />
                <Radio value="full" label={t.full(refundable.amount_format)} />
                <Radio value="partial" label={t.partial} />
              </Stack>
            </Radio.Group>
          )}
          {refundable && refund === 'partial' && (
            <AmountInput
              label={t.amount}
              description={t.amountHint(formatPrice(refundable.refundable, refundable.currency))}
              leftSection={currencySymbol(refundable.currency)}
              onChange={(value) => {
                setPartial(value);
                setAmountError(null);
              }}
              error={amountError}
              inputMode="decimal"
            />
          )}
          <ModalActions
            error={refusal}
            cancelLabel={c.keep}
            onCancel={onClose}
            confirmLabel={c.actions.cancel}
            busy={cancel.isPending}
            danger
          />
        </Stack>
      </form>
    </Modal>
  );
}
