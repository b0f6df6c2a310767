import { coachOnActiveAccount } from '../accounts/accounts.api.ts';
import { exercisesBodyIdRules } from './exercises.body-ids.ts';
import { exerciseCreator, exerciseEditor, exerciseReader } from './exercise-access.ts';

export const exercisesPermissions = {
  'exercise.list': coachOnActiveAccount,
  'exercise.read': exerciseReader,
  'exercise.create': exerciseCreator,
  'exercise.update': exerciseEditor,
  'exercise.delete': exerciseEditor,
  ...exercisesBodyIdRules,
};
