import { z } from 'zod';
import { recordKindSchema } from '@forma/contract/tracking/results.schemas';

/**
 * What a client recorded of their training, for the notification feed to come (spec's
 * coach_new_performance and the like): each emitted in the transaction of the write.
 */
const id = z.number().int().positive();

/** A performed set saved (new or changed), with the records it set. */
export const performanceLogged = z.object({
  userId: id,
  planId: id,
  blockId: id,
  performedSetId: id,
  records: z.array(recordKindSchema),
});
export type PerformanceLogged = z.infer<typeof performanceLogged>;

/** A block marked done. */
export const blockCompleted = z.object({ userId: id, planId: id, blockId: id });
export type BlockCompleted = z.infer<typeof blockCompleted>;

/** A day marked done. */
export const dayCompleted = z.object({ userId: id, planId: id, dayId: id });
export type DayCompleted = z.infer<typeof dayCompleted>;

/** A macros block's day logged. */
export const macrosLogged = z.object({ userId: id, planId: id, blockId: id });
export type MacrosLogged = z.infer<typeof macrosLogged>;

declare module '../../platform/events/event-catalogue.ts' {
  interface DomainEvents {
    'performance.logged': PerformanceLogged;
    'block.completed': BlockCompleted;
    'day.completed': DayCompleted;
    'macros.logged': MacrosLogged;
  }
}
