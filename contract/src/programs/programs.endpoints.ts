import { z } from 'zod';
import { coachesEvenBlocked, coachesNotBlocked } from '../common/access.ts';
import { defineEndpoint, type Access } from '../common/endpoint.ts';
import {
  archivePriceBodySchema,
  archivePriceResponseSchema,
  coachPlanSchema,
  copyPlanBodySchema,
  copyPlanResponseSchema,
  coverSchema,
  createPlanBodySchema,
  planCoverParamsSchema,
  planIdParamsSchema,
  planListQuerySchema,
  planListResponseSchema,
  planPriceParamsSchema,
  planTrackParamsSchema,
  priceBodySchema,
  priceChangeBodySchema,
  priceOptionSchema,
  trackBodySchema,
  trackSchema,
  updatePlanBodySchema,
} from './programs.schemas.ts';
import { getPlanEndpoint, planRead } from './plan-read.endpoints.ts';

export { getPlanEndpoint };

const tags = ['programs'];

/** A program of the current account, changed by its coaches while the account is not blocked. */
const planWrite: Access = { ...planRead, blocked_owner: 406 };
/** A price change refused to the program's coaches (422) until a payment account is connected:
 * payments arrive with their own issue (server/src/modules/programs/payouts.ts). */
const priceSetting: Access = { ...planWrite, owner: 422, team_coach: 422 };

/** GET coach/plans?tab&page&per_page&q: one page of the current account's programs. */
export const getPlansEndpoint = defineEndpoint({
  operationId: 'getPlans',
  summary: "List one page of the account's programs",
  method: 'GET',
  path: '/coach/plans',
  query: planListQuerySchema,
  response: planListResponseSchema,
  permission: 'program.list',
  access: coachesEvenBlocked,
  tags,
});

/** POST coach/plans: a draft of any type, with its first price options and tracks (201). */
export const createPlanEndpoint = defineEndpoint({
  operationId: 'createPlan',
  summary: 'Create a draft program with its first price options and tracks',
  method: 'POST',
  path: '/coach/plans',
  body: createPlanBodySchema,
  response: coachPlanSchema,
  status: 201,
  permission: 'program.create',
  access: coachesNotBlocked,
  tags,
});

/** PATCH coach/plans/{id} {plan}: the type never changes. */
export const updatePlanEndpoint = defineEndpoint({
  operationId: 'updatePlan',
  summary: 'Change a program',
  method: 'PATCH',
  path: '/coach/plans/:id',
  params: planIdParamsSchema,
  body: updatePlanBodySchema,
  response: coachPlanSchema,
  permission: 'program.update',
  access: planWrite,
  tags,
});

/** DELETE coach/plans/{id}: refused while clients follow it. */
export const deletePlanEndpoint = defineEndpoint({
  operationId: 'deletePlan',
  summary: 'Delete a program (refused while clients follow it)',
  method: 'DELETE',
  path: '/coach/plans/:id',
  params: planIdParamsSchema,
  response: null,
  permission: 'program.delete',
  access: planWrite,
  tags,
});

/** POST coach/plans/{id}/publish (Review & Publish). A team coach keeps a draft while the
 * owner has no payout information (spec 2.3): until payments arrive, nobody has. */
export const publishPlanEndpoint = defineEndpoint({
  operationId: 'publishPlan',
  summary: 'Publish a program',
  method: 'POST',
  path: '/coach/plans/:id/publish',
  params: planIdParamsSchema,
  response: coachPlanSchema,
  permission: 'program.publish',
  access: { ...planWrite, team_coach: 422 },
  tags,
});

/** POST coach/plans/{id}/clone: a draft copy in the same account (201). */
export const clonePlanEndpoint = defineEndpoint({
  operationId: 'clonePlan',
  summary: 'Copy a program as a draft in the same account',
  method: 'POST',
  path: '/coach/plans/:id/clone',
  params: planIdParamsSchema,
  response: coachPlanSchema,
  status: 201,
  permission: 'program.copy',
  access: planWrite,
  tags,
});

/** POST coach/plans/{id}/copy {account_id}: a draft copy in another account the coach works in (201). */
export const copyPlanEndpoint = defineEndpoint({
  operationId: 'copyPlan',
  summary: 'Copy a program as a draft into another account the coach works in',
  method: 'POST',
  path: '/coach/plans/:id/copy',
  params: planIdParamsSchema,
  body: copyPlanBodySchema,
  response: copyPlanResponseSchema,
  status: 201,
  permission: 'program.copy',
  access: planWrite,
  tags,
});

