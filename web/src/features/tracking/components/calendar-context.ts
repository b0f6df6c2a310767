import { createContext, useContext } from 'react';
import type { CalendarProgram } from '@forma/contract/tracking/calendar.schemas';
import type { CalendarMode } from '../api/calendar-api';
import type { WeightUnit } from '../model/units';

/** What every part of a calendar day needs to know of the calendar around it. */
export type CalendarContextValue = {
  mode: CalendarMode;
  today: string;
  weightUnit: WeightUnit;
  bodyweightKg: number | null;
  programs: readonly CalendarProgram[];
  /** The block the address points at (section_id), highlighted and scrolled to. */
  highlightBlockId: number | null;
};

export const CalendarContext = createContext<CalendarContextValue | null>(null);

export function useCalendarContext(): CalendarContextValue {
  const value = useContext(CalendarContext);
  if (!value) throw new Error('useCalendarContext outside a calendar');
  return value;
}

/** The client writes; the coach reads the results (and answers through comments and feedback). */
export const isClient = (value: CalendarContextValue) => value.mode.kind === 'client';
