import { idsRule } from '../../platform/permissions/body-ids.ts';
import { callerCurrentAccount } from '../accounts/accounts.api.ts';
import { findExercisesByIds } from './exercises.api.ts';

/** The exercises a body may name (contract/src/common/body-ids.ts). */
export const exercisesBodyIdRules = {
  // The product's exercises and the current account's own. Whether an archived one may still
  // be prescribed where it is named is the service's narrower rule, after its own gates.
  'exercise.use': idsRule(async (rc, ids) => {
    const current = await callerCurrentAccount(rc.db, rc.caller!);
    return new Set((await findExercisesByIds(rc.db, ids, current.account.id)).keys());
  }),
};
