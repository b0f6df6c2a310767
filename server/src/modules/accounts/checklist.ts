import { sql } from 'drizzle-orm';
import type { ChecklistStep } from '@forma/contract/accounts/users.schemas';
import type { Db } from '../../db/database.ts';
import { users } from './users.tables.ts';

/** Marks an onboarding checklist step (platform.md 2.14) done for a person, once. */
export async function completeChecklistStep(db: Db, userId: number, step: ChecklistStep) {
  await db
    .update(users)
    .set({ checklistCompleted: sql`array_append(${users.checklistCompleted}, ${step})` })
    .where(sql`${users.id} = ${userId} and not (${step} = any(${users.checklistCompleted}))`);
}
