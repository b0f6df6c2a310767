import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { scheduleBlocks } from './training.tables.ts';

/**
 * The blocks inserted from a template forget it when it is deleted; they keep their content.
 * Templates (above training) call it in the deletion's transaction: `template_id` has no foreign
 * key, which would point from training up to templates.
 */
export async function forgetTemplate(db: Db, templateId: number): Promise<void> {
  await db
    .update(scheduleBlocks)
    .set({ templateId: null })
    .where(eq(scheduleBlocks.templateId, templateId));
}
