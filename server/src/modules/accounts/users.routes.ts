import type { FastifyInstance } from 'fastify';
import {
  deleteMeEndpoint,
  getMeEndpoint,
  getWarningsEndpoint,
  popupStorageEndpoint,
  taxOffEndpoint,
  taxOnEndpoint,
  updateMeEndpoint,
  updatePrivateEndpoint,
  uploadAvatarEndpoint,
  uploadPrivateAvatarEndpoint,
} from '@forma/contract/accounts/users.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import {
  deleteMe,
  getMe,
  listWarnings,
  rememberPopup,
  setTaxState,
  updateMe,
  updatePrivate,
  uploadAvatar,
} from './users.service.ts';
import { avatarFile } from './avatar-file.ts';

export async function usersRoutes(app: FastifyInstance) {
  // The answer presents the subscription with its client counts: read with the session.
  route(app, getMeEndpoint, (rc) => getMe(rc), { callerDetail: 'full' });
  route(app, updateMeEndpoint, (rc, { body }) => updateMe(rc, body.user));
  route(app, deleteMeEndpoint, (rc) => deleteMe(rc));
  route(app, updatePrivateEndpoint, (rc, { body }) => updatePrivate(rc, body.private));
  route(app, popupStorageEndpoint, (rc, { body }) => rememberPopup(rc, body.popup_name));
  route(app, getWarningsEndpoint, (rc) => listWarnings(rc));
  route(app, taxOnEndpoint, (rc) => setTaxState(rc, true));
  route(app, taxOffEndpoint, (rc) => setTaxState(rc, false));
  for (const endpoint of [uploadAvatarEndpoint, uploadPrivateAvatarEndpoint]) {
    route(app, endpoint, (rc, { file }) => uploadAvatar(rc, () => avatarFile(file)));
  }
}
