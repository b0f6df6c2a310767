import { openToAll, signedInSelf } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  confirmBodySchema,
  messageResponseSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  resendConfirmationResponseSchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
} from './auth.schemas.ts';

const tags = ['auth'];

/** POST users/sign_in -> a session: {access_token, token_type, private, current}. */
export const signInEndpoint = defineEndpoint({
  operationId: 'signIn',
  summary: 'Sign in with e-mail and password',
  method: 'POST',
  path: '/users/sign_in',
  body: signInBodySchema,
  response: sessionResponseSchema,
  permission: 'public',
  access: openToAll,
  tags,
});

/** POST users/sign_up: a person, their private account (and business account), a session. */
export const signUpEndpoint = defineEndpoint({
  operationId: 'signUp',
  summary: 'Sign up: a person, their private account (and a business account) and a session',
  method: 'POST',
  path: '/users/sign_up',
  body: signUpBodySchema,
  response: sessionResponseSchema,
  permission: 'public',
  access: openToAll,
  tags,
});

/** DELETE users/sign_out: the session in use ends. */
export const signOutEndpoint = defineEndpoint({
  operationId: 'signOut',
  summary: 'Sign out: end the session in use',
  method: 'DELETE',
  path: '/users/sign_out',
  response: null,
  permission: 'session.close',
  access: signedInSelf,
  tags,
});

/** POST users/confirm {confirmation_token}: the e-mailed link proves the address. */
export const confirmEmailEndpoint = defineEndpoint({
  operationId: 'confirmEmail',
  summary: 'Confirm an e-mail address with the e-mailed token',
  method: 'POST',
  path: '/users/confirm',
  body: confirmBodySchema,
  response: messageResponseSchema,
  permission: 'public',
  access: openToAll,
  tags,
});

/** POST users/confirmation: the confirmation e-mail again, to the signed-in person. */
export const resendConfirmationEndpoint = defineEndpoint({
  operationId: 'resendConfirmation',
  summary: 'Send the confirmation e-mail again',
  method: 'POST',
  path: '/users/confirmation',
  response: resendConfirmationResponseSchema,
  permission: 'user.confirmation.resend',
  access: signedInSelf,
  tags,
});

/** POST users/password {email}: a reset link by e-mail (the same answer for any address). */
export const requestPasswordResetEndpoint = defineEndpoint({
  operationId: 'requestPasswordReset',
  summary: 'E-mail a password reset link',
  method: 'POST',
  path: '/users/password',
  body: passwordResetRequestSchema,
  response: messageResponseSchema,
  permission: 'public',
  access: openToAll,
  tags,
});

/** PUT users/password: a new password from the e-mailed token -> a session. */
export const resetPasswordEndpoint = defineEndpoint({
  operationId: 'resetPassword',
  summary: 'Set a new password with the e-mailed token',
  method: 'PUT',
  path: '/users/password',
  body: passwordResetBodySchema,
  response: sessionResponseSchema,
  permission: 'public',
  access: openToAll,
  tags,
});

/** PATCH users/password: the signed-in person's new password; their other sessions end. */
export const changePasswordEndpoint = defineEndpoint({
  operationId: 'changePassword',
  summary: "Change the signed-in person's password (their other sessions end)",
  method: 'PATCH',
  path: '/users/password',
  body: passwordChangeBodySchema,
  response: messageResponseSchema,
  permission: 'user.password.change',
  access: signedInSelf,
  tags,
});

export const authEndpoints = [
  signInEndpoint,
  signUpEndpoint,
  signOutEndpoint,
  confirmEmailEndpoint,
  resendConfirmationEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  changePasswordEndpoint,
];
