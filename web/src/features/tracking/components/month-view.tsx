import { ActionIcon, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CalendarProgram, CalendarSummary } from '@forma/contract/tracking/calendar.schemas';
import {
  dayOfMonth,
  monthGrid,
  monthTitle,
  sameMonth,
  weekdayShort,
} from '../model/calendar-dates';
import { dayLabel } from '../model/day-label';
import { calendarTexts as t } from '../tracking.messages';
import { CompletionDot } from './completion-dot';

type Props = {
  date: string;
  today: string;
  summary: CalendarSummary | undefined;
  programs: readonly CalendarProgram[];
  onPick: (date: string) => void;
  onShiftMonth: (by: number) => void;
};

/** The month view: six weeks from Monday, a dot per program's day in its colour and completion. */
export function MonthView({ date, today, summary, programs, onPick, onShiftMonth }: Props) {
  const grid = monthGrid(date);
  const entriesOf = (day: string) => summary?.days.find((each) => each.date === day)?.entries ?? [];
  const programOf = (membershipId: number) =>
    programs.find((program) => program.membership_id === membershipId);
  return (
    <section aria-label={t.month}>
      <Group justify="space-between" mb="xs">
        <ActionIcon variant="subtle" aria-label={t.previousMonth} onClick={() => onShiftMonth(-1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Title order={2} fz="lg">
          {monthTitle(date)}
        </Title>
        <ActionIcon variant="subtle" aria-label={t.nextMonth} onClick={() => onShiftMonth(1)}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
        {grid.slice(0, 7).map((day) => (
          <Text key={day} size="xs" c="dimmed" ta="center" aria-hidden>
            {weekdayShort(day)}
          </Text>
        ))}
        {grid.map((day) => {
          const entries = entriesOf(day);
          const selected = day === date;
          return (
            <UnstyledButton
              key={day}
              aria-label={dayLabel(day, entries, programs)}
              aria-pressed={selected}
              aria-current={day === today ? 'date' : undefined}
              onClick={() => onPick(day)}
              p={4}
              mih={48}
              style={{
                borderRadius: 6,
                opacity: sameMonth(day, date) ? 1 : 0.55,
                background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                outline:
                  day === today ? '1px solid var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Text size="sm" ta="center" fw={selected ? 700 : 400}>
                {dayOfMonth(day)}
              </Text>
              <Group gap={2} justify="center">
                {entries.map((entry) => (
                  <CompletionDot
                    key={entry.day_id}
                    color={programOf(entry.membership_id)?.color ?? 'gray'}
                    completion={entry.completion}
                  />
                ))}
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
