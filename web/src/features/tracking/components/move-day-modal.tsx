import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMutation } from '@tanstack/react-query';
import {
  getCalendarDaysEndpoint,
  getCalendarEndpoint,
  moveDayEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { showAlert } from '../../../components/feedback/show-alert';
import { call } from '../../../lib/call';
import { useRefresh } from '../api/use-refresh';
import { longDay } from '../model/calendar-dates';
import { dayTexts as t } from '../tracking.messages';

type Props = { dayId: number; from: string; onClose: () => void };

/** Fixed Length: a training day moved to another date (PUT user/training/days/{id}/move). */
export function MoveDayModal({ dayId, from, onClose }: Props) {
  const refresh = useRefresh();
  const [date, setDate] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (to: string) =>
      call(moveDayEndpoint, { params: { day_id: dayId }, body: { date: to } }),
    onSuccess: async () => {
      await refresh([getCalendarDaysEndpoint, getCalendarEndpoint]);
      showAlert('congrats', t.moved);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t.moveTitle} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {longDay(from)}
        </Text>
        <Text size="sm" fw={600} id="move-day-date">
          {t.moveDate}
        </Text>
        <DatePicker
          aria-labelledby="move-day-date"
          firstDayOfWeek={1}
          defaultDate={from}
          value={date}
          onChange={setDate}
          excludeDate={(day) => day === from}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            disabled={!date}
            loading={move.isPending}
            onClick={() => date && move.mutate(date)}
          >
            {t.move}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
