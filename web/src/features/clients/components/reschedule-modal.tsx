import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useRefusal } from '../../../components/forms/use-refusal';
import { useRescheduleClient } from '../api/reschedule-client';
import { clientsTexts as c } from '../clients.messages';
import { currentWeekDay, DAYS_IN_WEEK, outOfRange } from './reschedule-bounds';

type Props = { planId: number; row: ProgramClientRow; maxWeek: number; onClose: () => void };
type Errors = { week?: string; day?: string; other?: string | null };
const t = c.reschedule;

/** Reschedule a client (spec 2.4, 2.5): the week and day of the program they are at today. */
export function RescheduleModal({ planId, row, maxWeek, onClose }: Props) {
  const now = currentWeekDay(row.currently_at);
  const [week, setWeek] = useState<number | string>(now?.week ?? 1);
  const [day, setDay] = useState<number | string>(now?.day ?? 1);
  const [errors, setErrors] = useState<Errors>({});
  const reschedule = useRescheduleClient(planId);
  const refusal = useRefusal();
  const name = row.full_name;

  const save = () => {
    const found: Record<string, string> = {};
    const weekError = outOfRange(week, maxWeek);
    const dayError = outOfRange(day, DAYS_IN_WEEK);
    if (weekError) found.week = weekError;
    if (dayError) found.day = dayError;
    if (weekError || dayError) {
      setErrors(found);
      refusal.refuse(found);
      return;
    }
    setErrors({});
    const chosen = { week: Number(week), day: Number(day) };
    reschedule.mutate(
      { membershipId: row.id, ...chosen },
      {
        onSuccess: () => {
          showAlert('congrats', t.done(name, chosen.week, chosen.day));
          onClose();
        },
        onError: (failure) => {
          const { fields, other } = refusal.onFailure(failure, ['week', 'day']);
          setErrors({ ...fields, other });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t.title(name)}>
      <form
        ref={refusal.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <Text size="sm">{t.intro(name)}</Text>
          <Group grow align="flex-start">
            <PositionInput
              label={t.week}
              value={week}
              onChange={setWeek}
              max={maxWeek}
              error={errors.week}
            />
            <PositionInput
              label={t.day}
              value={day}
              onChange={setDay}
              max={DAYS_IN_WEEK}
              error={errors.day}
            />
          </Group>
          {errors.other && <Alert color="red">{errors.other}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {c.cancel}
            </Button>
            <Button type="submit" loading={reschedule.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type PositionProps = {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  max: number;
  error: string | undefined;
};

/** A week or day number: whole, from 1; out of range is said, not corrected (spec 5). */
function PositionInput(props: PositionProps) {
  return (
    <NumberInput
      {...props}
      min={1}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
    />
  );
}
