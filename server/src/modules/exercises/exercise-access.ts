import { mayEditExercises } from '@forma/contract/exercises/exercises.rules';
import { exerciseMessages } from '@forma/contract/exercises/exercises.messages';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { coachOnActiveAccount, type CoachGrant } from '../accounts/accounts.api.ts';
import { callerSubscription } from '../platform-plan/platform-plan.api.ts';
import { exercisesErrors } from './exercises.messages.ts';
import { findUsableExercise } from './exercises.repository.ts';
import type { ExerciseRow } from './exercises.tables.ts';

/** The grant of a rule about one exercise: the coach, the account and the exercise. */
export type ExerciseGrant = CoachGrant & { exercise: ExerciseRow };

/**
 * Spec 6: creating and editing exercises is PROFESSIONAL-only (or a trial); FREE and Starter
 * are refused with 403 and `restricted: 'exercises'`, which the web shows as its upgrade prompt.
 */
async function refuseWithoutProfessional(rc: RequestContext, grant: CoachGrant) {
  const subscription = await callerSubscription(rc.db, grant.caller, grant.current.account.id, {
    withCounts: false,
  });
  if (!mayEditExercises(subscription)) {
    throw new AppError(
      'FORBIDDEN',
      exerciseMessages.restricted,
      { base: [exerciseMessages.restricted] },
      { restricted: 'exercises' },
    );
  }
}

/** A coach of the current, not blocked, account adds to its library (PROFESSIONAL). */
export async function exerciseCreator(rc: RequestContext): Promise<CoachGrant> {
  const grant = await coachOnActiveAccount(rc);
  await refuseWithoutProfessional(rc, grant);
  return grant;
}

/** A product exercise or one of the account's own, also archived (404 for another account's). */
export async function exerciseReader(
  rc: RequestContext,
  id?: number | string,
): Promise<ExerciseGrant> {
  const grant = await coachOnActiveAccount(rc);
  const exercise = await findUsableExercise(rc.db, grant.current.account.id, Number(id));
  if (!exercise) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return { ...grant, exercise };
}

/**
 * One of the account's own exercises, still in its library, to change or delete
 * (PROFESSIONAL): a product exercise is read-only (403), an archived or another account's one
 * is not found.
 */
export async function exerciseEditor(
  rc: RequestContext,
  id?: number | string,
): Promise<ExerciseGrant> {
  const grant = await exerciseReader(rc, id);
  await refuseWithoutProfessional(rc, grant);
  if (grant.exercise.accountId === null) {
    throw new AppError('FORBIDDEN', exercisesErrors.productReadOnly);
  }
  if (grant.exercise.archivedAt !== null) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return grant;
}
