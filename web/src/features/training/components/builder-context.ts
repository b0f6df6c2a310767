import { createContext, useContext, useSyncExternalStore } from 'react';
import type { BlockKind } from '@forma/contract/training/schedule.schemas';
import type { ExerciseSource } from '../api/exercise-source';
import type { CalendarShape } from '../model/calendar-shape';
import type { Clipboard, PasteMode } from '../model/clipboard';
import type { EditResult } from '../model/schedule-edits';
import type { ScheduleState, ScheduleStore } from '../state/schedule-store';

export type BuilderMode = 'build' | 'review';

/** What the builder's parts share: the working copy, the calendar and the actions on days. */
export type Builder = {
  store: ScheduleStore;
  shape: CalendarShape;
  mode: BuilderMode;
  /** PROFESSIONAL features (supersets, creating exercises). */
  professional: boolean;
  exercises: ExerciseSource;
  /** The coach's default weight unit: a bare load is read in it. */
  weightUnit: 'kg' | 'lb';
  /** The day the build sidebar adds to. */
  activeDay: string;
  setActiveDay: (id: string) => void;
  selection: ReadonlySet<string>;
  toggleSelected: (id: string) => void;
  clipboard: Clipboard | null;
  /** Applies a change; a refusal shows as an alert and answers false. */
  change: (result: EditResult) => boolean;
  addBlock: (dayId: string, kind: BlockKind) => void;
  openBlock: (dayId: string, blockKey: string) => void;
  copy: (ids: readonly string[]) => void;
  paste: (dayId: string, mode: PasteMode) => void;
  askDeleteDay: (dayId: string) => void;
  /** Opens the insert template modal for the day (the upgrade prompt without PROFESSIONAL). */
  insertTemplate: (dayId: string) => void;
  /** Opens 'Save as template' for these days (one day: a day template; more: a week one). */
  saveAsTemplate: (dayIds: readonly string[]) => void;
  askUpgrade: (message: string) => void;
};

export const BuilderContext = createContext<Builder | null>(null);

export function useBuilder(): Builder {
  const builder = useContext(BuilderContext);
  if (!builder) throw new Error('useBuilder outside the schedule builder');
  return builder;
}

/** The working copy, re-rendering on each change. */
export function useSchedule(): ScheduleState {
  const { store } = useBuilder();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
