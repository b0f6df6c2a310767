import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDayDmy } from '@forma/contract/programs/days';
import { paymentTexts as t } from '../../purchase.messages';

type Props = {
  /** null: the program starts on its launch date (shown instead). */
  startDate: string | null;
  launchDate: string | null;
  onChange: (() => void) | null;
};

/** The start date of the checkout: the chosen day and 'Change', or the launch date. */
export function CheckoutStartDate({ startDate, launchDate, onChange }: Props) {
  if (!onChange) {
    return launchDate ? <Text size="sm">{t.startsOnLaunch(formatDayDmy(launchDate))}</Text> : null;
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t.startDate}
      </Text>
      <Group justify="space-between">
        <Text size="sm">{startDate ? formatDayDmy(startDate) : '—'}</Text>
        <Button variant="default" size="xs" onClick={onChange}>
          {startDate ? t.changeStartDate : t.chooseStartDate}
        </Button>
      </Group>
    </Stack>
  );
}
