import { Text } from '@mantine/core';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { payoutScheduleText } from '../model/payout-schedule';
import { accountTexts as t } from '../payouts.messages';
import { DetailSection } from './detail-section';

/** When Stripe pays out: 'Weekly on Wednesday' (spec 9), and how long a sale is held first. */
export function PayoutSchedule({ schedule }: { schedule: ConnectedAccount['payout_schedule'] }) {
  return (
    <DetailSection title={t.scheduleTitle}>
      <Text fw={600}>{payoutScheduleText(schedule)}</Text>
      {schedule.delay_days > 0 && (
        <Text size="sm" c="dimmed">
          {t.delay(schedule.delay_days)}
        </Text>
      )}
    </DetailSection>
  );
}