/** PUT coach/plans/{id}/{action}: the programs list's row actions that flip a flag (spec 2.2, 4.3). */
const flagEndpoint = <const A extends string>(action: A, operationId: string, summary: string) =>
  defineEndpoint({
    operationId,
    summary,
    method: 'PUT',
    path: `/coach/plans/:id/${action}`,
    params: planIdParamsSchema,
    response: coachPlanSchema,
    permission: 'program.update',
    access: planWrite,
    tags,
  });

export const archivePlanEndpoint = flagEndpoint('archive', 'archivePlan', 'Archive a program');
export const restorePlanEndpoint = flagEndpoint(
  'restore',
  'restorePlan',
  'Restore an archived program',
);
export const mutePlanEndpoint = flagEndpoint(
  'mute',
  'mutePlan',
  "Mute a program's performance notifications",
);
export const unmutePlanEndpoint = flagEndpoint(
  'unmute',
  'unmutePlan',
  "Unmute a program's performance notifications",
);
export const blockPlanDownloadsEndpoint = flagEndpoint(
  'block_downloads',
  'blockPlanDownloads',
  'Block new downloads of a program',
);
export const blockPlanSubscriptionsEndpoint = flagEndpoint(
  'block_subscriptions',
  'blockPlanSubscriptions',
  'Block new subscriptions to a program',
);
export const makePlanAvailableEndpoint = flagEndpoint(
  'make_available',
  'makePlanAvailable',
  'Make a program available again for downloads and subscriptions',
);

/** The flag endpoints by the action they take. */
export const planFlagEndpoints = {
  archive: archivePlanEndpoint,
  restore: restorePlanEndpoint,
  mute: mutePlanEndpoint,
  unmute: unmutePlanEndpoint,
  block_downloads: blockPlanDownloadsEndpoint,
  block_subscriptions: blockPlanSubscriptionsEndpoint,
  make_available: makePlanAvailableEndpoint,
} as const;
export type PlanFlagAction = keyof typeof planFlagEndpoints;

// --- Price options ---

/** POST coach/plans/{id}/prices {price:{period, price}}: a draft free program becomes paid (201). */
export const addPriceEndpoint = defineEndpoint({
  operationId: 'addPrice',
  summary: 'Add a price option to a program',
  method: 'POST',
  path: '/coach/plans/:id/prices',
  params: planIdParamsSchema,
  body: priceBodySchema,
  response: priceOptionSchema,
  status: 201,
  permission: 'program.prices.update',
  access: priceSetting,
  tags,
});

/** PATCH coach/plans/{id}/prices/{price_id} {price:{price}}: a new amount. */
export const changePriceEndpoint = defineEndpoint({
  operationId: 'changePrice',
  summary: "Change a price option's amount",
  method: 'PATCH',
  path: '/coach/plans/:id/prices/:price_id',
  params: planPriceParamsSchema,
  body: priceChangeBodySchema,
  response: priceOptionSchema,
  permission: 'program.prices.update',
  access: priceSetting,
  tags,
});

/** PUT coach/plans/{id}/prices/{price_id}/archive {confirm}: warnings first (422) until confirmed. */
export const archivePriceEndpoint = defineEndpoint({
  operationId: 'archivePrice',
  summary: 'Archive a price option (its warnings first, until confirmed)',
  method: 'PUT',
  path: '/coach/plans/:id/prices/:price_id/archive',
  params: planPriceParamsSchema,
  body: archivePriceBodySchema.nullish(),
  response: archivePriceResponseSchema,
  permission: 'program.prices.update',
  access: planWrite,
  tags,
});

/** PUT coach/plans/{id}/prices/{price_id}/restore. */
export const restorePriceEndpoint = defineEndpoint({
  operationId: 'restorePrice',
  summary: 'Restore an archived price option',
  method: 'PUT',
  path: '/coach/plans/:id/prices/:price_id/restore',
  params: planPriceParamsSchema,
  response: priceOptionSchema,
  permission: 'program.prices.update',
  access: planWrite,
  tags,
});

/** DELETE coach/plans/{id}/prices/{price_id}. */
export const deletePriceEndpoint = defineEndpoint({
  operationId: 'deletePrice',
  summary: 'Delete a price option',
  method: 'DELETE',
  path: '/coach/plans/:id/prices/:price_id',
  params: planPriceParamsSchema,
  response: null,
  permission: 'program.prices.update',
  access: planWrite,
  tags,
});

