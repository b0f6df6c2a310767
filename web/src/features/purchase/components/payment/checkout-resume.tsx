import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDayDmy } from '@forma/contract/programs/days';
import type { ResumeType } from '@forma/contract/purchase/purchase.schemas';
import { paymentTexts as t } from '../../purchase.messages';

type Props = {
  choice: ResumeType | null;
  /** The start date the program had, kept by Continue. */
  startedOn: string | null;
  onChange: () => void;
};

/** The resume choice of a checkout for a program that ended (spec 2.8, 4.7), and 'Change'. */
export function CheckoutResume({ choice, startedOn, onChange }: Props) {
  const text =
    choice === 'continue' && startedOn
      ? t.continuesFrom(formatDayDmy(startedOn))
      : choice === 'restart'
        ? t.restartsFromDayOne
        : t.resumeNotChosen;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t.resumeHeading}
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <Button variant="default" size="xs" onClick={onChange}>
          {choice ? t.changeResume : t.chooseResume}
        </Button>
      </Group>
    </Stack>
  );
}
