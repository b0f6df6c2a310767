import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  acceptInvitationEndpoint,
  acceptInviteEndpoint,
  createAccountEndpoint,
  getInvitationEndpoint,
  inviteClientEndpoint,
  inviteCoachEndpoint,
  rejectInviteEndpoint,
  removeCoachEndpoint,
  switchAccountEndpoint,
} from '@forma/contract/accounts/accounts.endpoints';
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
} from '@forma/contract/accounts/users.endpoints';
import {
  acceptWaiverEndpoint,
  applyPlanEndpoint,
  buyPlanEndpoint,
  cancelPlanEndpoint,
  contactCoachEndpoint,
  getMyProgramsEndpoint,
  getPublicPlanEndpoint,
  reAddInfoEndpoint,
  reAddScheduleEndpoint,
  resumePlanEndpoint,
  unsubscribePlanEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import {
  cancelPlanClientEndpoint,
  editPlanClientEndpoint,
  getPlanClientsEndpoint,
  getWaiverAcceptancesEndpoint,
  inviteClientsEndpoint,
  removePlanClientEndpoint,
  sendPlanInviteEndpoint,
} from '@forma/contract/clients/clients.endpoints';
import {
  completeDirectUploadEndpoint,
  createMediaLinkEndpoint,
  deleteMediaEndpoint,
  fetchMediaEndpoint,
  getMediaEndpoint,
  signDirectUploadEndpoint,
  uploadMediaEndpoint,
} from '@forma/contract/media/media.endpoints';
import type { DirectUploadResponse } from '@forma/contract/media/media.schemas';
import { media } from '../../src/modules/media/media.tables.ts';
// programs
import {
  addPriceEndpoint,
  addTrackEndpoint,
  archivePlanEndpoint,
  archivePriceEndpoint,
  archiveTrackEndpoint,
  blockPlanDownloadsEndpoint,
  blockPlanSubscriptionsEndpoint,
  changePriceEndpoint,
  clonePlanEndpoint,
  copyPlanEndpoint,
  createPlanEndpoint,
  deletePlanEndpoint,
  deletePriceEndpoint,
  getPlanEndpoint,
  getPlansEndpoint,
  getTracksEndpoint,
  makePlanAvailableEndpoint,
  mutePlanEndpoint,
  publishPlanEndpoint,
  removeCoverEndpoint,
  renameTrackEndpoint,
  restorePlanEndpoint,
  restorePriceEndpoint,
  restoreTrackEndpoint,
  saveCoverEndpoint,
  skipPriceMessageEndpoint,
  unmutePlanEndpoint,
  updatePlanEndpoint,
} from '@forma/contract/programs/programs.endpoints';
import {
  getScheduleEndpoint,
  saveScheduleEndpoint,
} from '@forma/contract/training/schedule.endpoints';
import {
  planCovers,
  planPrices,
  plans,
  planTracks,
} from '../../src/modules/programs/programs.tables.ts';
import { newToken } from '../../src/platform/auth/tokens.ts';
import { now } from '../../src/platform/clock.ts';
import { accountMembers, clientInvitations } from '../../src/modules/accounts/accounts.tables.ts';
import { users } from '../../src/modules/accounts/users.tables.ts';
import { planMemberships } from '../../src/modules/purchase/purchase.tables.ts';
import { publishedPlan } from '../programs-helpers.ts';
import { stripeAccounts } from '../../src/modules/payouts/payouts.tables.ts';
import { bearer, PASSWORD, signUp, signUpBody, uniqueEmail } from '../helpers.ts';
import { TEST_CLIENT } from '../test-app.ts';
import type { Person, World } from './world.ts';
import { accountOfCaller, exerciseOf, exercisesSamples } from './exercises-samples.ts';
import { templatesSamples } from './templates-samples.ts';
import { clientTracksSamples } from './client-tracks-samples.ts';
import { feedSamples } from './feed-samples.ts';
import { reviewSamples } from './review-samples.ts';
import { trackingSamples } from './tracking-samples.ts';
import { payoutsSamples } from './payouts-samples.ts';
import { cardsSamples } from './cards-samples.ts';
import { paidSamples } from './paid-samples.ts';
import { billingSamples } from './billing-samples.ts';

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
  /**
   * Inputs whose bodies hold every id field the endpoint declares, each id one the caller may
   * use there (the body-id dimension puts another account's object in one field at a time);
   * `input` when not given.
   */
  bodyIds?: (
    world: World,
    caller: Caller,
  ) => SampleInput | SampleInput[] | Promise<SampleInput | SampleInput[]>;
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

/** The person behind a caller (the owner for blocked_owner), none for anonymous. */
function personOf(world: World, caller: Caller): Person | null {
  if (caller === 'anonymous') return null;
  return world.people[caller === 'blocked_owner' ? 'owner' : caller];
}

/**
 * An open invitation to the caller's own address: into the inviting account for a coach (the
 * address confirmed, as invites/{id} needs), to the inviting account's clients for a client.
 * Answers the invitation's link token.
 */
async function invitationFor(world: World, caller: Caller): Promise<string> {
  const db = world.t.database.db;
  const person = personOf(world, caller);
  const email = (person?.email ?? uniqueEmail('nobody')).toLowerCase();
  const { token, hash } = newToken();
  const accountId = world.invitingAccountId;
  if (person?.private.role === 'user') {
    await db
      .delete(clientInvitations)
      .where(and(eq(clientInvitations.accountId, accountId), eq(clientInvitations.email, email)));
    await db.insert(clientInvitations).values({ accountId, email, tokenHash: hash });
    return token;
  }
  if (person) {
    await db.update(users).set({ confirmedAt: now() }).where(eq(users.id, person.private.id));
  }
  await db
    .delete(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.email, email)));
  await db.insert(accountMembers).values({
    accountId,
    email,
    accountRole: 'coach',
    inviteStatus: 'pending',
    inviteTokenHash: hash,
  });
  return token;
}

