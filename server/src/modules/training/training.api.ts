// What other areas may use of training: the one file they import from it (eslint.config.js).
export { presentDays } from './schedule.service.ts';
export { readScheduleSpan, type SpanDay } from './schedule-span.ts';
export {
  copySchedule,
  scheduleReferences,
  type ScheduleCopyMaps,
  type ScheduleReferences,
} from './schedule-copy.ts';
export { calendarFacts, markedDays, programmedSpan, type MarkedDay } from './programming-facts.ts';
export {
  planTrainingDaysLeft,
  trainingDaysLeftSql,
  type PlanColumns,
} from './programming-status.ts';
export {
  clientDateOf,
  clientTrackView,
  readClientDays,
  visibleToClient,
  type ClientTrackView,
  type ProgramClient,
} from './client-days.ts';
export { dayHolding, type DayPart } from './day-holding.ts';
export { dayOfWeek, weekOf } from './schedule-keys.ts';
export type { BlockExerciseRow, BlockRow, DayContent, DayRow } from './schedule.repository.ts';
