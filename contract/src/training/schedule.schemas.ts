import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { daySchema } from '../common/dates.ts';
import { METRIC_CATEGORIES } from '../exercises/exercises.rules.ts';
import { trainingMessages as m } from './schedule.messages.ts';

/**
 * The schedule of a program (programs-and-commerce.md 1, 2.6, 3; docs/decisions/training.md 'The
 * schedule model'): days that hold ordered blocks; a training block holds exercises with prescribed
 * sets. What part 2 records (performed sets, completions) refers to these ids: a day's id is the
 * spec's `schedule_id`, a block's id its `section_id`.
 */

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().max(max, m.tooLong(max));

/** A day on a dated calendar (Group Rolling Calendar, 1-2-1) or a progressive one (weeks from 1). */
export const dayKeySchema = z.union([
  z.object({ date: daySchema(m.badDate) }).strict(),
  z
    .object({
      week: z.number().int().min(1, m.weekRange).max(520, m.weekRange),
      day: z.number().int().min(1, m.dayRange).max(7, m.dayRange),
    })
    .strict(),
]);
export type DayKey = z.infer<typeof dayKeySchema>;

/** A prescribed value: a number, or a range such as 8-10 reps. */
const rangeSchema = z
  .object({ min: z.number().min(0).max(100_000), max: z.number().min(0).max(100_000).optional() })
  .strict()
  .refine((r) => r.max === undefined || r.max >= r.min, { message: m.rangeOrder });

/**
 * A load: kilograms with the unit the coach wrote (shown in each viewer's own unit), or a
 * percentage of the client's max for the exercise.
 */
const loadSchema = z.union([
  z
    .object({
      kg: rangeSchema,
      unit: z.enum(['kg', 'lb']),
    })
    .strict(),
  z.object({ percent_of_max: rangeSchema }).strict(),
]);

/** One prescribed set: values of the exercise's metrics (time in seconds, distance in metres). */
export const prescribedSetSchema = z
  .object({
    weight: loadSchema.optional(),
    reps: rangeSchema.optional(),
    rpe: rangeSchema.optional(),
    rir: rangeSchema.optional(),
    rest: rangeSchema.optional(),
    rpm: rangeSchema.optional(),
    tempo: z
      .string()
      .regex(/^[0-9X]{4}$/, m.tempo)
      .optional(),
    time: rangeSchema.optional(),
    speed: rangeSchema.optional(),
    cadence: rangeSchema.optional(),
    distance: rangeSchema.optional(),
    heart_rate: rangeSchema.optional(),
    calories: rangeSchema.optional(),
    watts: rangeSchema.optional(),
  })
  .strict();
export type PrescribedSet = z.infer<typeof prescribedSetSchema>;

// The ids a save names, each checked against what the caller may use (contract/src/common/body-ids.ts).
const clientId = refId({ refers: 'client', permission: 'client.use', unknown: m.notAClient });
const blockId = refId({
  refers: 'block',
  permission: 'schedule.block.use',
  unknown: m.unknownBlock,
  field: () => 'days',
});
const blockExerciseId = refId({
  refers: 'block_exercise',
  permission: 'schedule.exercise.use',
  unknown: m.unknownBlock,
  field: () => 'days',
});
const exerciseId = refId({
  refers: 'exercise',
  permission: 'exercise.use',
  unknown: m.unknownExercise,
});
const templateId = refId({
  refers: 'template',
  permission: 'template.use',
  unknown: m.unknownTemplate,
});
const trackId = refId({ refers: 'track', permission: 'track.use', unknown: m.unknownTrack });
const resourceId = refId({
  refers: 'media',
  permission: 'media.attach',
  unknown: mediaMessages.notUsable,
});

export const blockExerciseInputSchema = z
  .object({
    id: blockExerciseId.optional(),
    exercise_id: exerciseId,
    /** Exercises of a block sharing a superset number are done as a superset (PROFESSIONAL). */
    superset: z.number().int().min(1).max(50).nullable().default(null),
    notes: text(2000).default(''),
    sets: z.array(prescribedSetSchema).max(50, m.tooManySets).default([]),
  })
  .strict();

export const macrosTargetSchema = z
  .object({
    mode: z.enum(['exact', 'per_kg', 'per_lb']),
    protein: z.number().min(0).max(2000),
    carbs: z.number().min(0).max(2000),
    fat: z.number().min(0).max(2000),
  })
  .strict();

