import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { trainingMessages } from '../training/schedule.messages.ts';
import { idTextSchema, pageQuerySchema } from '../common/ids.ts';
import {
  blockExerciseInputSchema,
  blockSchema,
  dayKeySchema,
  idlessBlockSchema,
  type IdlessBlock,
} from '../training/schedule.schemas.ts';
import { templateMessages as m } from './templates.messages.ts';
import {
  TEMPLATE_KINDS,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
  TEMPLATE_WEEKS_MAX,
  type TemplateKind,
} from './templates.rules.ts';

export const templateKindSchema = z.enum(TEMPLATE_KINDS);

export const templateNameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { message: m.nameRequired, abort: true })
  .min(TEMPLATE_NAME_MIN, m.nameMin(TEMPLATE_NAME_MIN))
  .max(TEMPLATE_NAME_MAX, m.nameMax(TEMPLATE_NAME_MAX));

/** A block as a template holds it: the schedule's input without ids or a program's track. */
export const templateBlockSchema = idlessBlockSchema;
export type TemplateBlock = IdlessBlock;

/** The last offset of a week template (its last week's Sunday). */
export const TEMPLATE_LAST_OFFSET = TEMPLATE_WEEKS_MAX * 7 - 1;

/** The days a template holds, each by its offset from the insertion day (0 is that day). */
export const templateContentSchema = z
  .object({
    days: z
      .array(
        z
          .object({
            offset: z
              .number()
              .int()
              .min(0)
              .max(TEMPLATE_LAST_OFFSET, m.weekShape(TEMPLATE_WEEKS_MAX)),
            blocks: z.array(templateBlockSchema).max(30),
          })
          .strict(),
      )
      .max(TEMPLATE_LAST_OFFSET + 1),
  })
  .strict();
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** What a template of `kind` may hold, or the refusal's text. */
export function templateContentIssue(kind: TemplateKind, content: TemplateContent): string | null {
  const offsets = content.days.map((d) => d.offset);
  if (new Set(offsets).size !== offsets.length) return m.sameDayTwice;
  if (kind === 'day' && offsets.some((offset) => offset !== 0)) return m.dayShape;
  if (content.days.every((d) => d.blocks.length === 0)) return m.empty;
  return null;
}

/** A template of the list (spec 2.12: name, blocks or weeks, last updated). */
export const templateSummarySchema = z.object({
  id: z.number().int(),
  kind: templateKindSchema,
  name: z.string(),
  /** The blocks it holds (a day template's column). */
  blocks: z.number().int(),
  /** The weeks its days span (a week template's column). */
  weeks: z.number().int(),
  updated_at: z.number().int(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

const namedBlockSchema = templateBlockSchema.extend({
  exercises: z.array(
    blockExerciseInputSchema
      .omit({ id: true })
      .extend({ exercise: blockSchema.shape.exercises.element.shape.exercise }),
  ),
});
export type TemplateNamedBlock = z.infer<typeof namedBlockSchema>;

/** GET templates/{id}: the template with its days, exercises named as the schedule names them. */
export const templateSchema = templateSummarySchema.extend({
  content: z.object({
    days: z.array(z.object({ offset: z.number().int(), blocks: z.array(namedBlockSchema) })),
  }),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListQuerySchema = z.object({
  kind: templateKindSchema.default('day'),
  search: z.string().trim().max(100).optional(),
  page: pageQuerySchema,
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

export const templateListResponseSchema = z.object({
  items: z.array(templateSummarySchema),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type TemplateListResponse = z.infer<typeof templateListResponseSchema>;

export const templateIdParamsSchema = z.object({ id: idTextSchema });

/** A program's days saved as a template: `days` days from `from` (a 1-2-1 client's calendar). */
export const fromPlanSchema = z
  .object({
    plan_id: refId({
      refers: 'plan',
      permission: 'schedule.read',
      unknown: trainingMessages.unknownProgram,
    }),
    client_id: refId({
      refers: 'client',
      permission: 'client.use',
      unknown: trainingMessages.notAClient,
    })
      .nullable()
      .default(null),
    from: dayKeySchema,
    days: z
      .number()
      .int()
      .min(1)
      .max(TEMPLATE_LAST_OFFSET + 1),
  })
  .strict();
export type FromPlan = z.infer<typeof fromPlanSchema>;

/** POST templates {template}: its days given (content) or read from a program (from_plan). */
export const createTemplateBodySchema = z.object({
  template: z
    .object({
      kind: templateKindSchema,
      name: templateNameSchema,
      content: templateContentSchema.optional(),
      from_plan: fromPlanSchema.optional(),
    })
    .strict()
    .superRefine((template, ctx) => {
      if (!template.content === !template.from_plan) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: 'Give content or from_plan.' });
      } else if (template.content) {
        const issue = templateContentIssue(template.kind, template.content);
        if (issue) ctx.addIssue({ code: 'custom', path: ['content'], message: issue });
      } else if (template.kind === 'day' && template.from_plan!.days !== 1) {
        ctx.addIssue({ code: 'custom', path: ['from_plan', 'days'], message: m.dayShape });
      }
    }),
});
export type NewTemplate = z.infer<typeof createTemplateBodySchema>['template'];

/** PATCH templates/{id} {template}: rename, replace the days, or both. */
export const updateTemplateBodySchema = z.object({
  template: z
    .object({ name: templateNameSchema.optional(), content: templateContentSchema.optional() })
    .strict(),
});
export type TemplateChanges = z.infer<typeof updateTemplateBodySchema>['template'];
