import { z } from 'zod';
import { daySchema } from '../common/dates.ts';
import { idSchema, idTextSchema } from '../common/ids.ts';
import { blockSchema } from '../training/schedule.schemas.ts';
import { feedbackSchema, macrosLogSchema, performedSetSchema } from './results.schemas.ts';
import { trackingMessages as m } from './tracking.messages.ts';

/**
 * A client's training calendar (programs-and-commerce.md 1, 2.1; docs/decisions/tracking.md 'The
 * client's calendar'): every program they follow, on their own dates (the Client-Timezone's days),
 * with what they may see of each and what they recorded. The coach's athlete calendar has the same
 * shape, limited to the programs of the coach's account.
 */

export const calendarRangeQuerySchema = z.object({ from: daySchema(), to: daySchema() }).strict();

/** Completion of a client's day or of the work on it (spec 2.6: completed all, some or none). */
export const completionSchema = z.enum(['all', 'some', 'none']);
export type Completion = z.infer<typeof completionSchema>;

export const calendarProgramSchema = z.object({
  membership_id: idSchema,
  plan_id: idSchema,
  title: z.string(),
  plan_type: z.enum(['individual', 'fixed', 'one_many', 'membership']),
  /** The program's colour (one of the palette), per program in the calendar. */
  color: z.string(),
  start_date: z.string().nullable(),
  /** The last date the client may see (null: unlimited, or everything for Fixed Length). */
  visible_to: z.string().nullable(),
  /** False while training has stopped flowing (e.g. a missed payment): no days are sent. */
  flowing: z.boolean(),
  /** Week/day of a progressive program today (Session 1 Day 1, Fixed Length), else null. */
  week: z.number().int().nullable(),
  day: z.number().int().nullable(),
});
export type CalendarProgram = z.infer<typeof calendarProgramSchema>;

/** A day of one program in the month view: enough to draw it. */
export const calendarEntrySummarySchema = z.object({
  membership_id: idSchema,
  day_id: idSchema,
  titles: z.array(z.string()),
  block_count: z.number().int(),
  completion: completionSchema,
  comment_count: z.number().int(),
  has_feedback: z.boolean(),
});

export const calendarSummarySchema = z.object({
  programs: z.array(calendarProgramSchema),
  days: z.array(z.object({ date: z.string(), entries: z.array(calendarEntrySummarySchema) })),
});
export type CalendarSummary = z.infer<typeof calendarSummarySchema>;

/** A block as the client meets it: the coach's prescription and what the client recorded. */
export const trackedBlockSchema = blockSchema.extend({
  done: z.boolean(),
  performed: z.array(performedSetSchema),
  macros_log: macrosLogSchema.nullable(),
  comment_count: z.number().int(),
});
export type TrackedBlock = z.infer<typeof trackedBlockSchema>;

export const calendarEntrySchema = z.object({
  membership_id: idSchema,
  plan_id: idSchema,
  day_id: idSchema,
  /** Week and day of a progressive program (Session 1 Day 1, Fixed Length), else null. */
  week: z.number().int().nullable(),
  day: z.number().int().nullable(),
  done: z.boolean(),
  completion: completionSchema,
  /** Fixed Length: the day was moved by the client from its own date. */
  moved: z.boolean(),
  blocks: z.array(trackedBlockSchema),
  feedback: z.array(feedbackSchema),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarDaysSchema = z.object({
  programs: z.array(calendarProgramSchema),
  /** The client's bodyweight for macros per kg or lb (null: not known). */
  bodyweight_kg: z.number().nullable(),
  weight_unit: z.enum(['kg', 'lb']),
  days: z.array(z.object({ date: z.string(), entries: z.array(calendarEntrySchema) })),
});
export type CalendarDays = z.infer<typeof calendarDaysSchema>;

/** PUT user/training/days/{day_id}/move {date}: a Fixed Length day on another date. */
export const moveDayBodySchema = z.object({ date: daySchema() }).strict();

export const athleteParamsSchema = z.object({ user_id: idTextSchema });
export const athleteBlockParamsSchema = athleteParamsSchema.extend({ block_id: idTextSchema });
export const athleteDayParamsSchema = athleteParamsSchema.extend({ day_id: idTextSchema });

// --- The builder's review (spec 2.6) ---

export const reviewQuerySchema = z
  .object({
    from: daySchema().optional(),
    to: daySchema().optional(),
    from_week: z.coerce.number().int().min(1).max(520).optional(),
    to_week: z.coerce.number().int().min(1).max(520).optional(),
    client_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

/** Per day of the builder: how many clients completed all, some or none of its work. */
export const reviewCountsSchema = z.object({
  days: z.array(
    z.object({
      day_id: idSchema,
      all: z.number().int(),
      some: z.number().int(),
      none: z.number().int(),
    }),
  ),
});

export const reviewDayParamsSchema = z.object({ id: idTextSchema, day_id: idTextSchema });

/** The Performance Review and Macros Review panels of a day: each client's results. */
export const reviewDaySchema = z.object({
  day_id: idSchema,
  clients: z.array(
    z.object({
      user_id: idSchema,
      membership_id: idSchema,
      full_name: z.string(),
      avatar_url: z.string().nullable(),
      date: z.string().nullable(),
      completion: completionSchema,
      performed: z.array(performedSetSchema),
      done_block_ids: z.array(idSchema),
      macros_logs: z.array(macrosLogSchema),
      comment_count: z.number().int(),
      feedback: z.array(feedbackSchema),
    }),
  ),
});
export type ReviewDay = z.infer<typeof reviewDaySchema>;

// --- Reschedule by week and day (spec 2.4, 2.5, 5) ---

/** The week's upper bound is the program's week count, which the server checks. */
export const rescheduleBodySchema = z
  .object({
    week: z.number({ error: m.invalidValue }).int(m.invalidValue),
    day: z
      .number({ error: m.invalidValue })
      .int(m.invalidValue)
      .min(1, m.between(1, 7))
      .max(7, m.between(1, 7)),
  })
  .strict();

// --- The private calendar feed ---

export const calendarFeedSchema = z.object({ url: z.string() });
