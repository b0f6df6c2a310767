import { idsRule } from '../../platform/permissions/body-ids.ts';
import { callerCurrentAccount } from '../accounts/accounts.api.ts';
import { findExercisesByIds } from './exercises.api.ts';

/** The exercises a body may name (contract/src/common/body-ids.ts). */
export const exercisesBodyIdRules = {
  // What the current account may prescribe: the product's and its own, not archived.
  'exercise.use': idsRule(async (rc, ids) => {
    const current = await callerCurrentAccount(rc.db, rc.caller!);
    const found = await findExercisesByIds(rc.db, ids, current.account.id);
    return new Set([...found.values()].filter((e) => !e.archived).map((e) => e.id));
  }),
};
