import type { FastifyInstance } from 'fastify';
import {
  changePasswordEndpoint,
  confirmEmailEndpoint,
  requestPasswordResetEndpoint,
  resendConfirmationEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
} from '@forma/contract/auth/auth.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import {
  changePassword,
  confirmEmail,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from './auth.service.ts';
import { resendConfirmation } from './confirmation.service.ts';

export async function authRoutes(app: FastifyInstance) {
  route(app, signInEndpoint, (rc, { body }) => signIn(rc, body));
  route(app, signUpEndpoint, (rc, { body }) => signUp(rc, body));
  route(app, signOutEndpoint, (rc) => signOut(rc));
  route(app, confirmEmailEndpoint, (rc, { body }) => confirmEmail(rc, body.confirmation_token));
  route(app, resendConfirmationEndpoint, (rc) => resendConfirmation(rc));
  route(app, requestPasswordResetEndpoint, (rc, { body }) => requestPasswordReset(rc, body));
  route(app, resetPasswordEndpoint, (rc, { body }) => resetPassword(rc, body));
  route(app, changePasswordEndpoint, (rc, { body }) => changePassword(rc, body.user));
}
