import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CalendarProgram } from '@forma/contract/tracking/calendar.schemas';
import { dayOfMonth, shortDay, weekdayShort, weekOf } from '../model/calendar-dates';
import type { ShownDays } from '../model/overlay-pending';
import { dayLabel } from '../model/day-label';
import { calendarTexts as t } from '../tracking.messages';
import { CompletionDot } from './completion-dot';

type Props = {
  date: string;
  today: string;
  days: ShownDays | undefined;
  programs: readonly CalendarProgram[];
  onPick: (date: string) => void;
  onShiftWeek: (by: number) => void;
};

/** The week view: the seven days of the chosen day's week, a dot per program's training. */
export function WeekStrip({ date, today, days, programs, onPick, onShiftWeek }: Props) {
  const entriesOf = (day: string) => days?.days.find((each) => each.date === day)?.entries ?? [];
  const programOf = (membershipId: number) =>
    programs.find((program) => program.membership_id === membershipId);
  return (
    <Group component="section" aria-label={t.week} gap={2} wrap="nowrap" justify="space-between">
      <ActionIcon variant="subtle" aria-label={t.previousWeek} onClick={() => onShiftWeek(-1)}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      {weekOf(date).map((day) => {
        const entries = entriesOf(day);
        const selected = day === date;
        return (
          <UnstyledButton
            key={day}
            aria-label={dayLabel(day, entries, programs, shortDay)}
            aria-pressed={selected}
            aria-current={day === today ? 'date' : undefined}
            onClick={() => onPick(day)}
            py={4}
            style={{
              flex: 1,
              minWidth: 36,
              borderRadius: 8,
              background: selected ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            <Text size="xs" c="dimmed" ta="center">
              {weekdayShort(day)}
            </Text>
            {/* Read as 'Mon 3', as the name says, not 'Mon3' (axe's label in name). */}{' '}
            <Text size="sm" ta="center" fw={selected || day === today ? 700 : 400}>
              {dayOfMonth(day)}
            </Text>
            <Group gap={2} justify="center" mih={10}>
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
      <ActionIcon variant="subtle" aria-label={t.nextWeek} onClick={() => onShiftWeek(1)}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
