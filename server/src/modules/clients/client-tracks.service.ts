import type { ClientTracksBody } from '@forma/contract/clients/clients.schemas';
import { trackMessages } from '@forma/contract/programs/programs.messages';
import { professionalFeatures } from '@forma/contract/programs/programs.rules';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { loadSubscription } from '../platform-plan/platform-plan.api.ts';
import { tracksOfPlan } from '../programs/programs.api.ts';
import { chosenTracksOfMembership, replaceChosenTracks } from '../training/training.api.ts';
import { presentOne, requireMembership } from './program-clients.service.ts';

const sameTracks = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * PUT coach/plans/{id}/clients/{membership_id}/tracks: the tracks the client follows (none: the
 * default track). A track must be the program's and active; one the client is already on stays
 * when it has been archived since. Choosing tracks is part of multiple tracks: PROFESSIONAL.
 */
export async function setClientTracks(
  rc: RequestContext,
  planId: number,
  membershipId: number,
  body: ClientTracksBody,
) {
  const { current, plan } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  const { membership } = await requireMembership(db, plan, membershipId);
  const wanted = [...new Set(body.track_ids)];
  const tracks = new Map((await tracksOfPlan(db, plan.id)).map((track) => [track.id, track]));
  const chosen = await chosenTracksOfMembership(db, membership.id);
  for (const id of wanted) {
    const track = tracks.get(id);
    if (!track) throw invalid('track_ids', trackMessages.notOfProgram);
    if (track.archived && !chosen.includes(id)) {
      throw invalid('track_ids', trackMessages.archivedForClients);
    }
  }
  if (!sameTracks(wanted, chosen)) {
    const sub = await loadSubscription(db, current.account.id, { withCounts: false });
    if (!professionalFeatures(sub)) {
      throw new AppError(
        'INVALID',
        trackMessages.restricted,
        { base: [trackMessages.restricted] },
        { restricted: 'tracks' },
      );
    }
    await db.transaction((tx) => replaceChosenTracks(tx, membership.id, wanted));
  }
  return presentOne(db, plan, membership.id, today);
}
