import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { modalTexts, publicPlanModalTexts as p } from '../../purchase.messages';
import { showAlert } from '../../../../components/feedback/show-alert';
import { useReAddInfo, useReAddSchedule } from '../../api/purchase';

type Props = {
  plan: { id: number; title: string } | null;
  onClose: () => void;
  onRescheduled?: (startDate: string) => void;
};

/**
 * Reschedule (spec 2.8, 5): a date from min_available_date on, shown DD/MM/YYYY, picked (not
 * typed, not clearable); Apply stays disabled until a date is chosen.
 */
export function RescheduleModal({ plan, onClose, onRescheduled }: Props) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={p.rescheduleTitle}>
      {plan && <RescheduleForm plan={plan} onClose={onClose} onRescheduled={onRescheduled} />}
    </Modal>
  );
}

function RescheduleForm({
  plan,
  onClose,
  onRescheduled,
}: Props & { plan: { id: number; title: string } }) {
  const info = useReAddInfo(plan.id, true);
  const reschedule = useReAddSchedule();
  const [day, setDay] = useState<string | null>(null);
  if (info.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" />
      </Group>
    );
  }
  const minDate = info.data?.min_available_date;
  const apply = () =>
    day &&
    reschedule.mutate(
      { planId: plan.id, date: day },
      {
        onSuccess: (answer) => {
          showAlert('congrats', answer.message);
          onRescheduled?.(answer.start_date);
          onClose();
        },
      },
    );
  return (
    <Stack>
      <Text size="sm">{modalTexts.reschedule}</Text>
      <DatePickerInput
        label={p.rescheduleDate}
        placeholder={p.dateFormat}
        valueFormat="DD/MM/YYYY"
        firstDayOfWeek={1}
        value={day}
        onChange={setDay}
        minDate={minDate}
        defaultDate={info.data?.start_current_schedule ?? minDate}
        clearable={false}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {p.cancel}
        </Button>
        <Button disabled={!day} loading={reschedule.isPending} onClick={apply}>
          {p.apply}
        </Button>
      </Group>
    </Stack>
  );
}
