import type { Completion } from './calendar.schemas.ts';

/** What a client did of one day's work, counted over the blocks they see. */
export type DayWork = {
  /** Blocks that ask for work: training, sets, macros and challenge (notes are read, not done). */
  workBlocks: number;
  /** Of those, the ones done: marked done, or (training and sets) with every prescribed set logged. */
  doneBlocks: number;
  /** Anything recorded at all: a set, a macros log, a block or note marked done. */
  anyRecorded: boolean;
  /** The client marked the whole day done. */
  dayDone: boolean;
};

/**
 * Spec 2.6: a day shows how many clients completed all, some or none of the work. All: the day
 * marked done, or every work block done; some: anything recorded; none: nothing.
 */
export function completionOf(work: DayWork): Completion {
  if (work.dayDone || (work.workBlocks > 0 && work.doneBlocks >= work.workBlocks)) return 'all';
  return work.anyRecorded || work.doneBlocks > 0 ? 'some' : 'none';
}