/** A pending coach invitation in the account the caller acts in, to withdraw. */
async function pendingCoachIn(world: World, caller: Caller): Promise<string> {
  const email = uniqueEmail('pending-coach').toLowerCase();
  const accountId =
    caller === 'other_coach' ? world.people.other_coach.current.id : world.accountId;
  await world.t.database.db
    .insert(accountMembers)
    .values({ accountId, email, accountRole: 'coach', inviteStatus: 'pending' });
  return email;
}

// programs: a draft of the world's account, new for each call, so that changes of one caller
// do not reach the next; its price option, track and cover are rows written directly.
async function draftPlan(world: World, fields: Partial<typeof plans.$inferInsert> = {}) {
  const [plan] = await world.t.database.db
    .insert(plans)
    .values({
      accountId: world.accountId,
      createdById: world.people.owner.private.id,
      planType: 'one_many',
      title: 'Matrix Program',
      pricing: 'free',
      currency: 'USD',
      color: '#336699',
      ...fields,
    })
    .returning();
  return plan!.id;
}

async function draftPrice(world: World) {
  const id = await draftPlan(world, { pricing: 'paid' });
  const [price] = await world.t.database.db
    .insert(planPrices)
    .values({ planId: id, period: 'monthly', amount: 0, currency: 'USD' })
    .returning();
  return { id, price_id: price!.id };
}

/** A track of a new draft, after its default track (a program keeps one active track). */
async function draftTrack(world: World, archived = false) {
  const id = await draftPlan(world);
  const [, track] = await world.t.database.db
    .insert(planTracks)
    .values([
      { planId: id, name: 'Matrix Main', position: 0 },
      { planId: id, name: 'Matrix Track', position: 1, archived },
    ])
    .returning();
  return { id, track_id: track!.id };
}

async function draftCover(world: World) {
  const id = await draftPlan(world);
  await world.t.database.db.insert(planCovers).values({
    planId: id,
    coverType: 'tiled_view',
    large: 'covers/matrix-large.jpg',
    normal: 'covers/matrix-normal.jpg',
    small: 'covers/matrix-small.jpg',
  });
  return { id, cover_type: 'tiled_view' };
}

