import { useCallback, useEffect, useRef } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { DayKey } from '@forma/contract/training/schedule.schemas';
import { scheduleWeekQuery } from '../api/get-schedule';
import {
  dayId,
  weekDays,
  weekOfDay,
  weekWindow,
  type CalendarShape,
} from '../model/calendar-shape';
import type { ScheduleStore } from '../state/schedule-store';

type Options = {
  store: ScheduleStore;
  planId: number;
  shape: CalendarShape;
  clientId: number | null;
  week: number;
  /** Read only the visible week (a Fixed Length program before its number of weeks is known). */
  visibleOnly: boolean;
};

const weekIds = (shape: CalendarShape, week: number) => weekDays(shape, week).map(dayId);

/**
 * Keeps the visible week and its neighbours read into the builder's working copy. Each week is
 * read once (its own cached answer), so moving a week reads only the week that comes into reach.
 */
export function useWeekData({ store, planId, shape, clientId, week, visibleOnly }: Options) {
  const queryClient = useQueryClient();
  const weeks = visibleOnly ? [week] : weekWindow(shape, week);
  const results = useQueries({
    queries: weeks.map((each) => scheduleWeekQuery(planId, shape, clientId, each)),
  });
  const received = useRef(new Map<number, number>());

  useEffect(() => {
    results.forEach((result, i) => {
      const each = weeks[i]!;
      if (!result.data || received.current.get(each) === result.dataUpdatedAt) return;
      received.current.set(each, result.dataUpdatedAt);
      store.receive(weekIds(shape, each), result.data.days);
    });
  });

  const read = useCallback(
    async (each: number, reload: readonly string[] = []) => {
      const query = scheduleWeekQuery(planId, shape, clientId, each);
      const answer = reload.length
        ? await queryClient.fetchQuery({ ...query, staleTime: 0 })
        : await queryClient.ensureQueryData(query);
      store.receive(weekIds(shape, each), answer.days, reload);
      // Taken in: the week coming into view later must not put this (older) answer back over
      // what was changed and saved since (a paste into a week not shown yet).
      received.current.set(each, queryClient.getQueryState(query.queryKey)?.dataUpdatedAt ?? 0);
    },
    [queryClient, planId, shape, clientId, store],
  );

  /** Reads the weeks of these days that are not in the working copy yet (before a paste). */
  const ensureDays = useCallback(
    async (keys: readonly DayKey[]) => {
      const missing = new Set(
        keys.filter((key) => !store.get().days[dayId(key)]).map((key) => weekOfDay(key)),
      );
      await Promise.all([...missing].map((each) => read(each)));
    },
    [read, store],
  );

  /** The conflict's 'Reload day': the server's content replaces these days. */
  const reloadDays = useCallback(
    async (ids: readonly string[]) => {
      const byWeek = new Set(ids.map((id) => weekOfDay(store.get().days[id]!.key)));
      await Promise.all([...byWeek].map((each) => read(each, ids)));
    },
    [read, store],
  );

  const visible = results[0]!;
  return {
    isError: visible.isError,
    /** Fixed Length: the number of weeks, from the first answer. */
    weeks: visible.data?.weeks ?? null,
    ensureDays,
    reloadDays,
  };
}
