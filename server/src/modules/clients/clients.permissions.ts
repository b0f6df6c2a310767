import { planReader, planWriter } from '../programs/programs.api.ts';

export const clientsPermissions = {
  'plan.clients.read': planReader,
  'plan.clients.manage': planWriter,
};