const draftParams = async (world: World) => ({ params: { id: await draftPlan(world) } });

async function forgetStripe(world: World) {
  await world.t.database.db
    .delete(stripeAccounts)
    .where(eq(stripeAccounts.accountId, world.accountId));
}

function programsSamples(): [EndpointDefinition, Sample][] {
  return [
    [getPlansEndpoint, { input: () => ({ query: { tab: 'active' } }) }],
    [
      createPlanEndpoint,
      {
        input: () => ({ body: { plan: { plan_type: 'one_many', title: 'New' } } }),
        bodyIds: () => ({ body: { plan: { plan_type: 'one_many', title: 'New', ...attached } } }),
      },
    ],
    [getPlanEndpoint, { input: (world) => ({ params: { id: world.planId } }) }],
    [
      updatePlanEndpoint,
      {
        input: async (world) => ({
          ...(await draftParams(world)),
          body: { plan: { title: 'Renamed' } },
        }),
        bodyIds: async (world) => ({
          ...(await draftParams(world)),
          body: { plan: { title: 'Renamed', ...attached } },
        }),
      },
    ],
    [deletePlanEndpoint, { input: draftParams }],
    // A team coach may publish only once the owner has given payout details (spec 2.3): the
    // owner has none here, whatever the Stripe samples connected before.
    [
      publishPlanEndpoint,
      { input: async (world) => (await forgetStripe(world), draftParams(world)) },
    ],
    [clonePlanEndpoint, { input: (world) => ({ params: { id: world.planId } }) }],
    [
      copyPlanEndpoint,
      {
        input: (world) => ({ params: { id: world.planId }, body: { account_id: world.accountId } }),
      },
    ],
    ...[
      archivePlanEndpoint,
      restorePlanEndpoint,
      mutePlanEndpoint,
      unmutePlanEndpoint,
      makePlanAvailableEndpoint,
    ].map((endpoint): [EndpointDefinition, Sample] => [endpoint, { input: draftParams }]),
    // Only a fixed program's downloads can be blocked.
    [
      blockPlanDownloadsEndpoint,
      {
        input: async (world) => ({ params: { id: await draftPlan(world, { planType: 'fixed' }) } }),
      },
    ],
    [blockPlanSubscriptionsEndpoint, { input: draftParams }],
    [
      addPriceEndpoint,
      {
        input: async (world) => ({
          ...(await draftParams(world)),
          body: { price: { period: 'monthly', price: 0 } },
        }),
      },
    ],
    [
      changePriceEndpoint,
      {
        input: async (world) => ({
          params: await draftPrice(world),
          body: { price: { price: 0 } },
        }),
      },
    ],
    [
      archivePriceEndpoint,
      { input: async (world) => ({ params: await draftPrice(world), body: { confirm: true } }) },
    ],
    [restorePriceEndpoint, { input: async (world) => ({ params: await draftPrice(world) }) }],
    [deletePriceEndpoint, { input: async (world) => ({ params: await draftPrice(world) }) }],
    [skipPriceMessageEndpoint, { input: async (world) => ({ params: await draftPrice(world) }) }],
    [getTracksEndpoint, { input: (world) => ({ params: { id: world.planId } }) }],
    [
      addTrackEndpoint,
      {
        input: async (world) => ({
          ...(await draftParams(world)),
          body: { track: { name: 'Added' } },
        }),
      },
    ],
    [
      renameTrackEndpoint,
      {
        input: async (world) => ({
          params: await draftTrack(world),
          body: { track: { name: 'Renamed' } },
        }),
      },
    ],
    [archiveTrackEndpoint, { input: async (world) => ({ params: await draftTrack(world) }) }],
    [restoreTrackEndpoint, { input: async (world) => ({ params: await draftTrack(world, true) }) }],
    [
      saveCoverEndpoint,
      {
        input: async (world) => ({
          ...(await draftParams(world)),
          body: { cover_type: 'tiled_view', ...(await coverImage()) },
        }),
      },
    ],
    [removeCoverEndpoint, { input: async (world) => ({ params: await draftCover(world) }) }],
  ];
}

