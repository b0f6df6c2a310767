import type { Db } from '../../db/database.ts';
import { findPlan } from './programs.repository.ts';

/** The program a client invitation joins, as the invitation page names it (accounts asks). */
export async function invitedProgram(db: Db, planId: number) {
  const plan = await findPlan(db, planId);
  return plan ? { id: plan.id, title: plan.title, custom_url: plan.customUrl } : null;
}
