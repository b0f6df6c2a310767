import { coachOnActiveAccount, coachOnUsableAccount } from '../accounts/accounts.api.ts';
import { programsBodyIdRules } from './programs.body-ids.ts';
import { planReader, planWriter } from './plan-access-rules.ts';

export const programsPermissions = {
  'program.list': coachOnUsableAccount,
  'program.create': coachOnActiveAccount,
  'program.read': planReader,
  'program.update': planWriter,
  'program.delete': planWriter,
  'program.publish': planWriter,
  // The target account of a copy is checked with the copy.
  'program.copy': planWriter,
  'program.prices.update': planWriter,
  'program.tracks.update': planWriter,
  'program.covers.update': planWriter,
  ...programsBodyIdRules,
};