/** A program's attachment lists, empty: the body-id dimension puts an item in each. */
const attached = {
  attachments: [],
  waiver: { enabled: false, text: '<p>Risks</p>', attachments: [] },
};

const coverImage = async () => ({
  file: new Blob([
    new Uint8Array(
      await sharp({ create: { width: 500, height: 260, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    ),
  ]),
});

const newPassword = { password: PASSWORD, password_confirmation: PASSWORD };

/**
 * One sample per endpoint that takes input (params, query or body); endpoints without input
 * need none. The matrix fails for an endpoint that takes input and has no sample here.
 */
export const samples = new Map<EndpointDefinition, Sample>([
  [
    createAccountEndpoint,
    { input: () => ({ body: { account: { kind: 'gym', title: 'Second Gym', country: 'GB' } } }) },
  ],
  [
    switchAccountEndpoint,
    {
      // To the account the caller already acts in: the world stays as it is.
      input: (world, caller) => ({
        body: {
          id: caller === 'other_coach' ? world.people.other_coach.current.id : world.accountId,
        },
      }),
    },
  ],
  [
    acceptInviteEndpoint,
    {
      input: async (world, caller) => {
        await invitationFor(world, caller);
        return { params: { id: world.invitingAccountId } };
      },
    },
  ],
  [
    rejectInviteEndpoint,
    {
      input: async (world, caller) => {
        await invitationFor(world, caller);
        return { params: { id: world.invitingAccountId } };
      },
    },
  ],
  [inviteCoachEndpoint, { input: () => ({ body: { invite: { email: uniqueEmail('coach') } } }) }],
  [inviteClientEndpoint, { input: () => ({ body: { invite: { email: uniqueEmail('client') } } }) }],
  [
    removeCoachEndpoint,
    {
      input: async (world, caller) => ({ params: { email: await pendingCoachIn(world, caller) } }),
    },
  ],
  [
    getInvitationEndpoint,
    { input: async (world) => ({ params: { token: await invitationFor(world, 'anonymous') } }) },
  ],
  [
    acceptInvitationEndpoint,
    {
      // A coach taking up a link acts in the inviting account from then on.
      input: async (world, caller) => ({ params: { token: await invitationFor(world, caller) } }),
      freshWorld: true,
    },
  ],
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
  [
    updateMeEndpoint,
    {
      input: () => ({ body: { user: { gender: 'not_said' } } }),
      bodyIds: () => ({ body: { user: { landing_page_attributes: { title: 'Matrix Gym' } } } }),
    },
  ],
  [deleteMeEndpoint, { input: () => ({ body: { confirmation: 'DELETE' } }), freshWorld: true }],
  [updatePrivateEndpoint, { input: () => ({ body: { private: { weight: 'kg' } } }) }],
  [popupStorageEndpoint, { input: () => ({ body: { popup_name: 'sign-up-welcome-page' } }) }],
  [uploadAvatarEndpoint, { input: async () => ({ body: await avatar() }) }],
  [uploadPrivateAvatarEndpoint, { input: async () => ({ body: await avatar() }) }],
  // media
  [fetchMediaEndpoint, { input: () => ({ query: { owner: 'current' } }) }],
  [uploadMediaEndpoint, { input: async () => ({ body: { file: await pngBlob() } }) }],
  [
    createMediaLinkEndpoint,
    {
      input: () => ({
        body: { media: { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      }),
    },
  ],
  [
    completeDirectUploadEndpoint,
    {
      input: async (world, caller) => ({
        body: { media: { signed_id: await directUploadBy(world, caller) } },
      }),
    },
  ],
  [
    signDirectUploadEndpoint,
    { input: () => ({ body: { filename: 'pose.png', content_type: 'image/png', byte_size: 10 } }) },
  ],
  [getMediaEndpoint, { input: async (world) => ({ params: { id: await mediaItemIn(world) } }) }],
  [deleteMediaEndpoint, { input: async (world) => ({ params: { id: await mediaItemIn(world) } }) }],
  // memberships
  ...membershipSamples(),
  // programs
  ...programsSamples(),
  // exercises
  ...exercisesSamples(),
  ...reviewSamples(),
  // training
  [
    getScheduleEndpoint,
    { input: (world) => ({ params: { id: world.planId }, query: { from: '2026-01-05' } }) },
  ],
  [
    saveScheduleEndpoint,
    {
      input: (world) => ({
        params: { id: world.planId },
        // A day of its own per call: every allowed caller saves a new day (version 0).
        body: { days: [{ key: { date: nextScheduleDate() }, version: 0, blocks: [challenge] }] },
      }),
      // One block holding a prescribed exercise of the caller's account and a note's content (the
      // note is stored with note blocks only): every id field of a save has a place.
      bodyIds: async (world, caller) => ({
        params: { id: world.planId },
        body: {
          days: [
            {
              key: { date: nextScheduleDate() },
              version: 0,
              blocks: [
                {
                  kind: 'training',
                  exercises: [
                    { exercise_id: await exerciseOf(world, accountOfCaller(world, caller)) },
                  ],
                  note: { title: 'Read me', body: '', resource_ids: [] },
                },
              ],
            },
          ],
        },
      }),
    },
  ],
  // templates
  ...templatesSamples(),
  // the client's calendar feed
  ...feedSamples(),
  // tracking
  ...trackingSamples(),
  ...payoutsSamples(),
  ...cardsSamples(),
  ...paidSamples(),
  ...billingSamples(),
]);

// --- training ---

let scheduleDays = 0;
const nextScheduleDate = () =>
  new Date(Date.UTC(2026, 0, 1 + scheduleDays++)).toISOString().slice(0, 10);
const challenge = {
  kind: 'challenge',
  challenge: { name: 'Fran', score_type: 'time', description: '21-15-9' },
};

// --- memberships ---

const isMember = (caller: Caller) => caller === 'member_client' || caller === 'other_member_client';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A new published program of the world's account (its owner creates it), of which a member
 * caller is a client in `state`: the calls that change a membership leave the world's as it is.
 */
async function planOfMembers(
  world: World,
  caller: Caller,
  state: 'active' | 'resume' = 'active',
  planType = 'membership',
) {
  const plan = await publishedPlan(world.t, world.people.owner.token, { plan_type: planType });
  const person = personOf(world, caller);
  if (person && isMember(caller)) {
    await world.t.database.db.insert(planMemberships).values({
      planId: plan.id,
      accountId: world.accountId,
      userId: person.private.id,
      state,
      startDate: '2020-01-01',
      applied: true,
    });
  }
  return plan.id;
}

/** A membership of the world's program to change or remove: an invite, or an ongoing client. */
async function clientOfWorldPlan(world: World, state: 'init' | 'active' = 'init') {
  const [row] = await world.t.database.db
    .insert(planMemberships)
    .values({
      planId: world.planId,
      accountId: world.accountId,
      email: uniqueEmail('plan-client').toLowerCase(),
      state,
      inviteState: state === 'init' ? 'init' : null,
      startDate: state === 'active' ? '2020-01-01' : null,
      applied: state === 'active',
    })
    .returning({ id: planMemberships.id });
  return { id: world.planId, membership_id: row!.id };
}

/** A program of the world's account with its waiver on. */
async function waiverPlan(world: World) {
  const id = await planOfMembers(world, 'anonymous');
  await world.t.database.db.update(plans).set({ waiverEnabled: true }).where(eq(plans.id, id));
  return id;
}

function membershipSamples(): [EndpointDefinition, Sample][] {
  const worldPlan = (world: World) => ({ params: { id: world.planId } });
  return [
    [getPublicPlanEndpoint, { input: worldPlan }],
    [
      acceptWaiverEndpoint,
      { input: async (world) => ({ params: { id: await waiverPlan(world) } }) },
    ],
    [
      contactCoachEndpoint,
      { input: (world) => ({ ...worldPlan(world), body: { message: { text: 'A question' } } }) },
    ],
    [
      buyPlanEndpoint,
      {
        input: async (world) => ({
          params: { id: await planOfMembers(world, 'anonymous', 'active', 'one_many') },
          body: {},
        }),
      },
    ],
    [
      applyPlanEndpoint,
      {
        input: async (world, caller) => ({
          body: { plan_id: await planOfMembers(world, caller), start_date: today() },
        }),
      },
    ],
    [
      resumePlanEndpoint,
      {
        input: async (world, caller) => ({
          params: { id: await planOfMembers(world, caller, 'resume') },
          body: { resume_type: 'continue' },
        }),
      },
    ],
    [
      reAddInfoEndpoint,
      { input: async (world, caller) => ({ params: { id: await planOfMembers(world, caller) } }) },
    ],
    [
      reAddScheduleEndpoint,
      {
        input: async (world, caller) => ({
          params: { id: await planOfMembers(world, caller) },
          body: { date: today() },
        }),
      },
    ],
    [
      cancelPlanEndpoint,
      { input: async (world, caller) => ({ params: { id: await planOfMembers(world, caller) } }) },
    ],
    [
      unsubscribePlanEndpoint,
      { input: async (world, caller) => ({ params: { id: await planOfMembers(world, caller) } }) },
    ],
    [getMyProgramsEndpoint, { input: () => ({ query: { list: 'active' } }) }],
    [
      getPlanClientsEndpoint,
      { input: (world) => ({ ...worldPlan(world), query: { list: 'active' } }) },
    ],
    [
      inviteClientsEndpoint,
      {
        input: (world) => ({ ...worldPlan(world), body: { emails: [uniqueEmail('invitee')] } }),
      },
    ],
    [
      removePlanClientEndpoint,
      { input: async (world) => ({ params: await clientOfWorldPlan(world) }) },
    ],
    [
      editPlanClientEndpoint,
      {
        input: async (world) => ({
          params: await clientOfWorldPlan(world),
          body: { client: { first_name: 'Sam' } },
        }),
      },
    ],
    [
      cancelPlanClientEndpoint,
      {
        input: async (world) => ({
          params: await clientOfWorldPlan(world, 'active'),
          body: { when: 'now' },
        }),
      },
    ],
    [
      sendPlanInviteEndpoint,
      { input: async (world) => ({ params: await clientOfWorldPlan(world) }) },
    ],
    [getWaiverAcceptancesEndpoint, { input: worldPlan }],
    ...clientTracksSamples(),
  ];
}

// media
/** A 2×2 PNG file. */
async function pngBlob() {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)]);
}

/** An uploaded file in the business account's library (the owner's and the team coach's). */
async function mediaItemIn(world: World): Promise<number> {
  const [row] = await world.t.database.db
    .insert(media)
    .values({
      library: 'account',
      ownerAccountId: world.accountId,
      type: 'other',
      title: 'Warm-up notes',
      uploadedAt: now(),
      state: 'published',
    })
    .returning({ id: media.id });
  return row!.id;
}

/**
 * The signed id of a file the caller uploaded straight to storage to their own library (signed
 * before the blocked owner's account is blocked); a made-up one for a visitor, refused first.
 */
async function directUploadBy(world: World, caller: Caller): Promise<string> {
  const person = personOf(world, caller);
  if (!person) return 'not-a-signed-id';
  const png = Buffer.from(await (await pngBlob()).arrayBuffer());
  const signed = await world.t.app.inject({
    method: 'POST',
    url: '/api/media/direct_upload',
    headers: bearer(person.token),
    payload: { filename: 'pose.png', content_type: 'image/png', byte_size: png.length },
  });
  const { upload_url, headers, signed_id } = signed.json<DirectUploadResponse>();
  const url = new URL(upload_url);
  await world.t.app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    headers,
    payload: png,
  });
  return signed_id;
}
