// Templates to and from the builder's days (docs/decisions/templates.md 'Templates in the
// builder').
import type { Template, TemplateContent } from '@forma/contract/templates/templates.schemas';
import { copyDays, type Clipboard } from './clipboard';
import { newBlock, newKey, usedMetrics, type Days, type DraftBlock } from './schedule-model';

type NamedBlock = Template['content']['days'][number]['blocks'][number];

/** A template's block as the builder's draft: new keys, named exercises, the template kept. */
function draftBlock(block: NamedBlock, templateId: number): DraftBlock {
  return newBlock(block.kind, {
    template_id: templateId,
    title: block.title,
    instructions: block.instructions,
    macros: block.macros,
    challenge: block.challenge,
    note: block.note,
    exercises: block.exercises.map((item) => ({
      key: newKey(),
      exercise: item.exercise,
      superset: item.superset,
      notes: item.notes,
      sets: item.sets,
      metrics: usedMetrics(item.exercise.category, item.sets),
    })),
  });
}

/**
 * A template as copied days (offsets from the day it goes into), so inserting it is a paste
 * appended there: undo, saving and conflicts work as they do for any paste.
 */
export const templateClipboard = (template: Template): Clipboard => ({
  days: template.content.days.map((day) => ({
    offset: day.offset,
    blocks: day.blocks.map((block) => draftBlock(block, template.id)),
  })),
});

/**
 * Days of the working copy as a template's content: each at its distance from the first chosen
 * day, days without blocks left out (what the coach sees, saved or not yet).
 */
export function templateContent(days: Days, ids: readonly string[]): TemplateContent {
  return {
    days: copyDays(days, ids)
      .days.filter((day) => day.blocks.length > 0)
      .map((day) => ({
        offset: day.offset,
        blocks: day.blocks.map((block) => ({
          kind: block.kind,
          title: block.title,
          instructions: block.instructions,
          macros: block.macros,
          challenge: block.challenge,
          note: block.note,
          exercises: block.exercises.map((item) => ({
            exercise_id: item.exercise.id,
            superset: item.superset,
            notes: item.notes,
            sets: item.sets,
          })),
        })),
      })),
  };
}
