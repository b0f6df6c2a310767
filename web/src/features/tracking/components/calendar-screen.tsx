import { useMemo, useState } from 'react';
import { Alert, Center, Grid, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { addDays, dayIn } from '@forma/contract/programs/days';
import { NoConnection } from '../../../components/feedback/no-connection';
import { PageContainer } from '../../../components/layout/page-container';
import { MOBILE_QUERY } from '../../../lib/layout';
import { sharedTexts } from '../../../lib/messages';
import { useSearchParams } from '../../../lib/router';
import { useCalendarDays, useCalendarSummary, type CalendarMode } from '../api/calendar-api';
import { monthGrid, mondayOf, queryOf, shiftMonth, targetOf } from '../model/calendar-dates';
import { overlayPending } from '../model/overlay-pending';
import { SyncStatus } from '../sync/sync-status';
import { usePrefetchWeek } from '../sync/use-prefetch-week';
import { useTrainingChanges } from '../sync/use-training-changes';
import { calendarTexts as t } from '../tracking.messages';
import { CalendarContext, type CalendarContextValue } from './calendar-context';
import { DayView } from './day-view';
import { MonthView } from './month-view';
import { ProgramLegend } from './program-legend';
import { WeekStrip } from './week-strip';

/** Today in the browser's time zone (the one the API is told in Client-Timezone). */
const localToday = () => dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

type Props = { mode: CalendarMode; title: string; today?: string };

/**
 * A client's training calendar, their own or (mode coach) as their coach sees it. Phone: the
 * week strip (or the month) over the chosen day; desktop: the month grid beside the day. The
 * address names the day open (year, month, day) and the day and block to show (schedule_id,
 * section_id); today when it names none.
 */
export function CalendarScreen({ mode, title, today = localToday() }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const { online } = useNetwork();
  const [phoneView, setPhoneView] = useState<'week' | 'month'>('week');
  const [search, setSearch] = useSearchParams();
  const target = targetOf(search, today);
  const date = target.date;

  usePrefetchWeek(today, mode.kind === 'client');
  const monday = mondayOf(date);
  const days = useCalendarDays(mode, { from: monday, to: addDays(monday, 6) });
  const showMonth = !phone || phoneView === 'month';
  const grid = monthGrid(date);
  const summary = useCalendarSummary(mode, { from: grid[0]!, to: grid[41]! }, showMonth);

  const { pending } = useTrainingChanges();
  const shown = useMemo(
    () =>
      days.data ? overlayPending(days.data, mode.kind === 'client' ? pending : []) : undefined,
    [days.data, pending, mode.kind],
  );
  const programs = shown?.programs ?? summary.data?.programs ?? [];
  const context: CalendarContextValue = {
    mode,
    today,
    weightUnit: shown?.weight_unit ?? 'kg',
    bodyweightKg: shown?.bodyweight_kg ?? null,
    programs,
    highlightBlockId: target.blockId,
  };

  const open = (next: string) => void setSearch(queryOf(next), { replace: true });
  const pick = (next: string) => {
    open(next);
    if (phone) setPhoneView('week');
  };
  const entries = shown?.days.find((day) => day.date === date)?.entries ?? [];

  const month = (
    <MonthView
      date={date}
      today={today}
      summary={summary.data}
      programs={programs}
      onPick={pick}
      onShiftMonth={(by) => open(shiftMonth(date, by))}
    />
  );
  const week = (
    <WeekStrip
      date={date}
      today={today}
      days={shown}
      programs={programs}
      onPick={pick}
      onShiftWeek={(by) => open(addDays(date, 7 * by))}
    />
  );
  // Offline with nothing kept of this week: its read waits for the connection.
  const day =
    !shown && (!online || days.fetchStatus === 'paused') ? (
      <Center py="xl">
        <NoConnection />
      </Center>
    ) : days.isError ? (
      <Alert color="red">{t.loadFailed}</Alert>
    ) : !shown ? (
      <Center py="xl">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    ) : (
      <DayView date={date} entries={entries} highlightDayId={target.dayId} />
    );

  return (
    <CalendarContext.Provider value={context}>
      <PageContainer title={title} actions={mode.kind === 'client' ? <SyncStatus /> : undefined}>
        {phone ? (
          <Stack gap="md">
            <SegmentedControl
              aria-label={t.viewLabel}
              value={phoneView}
              onChange={(value) => setPhoneView(value as 'week' | 'month')}
              data={[
                { value: 'week', label: t.views.week },
                { value: 'month', label: t.views.month },
              ]}
            />
            {phoneView === 'week' ? week : month}
            <ProgramLegend programs={programs} />
            {day}
          </Stack>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                {month}
                <ProgramLegend programs={programs} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                {week}
                {day}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </PageContainer>
    </CalendarContext.Provider>
  );
}