/** POST coach/plans/{id}/skip/{price_id}: 'Don't notify' after a price change. */
export const skipPriceMessageEndpoint = defineEndpoint({
  operationId: 'skipPriceMessage',
  summary: 'Send no message about a price change',
  method: 'POST',
  path: '/coach/plans/:id/skip/:price_id',
  params: planPriceParamsSchema,
  response: priceOptionSchema,
  permission: 'program.prices.update',
  access: planWrite,
  tags,
});

// --- Tracks ---

/** GET coach/plans/{id}/tracks. */
export const getTracksEndpoint = defineEndpoint({
  operationId: 'getTracks',
  summary: "List a program's tracks",
  method: 'GET',
  path: '/coach/plans/:id/tracks',
  params: planIdParamsSchema,
  response: z.array(trackSchema),
  permission: 'program.read',
  access: planRead,
  tags,
});

/** POST coach/plans/{id}/tracks {track:{name}} (201). */
export const addTrackEndpoint = defineEndpoint({
  operationId: 'addTrack',
  summary: 'Add a track to a program',
  method: 'POST',
  path: '/coach/plans/:id/tracks',
  params: planIdParamsSchema,
  body: trackBodySchema,
  response: trackSchema,
  status: 201,
  permission: 'program.tracks.update',
  access: planWrite,
  tags,
});

/** PATCH coach/plans/{id}/tracks/{track_id} {track:{name}}. */
export const renameTrackEndpoint = defineEndpoint({
  operationId: 'renameTrack',
  summary: 'Rename a track',
  method: 'PATCH',
  path: '/coach/plans/:id/tracks/:track_id',
  params: planTrackParamsSchema,
  body: trackBodySchema,
  response: trackSchema,
  permission: 'program.tracks.update',
  access: planWrite,
  tags,
});

/** PUT coach/plans/{id}/tracks/{track_id}/archive: hidden from clients, restorable. */
export const archiveTrackEndpoint = defineEndpoint({
  operationId: 'archiveTrack',
  summary: 'Archive a track (hidden from clients, restorable)',
  method: 'PUT',
  path: '/coach/plans/:id/tracks/:track_id/archive',
  params: planTrackParamsSchema,
  response: trackSchema,
  permission: 'program.tracks.update',
  access: planWrite,
  tags,
});

/** PUT coach/plans/{id}/tracks/{track_id}/restore. */
export const restoreTrackEndpoint = defineEndpoint({
  ...archiveTrackEndpoint,
  operationId: 'restoreTrack',
  summary: 'Restore an archived track',
  path: '/coach/plans/:id/tracks/:track_id/restore',
});

// --- Covers ---

/** POST coach/plans/{id}/covers, multipart: cover_type, media_id, crop (JSON) and file (201). */
export const saveCoverEndpoint = defineEndpoint({
  operationId: 'saveCover',
  summary: "Set a program's cover image",
  method: 'POST',
  path: '/coach/plans/:id/covers',
  params: planIdParamsSchema,
  multipart: true,
  response: coverSchema,
  status: 201,
  permission: 'program.covers.update',
  access: planWrite,
  tags,
});

/** DELETE coach/plans/{id}/covers/{cover_type}. */
export const removeCoverEndpoint = defineEndpoint({
  operationId: 'removeCover',
  summary: "Remove a program's cover image",
  method: 'DELETE',
  path: '/coach/plans/:id/covers/:cover_type',
  params: planCoverParamsSchema,
  response: null,
  permission: 'program.covers.update',
  access: planWrite,
  tags,
});

export const programsEndpoints = [
  getPlansEndpoint,
  createPlanEndpoint,
  getPlanEndpoint,
  updatePlanEndpoint,
  deletePlanEndpoint,
  publishPlanEndpoint,
  clonePlanEndpoint,
  copyPlanEndpoint,
  ...Object.values(planFlagEndpoints),
  addPriceEndpoint,
  changePriceEndpoint,
  archivePriceEndpoint,
  restorePriceEndpoint,
  deletePriceEndpoint,
  skipPriceMessageEndpoint,
  getTracksEndpoint,
  addTrackEndpoint,
  renameTrackEndpoint,
  archiveTrackEndpoint,
  restoreTrackEndpoint,
  saveCoverEndpoint,
  removeCoverEndpoint,
];