export const BLOCK_KINDS = ['training', 'sets', 'macros', 'challenge', 'note'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const blockInputSchema = z
  .object({
    id: blockId.optional(),
    kind: z.enum(BLOCK_KINDS),
    /** The template the block was inserted from (inserting templates needs PROFESSIONAL). */
    template_id: templateId.nullable().optional(),
    /** The track the block belongs to; the program's default track when omitted. */
    track_id: trackId.nullable().default(null),
    title: text(120).default(''),
    instructions: text(5000).default(''),
    exercises: z.array(blockExerciseInputSchema).max(40, m.tooManyExercises).default([]),
    macros: macrosTargetSchema.nullable().default(null),
    challenge: z
      .object({ name: text(120).min(1, m.required), score_type: text(40), description: text(5000) })
      .strict()
      .nullable()
      .default(null),
    note: z
      .object({
        title: z.string().trim().min(2, m.noteTitle).max(64, m.noteTitle),
        body: text(10000),
        resource_ids: z.array(resourceId).max(20).default([]),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();
export type BlockInput = z.input<typeof blockInputSchema>;

/** A block without ids or a program's track: as a template holds it, and as days read for one. */
export const idlessBlockSchema = blockInputSchema
  .omit({ id: true, template_id: true, track_id: true })
  .extend({
    exercises: z
      .array(blockExerciseInputSchema.omit({ id: true }))
      .max(40)
      .default([]),
  });
export type IdlessBlock = z.infer<typeof idlessBlockSchema>;

export const dayInputSchema = z
  .object({
    key: dayKeySchema,
    /** The day's version as last read (0 for a day not yet saved): another change wins a 409. */
    version: z.number().int().min(0),
    last_active: z.boolean().default(false),
    blocks: z.array(blockInputSchema).max(30, m.tooManyBlocks),
  })
  .strict();
export type DayInput = z.input<typeof dayInputSchema>;

/** PUT plans/{id}/schedule: the days written, each replaced whole, in one transaction. */
export const saveScheduleBodySchema = z
  .object({
    /** 1-2-1 programs: the client whose calendar is written. */
    client_id: clientId.nullable().default(null),
    days: z.array(dayInputSchema).min(1).max(62, m.tooManyDays),
  })
  .strict();

export const scheduleQuerySchema = z
  .object({
    from: daySchema(m.badDate).optional(),
    to: daySchema(m.badDate).optional(),
    from_week: z.coerce.number().int().min(1).max(520).optional(),
    to_week: z.coerce.number().int().min(1).max(520).optional(),
    client_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

const blockExerciseSchema = blockExerciseInputSchema.extend({
  id,
  superset: z.number().int().nullable(),
  notes: z.string(),
  sets: z.array(prescribedSetSchema),
  /** The exercise as the builder shows it (an archived one still shows). */
  exercise: z.object({
    id,
    name: z.string(),
    category: z.enum(METRIC_CATEGORIES),
    archived: z.boolean(),
  }),
});

export const blockSchema = z.object({
  id,
  kind: z.enum(BLOCK_KINDS),
  track_id: id,
  position: z.number().int(),
  title: z.string(),
  instructions: z.string(),
  exercises: z.array(blockExerciseSchema),
  macros: macrosTargetSchema.nullable(),
  challenge: z
    .object({ name: z.string(), score_type: z.string(), description: z.string() })
    .nullable(),
  note: z.object({ title: z.string(), body: z.string(), resource_ids: z.array(id) }).nullable(),
});
export type Block = z.infer<typeof blockSchema>;

export const scheduleDaySchema = z.object({
  id,
  date: z.string().nullable(),
  week: z.number().int().nullable(),
  day: z.number().int().nullable(),
  client_id: id.nullable(),
  last_active: z.boolean(),
  version: z.number().int(),
  blocks: z.array(blockSchema),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const scheduleResponseSchema = z.object({
  plan_type: z.enum(['individual', 'fixed', 'one_many', 'membership']),
  /** Fixed Length: the number of weeks; null for the other types. */
  weeks: z.number().int().nullable(),
  days: z.array(scheduleDaySchema),
});
export const saveScheduleResponseSchema = z.object({ days: z.array(scheduleDaySchema) });
