import { z } from 'zod';
import { coachesEvenBlocked, signedInSelf } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  meResponseSchema,
  popupStorageBodySchema,
  popupStorageResponseSchema,
  privateResponseSchema,
  updateMeBodySchema,
  updatePrivateBodySchema,
  warningListSchema,
} from './users.schemas.ts';

const tags = ['users'];

/** GET users/me: the person (`private`) and the account they act as (`current`). */
export const getMeEndpoint = defineEndpoint({
  operationId: 'getMe',
  summary: 'Read the signed-in person and the account they act as',
  method: 'GET',
  path: '/users/me',
  response: meResponseSchema,
  permission: 'user.read',
  access: signedInSelf,
  tags,
});

/** POST users/me: trial start, business profile, coaching questions, or the person's profile. */
export const updateMeEndpoint = defineEndpoint({
  operationId: 'updateMe',
  summary:
    "Start a trial, or save the business profile, the coaching questions or the person's profile",
  method: 'POST',
  path: '/users/me',
  body: updateMeBodySchema,
  response: meResponseSchema,
  permission: 'user.update',
  access: signedInSelf,
  tags,
});

export const deleteMeBodySchema = z.object({
  confirmation: z.literal('DELETE', { error: "Type 'DELETE' to confirm." }),
});

/** DELETE users/me: the person, their private account and the business accounts they own. */
export const deleteMeEndpoint = defineEndpoint({
  operationId: 'deleteMe',
  summary: 'Delete the person, their private account and the business accounts they own',
  method: 'DELETE',
  path: '/users/me',
  body: deleteMeBodySchema,
  response: null,
  permission: 'user.delete',
  access: signedInSelf,
  tags,
});

/** PATCH users/private: the person's own profile and preferences. */
export const updatePrivateEndpoint = defineEndpoint({
  operationId: 'updatePrivate',
  summary: "Save the person's own profile and preferences",
  method: 'PATCH',
  path: '/users/private',
  body: updatePrivateBodySchema,
  response: privateResponseSchema,
  permission: 'user.update',
  access: signedInSelf,
  tags,
});

/** PATCH users/popup_storage: remembers that a popup was seen. */
export const popupStorageEndpoint = defineEndpoint({
  operationId: 'popupStorage',
  summary: 'Remember that a popup was seen',
  method: 'PATCH',
  path: '/users/popup_storage',
  body: popupStorageBodySchema,
  response: popupStorageResponseSchema,
  permission: 'user.update',
  access: signedInSelf,
  tags,
});

/** GET users/warnings: the system warnings of platform.md 8. */
export const getWarningsEndpoint = defineEndpoint({
  operationId: 'getWarnings',
  summary: 'List the system warnings the person should see',
  method: 'GET',
  path: '/users/warnings',
  response: warningListSchema,
  permission: 'user.warnings.read',
  access: signedInSelf,
  tags,
});

const taxStateSchema = z.object({ tax_state: z.boolean() });

export const taxOnEndpoint = defineEndpoint({
  operationId: 'taxOn',
  summary: "Turn on the coach's tax setting",
  method: 'POST',
  path: '/users/tax/on',
  response: taxStateSchema,
  permission: 'user.tax.update',
  access: coachesEvenBlocked,
  tags,
});

export const taxOffEndpoint = defineEndpoint({
  operationId: 'taxOff',
  summary: "Turn off the coach's tax setting",
  method: 'POST',
  path: '/users/tax/off',
  response: taxStateSchema,
  permission: 'user.tax.update',
  access: coachesEvenBlocked,
  tags,
});

/** POST users/avatar (a client's) and users/private_avatar (a coach's own): field user[avatar]. */
export const uploadAvatarEndpoint = defineEndpoint({
  operationId: 'uploadAvatar',
  summary: "Upload the client's avatar",
  method: 'POST',
  path: '/users/avatar',
  multipart: true,
  response: meResponseSchema,
  permission: 'user.update',
  access: signedInSelf,
  tags,
});

export const uploadPrivateAvatarEndpoint = defineEndpoint({
  ...uploadAvatarEndpoint,
  operationId: 'uploadPrivateAvatar',
  summary: "Upload the coach's own avatar",
  path: '/users/private_avatar',
});

export const usersEndpoints = [
  getMeEndpoint,
  updateMeEndpoint,
  deleteMeEndpoint,
  updatePrivateEndpoint,
  popupStorageEndpoint,
  getWarningsEndpoint,
  taxOnEndpoint,
  taxOffEndpoint,
  uploadAvatarEndpoint,
  uploadPrivateAvatarEndpoint,
];
