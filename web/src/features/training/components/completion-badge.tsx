import { Badge } from '@mantine/core';
import type { Completion } from '@forma/contract/tracking/calendar.schemas';
import { reviewTexts as t } from '../review.messages';

const COLOURS: Record<Completion, string> = { all: 'primary', some: 'orange', none: 'gray' };

/** A client's completion of a day's work (spec 2.6: completed all, some or none). */
export function CompletionBadge({ completion }: { completion: Completion }) {
  return (
    <Badge size="xs" variant="light" color={COLOURS[completion]}>
      {t.completion[completion]}
    </Badge>
  );
}
