// What other areas may use of training: the one file they import from it (eslint.config.js).
export { readScheduleSpan } from './schedule-span.ts';
export { forgetTemplate } from './template-links.ts';
export { copySchedule, scheduleReferences } from './schedule-copy.ts';
export { markedDays, programmedSpan } from './programming-facts.ts';
export { planTrainingDaysLeft, trainingDaysLeftSql } from './programming-status.ts';
export { exerciseNamesOf } from './exercise-names.ts';
export {
  daysOfBlocks,
  findBlockWithDay,
  findScheduleDay,
  readDayContent,
} from './schedule-lookup.ts';
export { readScheduleRange, type ScheduleRangeQuery } from './schedule-range.ts';
export {
  clientTrackView,
  readClientDays,
  trackViewOf,
  visibleToClient,
  type ClientTrackView,
  type ProgramClient,
} from './client-days.ts';
export { dayHolding, type DayPart } from './day-holding.ts';
export { clientDateOf, dayOfWeek, isDated, weekOf } from './schedule-keys.ts';
export {
  lastProgrammedDay,
  type BlockRow,
  type DayContent,
  type DayRow,
} from './schedule.repository.ts';
export { chosenTracksOf, chosenTracksOfMembership, replaceChosenTracks } from './client-tracks.ts';
export {
  blockIdsOfDaySql,
  chosenTrackIdsSql,
  dayContentOf,
  dayPartId,
  dayPartKind,
  selectDayHolding,
  type DayPartKind,
} from './day-holding-sql.ts';
