import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayKey, ScheduleDay } from '@forma/contract/training/schedule.schemas';
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

let sessions = 0;
/** Each opening of the builder reads its weeks afresh (see scheduleWeekQuery). */
const newSession = () => (sessions += 1);

/**
 * Keeps the visible week and its neighbours read into the builder's working copy. Each week is
 * read once (its own cached answer), so moving a week reads only the week that comes into reach.
 *
 * The neighbours are read once the visible week is in: read at the same time, they would share
 * the server (and this page's thread) with the week the coach is waiting for. They are read
 * outside React's rendering, so their answers change the working copy only, and the days on
 * screen do not render again for them.
 */
export function useWeekData({ store, planId, shape, clientId, week, visibleOnly }: Options) {
  const queryClient = useQueryClient();
  const [session] = useState(newSession);
  const visible = useQuery(scheduleWeekQuery(planId, shape, clientId, week, session));
  /** Each week's answer taken into the working copy, by the time it was read. */
  const taken = useRef(new Map<number, number>());

  /** Puts a week's answer into the working copy unless that very answer is in already. */
  const take = useCallback(
    (each: number, days: readonly ScheduleDay[], readAt: number, reload: readonly string[]) => {
      if (taken.current.get(each) === readAt && reload.length === 0) return;
      taken.current.set(each, readAt);
      store.receive(weekIds(shape, each), days, reload);
    },
    [store, shape],
  );

  const read = useCallback(
    async (each: number, reload: readonly string[] = []) => {
      const query = scheduleWeekQuery(planId, shape, clientId, each, session);
      const answer = reload.length
        ? await queryClient.fetchQuery({ ...query, staleTime: 0 })
        : await queryClient.ensureQueryData(query);
      const readAt = queryClient.getQueryState(query.queryKey)?.dataUpdatedAt ?? Date.now();
      take(each, answer.days, readAt, reload);
    },
    [queryClient, planId, shape, clientId, session, take],
  );

  const { data, dataUpdatedAt } = visible;
  useEffect(() => {
    if (data) take(week, data.days, dataUpdatedAt, []);
  }, [take, week, data, dataUpdatedAt]);

  useEffect(() => {
    if (!data || visibleOnly) return;
    for (const each of weekWindow(shape, week)) {
      // A neighbour that cannot be read now is read again when it becomes the visible week.
      if (each !== week) read(each).catch(() => undefined);
    }
  }, [data, visibleOnly, shape, week, read]);

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

  return {
    isError: visible.isError,
    /** Fixed Length: the number of weeks, from the first answer. */
    weeks: visible.data?.weeks ?? null,
    ensureDays,
    reloadDays,
  };
}
