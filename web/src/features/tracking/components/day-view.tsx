import { Stack, Text, Title } from '@mantine/core';
import { longDay } from '../model/calendar-dates';
import type { ShownEntry } from '../model/overlay-pending';
import { calendarTexts as t } from '../tracking.messages';
import { EntryView } from './entry-view';

type Props = { date: string; entries: readonly ShownEntry[]; highlightDayId: number | null };

/** A day of the calendar: one card per program with training that day. */
export function DayView({ date, entries, highlightDayId }: Props) {
  return (
    <Stack gap="lg" component="section" aria-label={longDay(date)}>
      <Title order={2} fz="xl">
        {longDay(date)}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">{t.nothingPlanned}</Text>
      ) : (
        entries.map((entry) => (
          <EntryView
            key={entry.day_id}
            date={date}
            entry={entry}
            highlighted={entry.day_id === highlightDayId}
          />
        ))
      )}
    </Stack>
  );
}
