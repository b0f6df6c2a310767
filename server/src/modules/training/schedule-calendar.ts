import type { Db } from '../../db/database.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { isPlanClient } from '../purchase/purchase.api.ts';
import { trainingErrors } from './training.messages.ts';

/** The calendar a call addresses: a 1-2-1 program's client's (required), else the shared one. */
export async function calendarClient(
  db: Db,
  plan: PlanRow,
  clientId: number | null,
): Promise<number | null> {
  if (plan.planType !== 'individual') {
    if (clientId !== null) throw invalid('client_id', trainingErrors.noClientCalendars);
    return null;
  }
  if (clientId === null) throw invalid('client_id', trainingErrors.clientRequired);
  if (!(await isPlanClient(db, plan.id, clientId))) {
    throw invalid('client_id', trainingErrors.notAClient);
  }
  return clientId;
}
