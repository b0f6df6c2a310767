import { eq } from 'drizzle-orm';
import sharp from 'sharp';
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
import type { Caller, EndpointDefinition } from '@forma/contract/common/endpoint';
import {
  deleteMeEndpoint,
  popupStorageEndpoint,
  updateMeEndpoint,
  updatePrivateEndpoint,
  uploadAvatarEndpoint,
  uploadPrivateAvatarEndpoint,
} from '@forma/contract/users/users.endpoints';
import { newToken } from '../../src/platform/auth/tokens.ts';
import { now } from '../../src/platform/clock.ts';
import { users } from '../../src/modules/users/users.tables.ts';
import { PASSWORD, signUp, signUpBody } from '../helpers.ts';
import { TEST_CLIENT } from '../test-app.ts';
import type { World } from './world.ts';

export type SampleInput = {
  params?: object;
  query?: Record<string, string>;
  /** JSON, or for a multipart endpoint its fields (Blob values are files). */
  body?: unknown;
};

/** What the matrix sends to one endpoint, filled from the world. */
export type Sample = {
  input: (world: World, caller: Caller) => SampleInput | Promise<SampleInput>;
  /** The call destroys or changes what other calls need: each caller gets a new world. */
  freshWorld?: true;
};

const avatar = async () => ({
  'user[avatar]': new Blob([
    new Uint8Array(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    ),
  ]),
});

/** A token of the given kind set on a person the other calls do not use. */
async function tokenFor(world: World, column: 'confirmation' | 'reset') {
  const { token, hash } = newToken();
  const person = await signUp(world.t.app, { role: 'user', account_name: undefined });
  await world.t.database.db
    .update(users)
    .set(
      column === 'confirmation'
        ? { confirmationTokenHash: hash }
        : { resetPasswordTokenHash: hash, resetPasswordSentAt: now() },
    )
    .where(eq(users.id, person.private.id));
  return token;
}

const newPassword = { password: PASSWORD, password_confirmation: PASSWORD };

/**
 * One sample per endpoint that takes input (params, query or body); endpoints without input
 * need none. The matrix fails for an endpoint that takes input and has no sample here.
 */
export const samples = new Map<EndpointDefinition, Sample>([
  [
    signInEndpoint,
    {
      input: (world) => ({
        body: { email: world.people.stranger_client.email, password: PASSWORD, ...TEST_CLIENT },
      }),
    },
  ],
  [signUpEndpoint, { input: () => ({ body: signUpBody() }) }],
  [signOutEndpoint, { input: () => ({}), freshWorld: true }],
  [resendConfirmationEndpoint, { input: () => ({}), freshWorld: true }],
  [
    confirmEmailEndpoint,
    {
      input: async (world) => ({
        body: { confirmation_token: await tokenFor(world, 'confirmation') },
      }),
    },
  ],
  [
    requestPasswordResetEndpoint,
    { input: (world) => ({ body: { email: world.people.stranger_client.email, ...TEST_CLIENT } }) },
  ],
  [
    resetPasswordEndpoint,
    {
      input: async (world) => ({
        body: {
          ...newPassword,
          reset_password_token: await tokenFor(world, 'reset'),
          ...TEST_CLIENT,
        },
      }),
    },
  ],
  [
    changePasswordEndpoint,
    { input: () => ({ body: { user: { ...newPassword, current_password: PASSWORD } } }) },
  ],
  [updateMeEndpoint, { input: () => ({ body: { user: { gender: 'not_said' } } }) }],
  [deleteMeEndpoint, { input: () => ({ body: { confirmation: 'DELETE' } }), freshWorld: true }],
  [updatePrivateEndpoint, { input: () => ({ body: { private: { weight: 'kg' } } }) }],
  [popupStorageEndpoint, { input: () => ({ body: { popup_name: 'sign-up-welcome-page' } }) }],
  [uploadAvatarEndpoint, { input: async () => ({ body: await avatar() }) }],
  [uploadPrivateAvatarEndpoint, { input: async () => ({ body: await avatar() }) }],
]);
