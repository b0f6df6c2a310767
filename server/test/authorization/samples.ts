import sharp from 'sharp';
import type { Caller, EndpointDefinition } from '@forma/contract/common/endpoint';
import {
  deleteMeEndpoint,
  popupStorageEndpoint,
  updateMeEndpoint,
  updatePrivateEndpoint,
  uploadAvatarEndpoint,
  uploadPrivateAvatarEndpoint,
} from '@forma/contract/users/users.endpoints';
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

/**
 * One sample per endpoint that takes input (params, query or body); endpoints without input
 * need none. The matrix fails for an endpoint that takes input and has no sample here.
 */
export const samples = new Map<EndpointDefinition, Sample>([
  [updateMeEndpoint, { input: () => ({ body: { user: { gender: 'not_said' } } }) }],
  [deleteMeEndpoint, { input: () => ({ body: { confirmation: 'DELETE' } }), freshWorld: true }],
  [updatePrivateEndpoint, { input: () => ({ body: { private: { weight: 'kg' } } }) }],
  [popupStorageEndpoint, { input: () => ({ body: { popup_name: 'sign-up-welcome-page' } }) }],
  [uploadAvatarEndpoint, { input: async () => ({ body: await avatar() }) }],
  [uploadPrivateAvatarEndpoint, { input: async () => ({ body: await avatar() }) }],
]);
