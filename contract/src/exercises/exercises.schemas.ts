import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { idTextSchema, pageQuerySchema, perPageQuerySchema } from '../common/ids.ts';
import { mediaItemSchema } from '../media/media.schemas.ts';
import { exerciseMessages as m } from './exercises.messages.ts';
import {
  EQUIPMENT_KINDS,
  EXERCISE_INSTRUCTIONS_MAX,
  EXERCISE_LIBRARIES,
  EXERCISE_MUSCLES_MAX,
  EXERCISE_NAME_MAX,
  EXERCISE_PAGE_SIZE,
  METRIC_CATEGORIES,
  METRICS,
  metricsOutside,
  MUSCLE_GROUPS,
  MUSCLE_NAMES,
  type Muscle,
} from './exercises.rules.ts';

export const metricCategorySchema = z.enum(METRIC_CATEGORIES);
export const muscleGroupSchema = z.enum(MUSCLE_GROUPS);
export const equipmentSchema = z.enum(EQUIPMENT_KINDS);
export const muscleSchema = z.enum(MUSCLE_NAMES as [Muscle, ...Muscle[]]);
export const metricSchema = z.enum(METRICS);
export const exerciseLibrarySchema = z.enum(EXERCISE_LIBRARIES);

/** An exercise (programs-and-commerce.md 3) as both libraries and the builder show it. */
export const exerciseSchema = z.object({
  id: z.number().int(),
  /** 'product' for the product library (read-only), 'mine' for the account's own. */
  library: exerciseLibrarySchema,
  /** The product library's stable key (e.g. `back-squat`); null for the account's own. */
  key: z.string().nullable(),
  name: z.string(),
  category: metricCategorySchema,
  muscle_group: muscleGroupSchema,
  primary_muscles: z.array(muscleSchema),
  secondary_muscles: z.array(muscleSchema),
  equipment: equipmentSchema,
  /** The metrics a prescription starts with (within the category's metric set). */
  default_metrics: z.array(metricSchema),
  instructions: z.string(),
  media_id: z.number().int().nullable(),
  media: mediaItemSchema.nullable(),
  /** Deleted from the library; prescriptions that use it keep it. */
  archived: z.boolean(),
  updated_at: z.number().int(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** An empty value ('category=') is no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET exercises: one page of a library, searched and filtered. */
export const exerciseListQuerySchema = z.object({
  library: exerciseLibrarySchema.default('mine'),
  search: z.string().trim().max(100).optional(),
  category: optionalFilter(metricCategorySchema),
  muscle_group: optionalFilter(muscleGroupSchema),
  equipment: optionalFilter(equipmentSchema),
  page: pageQuerySchema,
  per_page: perPageQuerySchema(EXERCISE_PAGE_SIZE),
});
export type ExerciseListQuery = z.infer<typeof exerciseListQuerySchema>;

export const exerciseListResponseSchema = z.object({
  items: z.array(exerciseSchema),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type ExerciseListResponse = z.infer<typeof exerciseListResponseSchema>;

export const exerciseIdParamsSchema = z.object({ id: idTextSchema });

const nameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(EXERCISE_NAME_MAX, m.nameMax(EXERCISE_NAME_MAX));

const musclesSchema = z
  .array(muscleSchema)
  .max(EXERCISE_MUSCLES_MAX, m.musclesMax(EXERCISE_MUSCLES_MAX))
  .transform((muscles) => [...new Set(muscles)]);

const metricsSchema = z
  .array(metricSchema)
  .max(METRICS.length)
  .transform((metrics) => [...new Set(metrics)]);

/** What the modal edits; the category only when creating (spec 5: fixed once saved). */
const exerciseFields = {
  name: nameSchema,
  muscle_group: muscleGroupSchema,
  primary_muscles: musclesSchema.optional(),
  secondary_muscles: musclesSchema.optional(),
  equipment: equipmentSchema,
  default_metrics: metricsSchema.optional(),
  instructions: z
    .string()
    .trim()
    .max(EXERCISE_INSTRUCTIONS_MAX, m.instructionsMax(EXERCISE_INSTRUCTIONS_MAX))
    .optional(),
  media_id: refId({
    refers: 'media',
    permission: 'media.attach',
    unknown: mediaMessages.notUsable,
  })
    .nullable()
    .optional(),
};

/** The exercise of a create: its default metrics within its category's set. */
export const newExerciseSchema = z
  .object({ ...exerciseFields, category: metricCategorySchema })
  .superRefine((exercise, ctx) => {
    if (metricsOutside(exercise.category, exercise.default_metrics ?? []).length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['default_metrics'],
        message: m.metricsOutside(exercise.category),
      });
    }
  });
export type NewExercise = z.infer<typeof newExerciseSchema>;

/** The changes of an edit: any field but the category, which may only be sent unchanged. */
export const exerciseChangesSchema = z
  .object(exerciseFields)
  .partial()
  .extend({ category: metricCategorySchema.optional() });
export type ExerciseChanges = z.infer<typeof exerciseChangesSchema>;

/** POST exercises {exercise}. */
export const createExerciseBodySchema = z.object({ exercise: newExerciseSchema });

/** PATCH exercises/{id} {exercise}. */
export const updateExerciseBodySchema = z.object({ exercise: exerciseChangesSchema });
