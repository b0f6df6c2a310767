import { mediaBodyIdRules } from './media.body-ids.ts';
import { mediaItemViewer, mediaLibraryAdder, mediaLibraryUser } from './media-access.ts';

export const mediaPermissions = {
  'media.list': mediaLibraryUser,
  'media.delete': mediaLibraryUser,
  'media.add': mediaLibraryAdder,
  'media.read': mediaItemViewer,
  ...mediaBodyIdRules,
};
