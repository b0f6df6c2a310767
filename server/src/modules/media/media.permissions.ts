import { mediaCoach, mediaCoachOnActiveAccount, mediaItemViewer } from './media-access.ts';

export const mediaPermissions = {
  'media.list': mediaCoach,
  'media.delete': mediaCoach,
  'media.add': mediaCoachOnActiveAccount,
  'media.read': mediaItemViewer,
};
