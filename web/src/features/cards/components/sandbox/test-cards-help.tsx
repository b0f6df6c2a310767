import { List, Paper, Text } from '@mantine/core';
import { sandboxCardTexts as t } from '../../cards.messages';

/** Stripe's test card numbers the sandbox answers to, as Stripe's testing page lists them. */
export function TestCardsHelp() {
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-blue-light)">
      <Text size="sm" fw={600}>
        {t.testCardsTitle}
      </Text>
      <List size="sm" spacing={2} mt={4}>
        {t.testCards.map((card) => (
          <List.Item key={card}>{card}</List.Item>
        ))}
      </List>
      <Text size="sm" mt={4}>
        {t.testCardsAnyExpiry}
      </Text>
    </Paper>
  );
}
