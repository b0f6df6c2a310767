import { useSyncExternalStore } from 'react';
import type { ScheduleState, ScheduleStore } from './schedule-store';

/**
 * One value of the working copy, re-rendering only when that value changes (not on every change
 * to any day). `select` must answer a value of the state itself or a primitive, never a new
 * object, or the component would render on every change again.
 */
export function useScheduleValue<T>(store: ScheduleStore, select: (state: ScheduleState) => T): T {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
