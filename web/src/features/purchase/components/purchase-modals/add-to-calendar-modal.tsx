import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { formatDayDmy } from '@forma/contract/programs/days';
import { modalTexts, publicPlanModalTexts as p } from '../../purchase.messages';
import type { StartDateBounds } from '@forma/contract/programs/programs.rules';

type Props = {
  opened: boolean;
  bounds: StartDateBounds;
  /** 'free': 'Yes, get it for free'; 'start': the program is bought, or the form follows. */
  confirm: 'free' | 'start';
  /** A paid membership: the day its first payment is taken (spec 2.8; `firstPaymentDay`). */
  paidMembership?: { trialDays: number | null; firstPayment: string } | null;
  onClose: () => void;
  onConfirm: (day: string) => void;
  busy: boolean;
};

/** Add to calendar (spec 2.8): an inline date picker, Monday first, within the contract's bounds. */
export function AddToCalendarModal({
  opened,
  bounds,
  confirm,
  paidMembership,
  onClose,
  onConfirm,
  busy,
}: Props) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={p.addToCalendarTitle}>
      <Stack>
        <Text size="sm">{p.addToCalendarBody}</Text>
        <Group justify="center">
          <DatePicker
            value={day}
            onChange={setDay}
            firstDayOfWeek={1}
            minDate={bounds.min}
            maxDate={bounds.max ?? undefined}
            defaultDate={bounds.min}
          />
        </Group>
        {paidMembership && day && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {modalTexts.firstPayment(formatDayDmy(paidMembership.firstPayment))}
            </Text>
            {!paidMembership.trialDays && <Text size="sm">{modalTexts.programmingAppears}</Text>}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {p.cancel}
          </Button>
          <Button disabled={!day} loading={busy} onClick={() => day && onConfirm(day)}>
            {confirm === 'free' ? p.yesFree : p.yesStart}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
