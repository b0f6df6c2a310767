import { planReader, planWriter } from '../programs/programs.api.ts';

export const trainingPermissions = {
  'schedule.read': planReader,
  'schedule.update': planWriter,
};
