import { eq } from 'drizzle-orm';
import { copyName, weeksSpanned } from '@forma/contract/templates/templates.rules';
import {
  templateContentIssue,
  type NewTemplate,
  type Template,
  type TemplateChanges,
  type TemplateContent,
} from '@forma/contract/templates/templates.schemas';
import type { Db } from '../../db/database.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findExercisesByIds } from '../exercises/exercises.api.ts';
import { forgetTemplate, readScheduleSpan } from '../training/training.api.ts';
import { presentTemplate } from './templates.presenter.ts';
import { templates } from './templates.tables.ts';
import { templatesErrors } from './templates.messages.ts';

/** The content's stored form, by offset, with the list's counts. */
function contentColumns(content: TemplateContent) {
  const days = [...content.days].sort((a, b) => a.offset - b.offset);
  return {
    content: { days },
    blockCount: days.reduce((n, d) => n + d.blocks.length, 0),
    weekCount: weeksSpanned(days.map((d) => d.offset)),
  };
}

/** The exercises a coach writes into a template: the product's and the account's own, live. */
async function checkExercises(db: Db, accountId: number, content: TemplateContent) {
  const ids = content.days.flatMap((d) =>
    d.blocks.flatMap((b) => b.exercises.map((e) => e.exercise_id)),
  );
  const found = await findExercisesByIds(db, ids, accountId);
  if (ids.some((id) => !found.get(id) || found.get(id)!.archived)) {
    throw invalid('exercise_id', templatesErrors.unknownExercise);
  }
}

export async function getTemplate(rc: RequestContext, id: number): Promise<Template> {
  const { template } = await requireAccess(rc, 'template.read', id);
  return presentTemplate(rc.db, template);
}

/** POST templates: the days given, or a program's days read from its schedule. */
export async function createTemplate(rc: RequestContext, input: NewTemplate): Promise<Template> {
  const { current } = await requireAccess(rc, 'template.create');
  let content: TemplateContent;
  if (input.content) {
    await checkExercises(rc.db, current.account.id, input.content);
    content = input.content;
  } else {
    content = { days: await readScheduleSpan(rc, input.from_plan!) };
    if (content.days.length === 0) throw invalid('from_plan', templatesErrors.nothingToSave);
  }
  const [row] = await rc.db
    .insert(templates)
    .values({
      accountId: current.account.id,
      kind: input.kind,
      name: input.name,
      ...contentColumns(content),
      createdAt: rc.now,
      updatedAt: rc.now,
    })
    .returning();
  return presentTemplate(rc.db, row!);
}

/** PATCH templates/{id}: a new name, new days (fit for its kind), or both. */
export async function updateTemplate(
  rc: RequestContext,
  id: number,
  changes: TemplateChanges,
): Promise<Template> {
  const { current, template } = await requireAccess(rc, 'template.update', id);
  if (changes.content) {
    const issue = templateContentIssue(template.kind, changes.content);
    if (issue) throw invalid('content', issue);
    await checkExercises(rc.db, current.account.id, changes.content);
  }
  const [row] = await rc.db
    .update(templates)
    .set({
      name: changes.name,
      ...(changes.content ? contentColumns(changes.content) : {}),
      updatedAt: rc.now,
    })
    .where(eq(templates.id, template.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return presentTemplate(rc.db, row);
}

/** POST templates/{id}/copy: 'copy to templates', named 'Copy of …'. */
export async function copyTemplate(rc: RequestContext, id: number): Promise<Template> {
  const { template } = await requireAccess(rc, 'template.copy', id);
  const [row] = await rc.db
    .insert(templates)
    .values({
      accountId: template.accountId,
      kind: template.kind,
      name: copyName(template.name),
      content: template.content,
      blockCount: template.blockCount,
      weekCount: template.weekCount,
      createdAt: rc.now,
      updatedAt: rc.now,
    })
    .returning();
  return presentTemplate(rc.db, row!);
}

/** DELETE templates/{id}: blocks inserted from it keep their content (template_id set null). */
export async function deleteTemplate(rc: RequestContext, id: number): Promise<void> {
  const { template } = await requireAccess(rc, 'template.delete', id);
  await rc.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.delete(templates).where(eq(templates.id, template.id));
    await forgetTemplate(tx, template.id);
  });
}
