import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { dayName } from '../model/calendar-labels';
import type { DraftDay } from '../model/schedule-model';
import { reviewTexts as t } from '../review.messages';
import { clientsAt, useReview } from './review-context';

/**
 * How many clients completed all, some or none of a day's work (spec 2.6), on days with clients
 * only; it opens the day's Performance Review.
 */
export function DayCounts({ id, day }: { id: string; day: DraftDay }) {
  const { counts, openReview } = useReview();
  const found = day.id === undefined ? undefined : counts.get(day.id);
  if (!found || clientsAt(found) === 0) return null;
  const { all, some, none } = found;
  return (
    <UnstyledButton
      onClick={() => openReview(id)}
      title={t.countsHint}
      mb={6}
      style={{ textAlign: 'center', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="xs" c="dimmed">
        <VisuallyHidden>
          {t.countsSpoken(dayName(day.key), t.counts(all, some, none))}
        </VisuallyHidden>
        <span aria-hidden>{t.counts(all, some, none)}</span>
      </Text>
    </UnstyledButton>
  );
}
