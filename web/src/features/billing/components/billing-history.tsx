import { Paper, Stack, Text, Title } from '@mantine/core';
import { historyTexts as t } from '../billing.messages';

/** The history tab: payments and receipts come with the billing history (next step). */
export function BillingHistory() {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t.heading}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t.empty}</Text>
      </Paper>
    </Stack>
  );
}
