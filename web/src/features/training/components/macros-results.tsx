import { Stack, Text } from '@mantine/core';
import type { ReviewDay } from '@forma/contract/tracking/calendar.schemas';
import { blockLines, blockTitle } from '../model/block-summary';
import type { DraftDay } from '../model/schedule-model';
import { reviewTexts as t } from '../review.messages';

type Client = ReviewDay['clients'][number];

/** The macros a client logged against each macros block's targets. */
export function MacrosResults({ day, client }: { day: DraftDay; client: Client }) {
  const blocks = day.blocks.filter((block) => block.kind === 'macros');
  if (blocks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.noMacros}
      </Text>
    );
  return (
    <Stack gap="xs">
      {blocks.map((block) => {
        const log = client.macros_logs.find((each) => each.block_id === block.id);
        return (
          <Stack key={block.key} gap={2}>
            <Text size="sm" fw={600}>
              {blockTitle(block)}
            </Text>
            <Text size="xs">{t.target(blockLines(block).join(' · '))}</Text>
            <Text size="xs" c={log ? undefined : 'dimmed'}>
              {log ? t.logged(log.protein, log.carbs, log.fat, log.calories) : t.notLoggedMacros}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
