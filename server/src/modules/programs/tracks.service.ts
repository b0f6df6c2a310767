import { and, count, eq, ne } from 'drizzle-orm';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { trackMessages } from '@forma/contract/programs/programs.messages';
import {
  professionalFeatures,
  trackChangeError,
  trackNameError,
  type TrackChange,
} from '@forma/contract/programs/programs.rules';
import type { Db } from '../../db/database.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { loadSubscription } from '../platform-plan/platform-plan.api.ts';
import { findTrack, type TrackRow } from './programs.repository.ts';
import { planTracks } from './programs.tables.ts';
import { tracksOfPlan } from './tracks.repository.ts';

const present = (t: TrackRow): Track => ({
  id: t.id,
  name: t.name,
  archived: t.archived,
  position: t.position,
});

async function activeCount(db: Db, planId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(planTracks)
    .where(and(eq(planTracks.planId, planId), eq(planTracks.archived, false)));
  return row?.n ?? 0;
}

/**
 * 15 active tracks at most; on FREE several tracks need PROFESSIONAL (the web app shows the
 * access-restricted modal for `restricted: 'tracks'`).
 */
async function assertChange(db: Db, accountId: number, planId: number, change: TrackChange) {
  const sub = await loadSubscription(db, accountId);
  const error = trackChangeError(change, await activeCount(db, planId), professionalFeatures(sub));
  if (error === 'restricted') {
    throw new AppError(
      'INVALID',
      trackMessages.restricted,
      { base: [trackMessages.restricted] },
      { restricted: 'tracks' },
    );
  }
  if (error) throw new AppError('INVALID', error, { base: [error] });
}

async function assertName(db: Db, planId: number, name: string, exceptId: number | null) {
  const others = await db
    .select({ name: planTracks.name })
    .from(planTracks)
    .where(and(eq(planTracks.planId, planId), exceptId ? ne(planTracks.id, exceptId) : undefined));
  const error = trackNameError(
    name,
    others.map((o) => o.name),
  );
  if (error) throw invalid('name', error);
}

/** The name check and the write race with an identical request; the unique index decides. */
async function savingName(write: () => Promise<TrackRow[]>): Promise<TrackRow> {
  try {
    const [row] = await write();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'plan_tracks_plan_name_key')) {
      throw invalid('name', trackMessages.nameTaken);
    }
    throw error;
  }
}

export async function listTracks(rc: RequestContext, planId: number): Promise<Track[]> {
  const { plan } = await requireAccess(rc, 'program.read', planId);
  return (await tracksOfPlan(rc.db, plan.id)).map(present);
}

export async function addTrack(rc: RequestContext, planId: number, name: string) {
  const { current, plan } = await requireAccess(rc, 'program.tracks.update', planId);
  await assertName(rc.db, plan.id, name, null);
  await assertChange(rc.db, current.account.id, plan.id, 'add');
  const [last] = await rc.db
    .select({ n: count() })
    .from(planTracks)
    .where(eq(planTracks.planId, plan.id));
  const row = await savingName(() =>
    rc.db
      .insert(planTracks)
      .values({ planId: plan.id, name: name.trim(), position: last?.n ?? 0 })
      .returning(),
  );
  return present(row);
}

export async function renameTrack(
  rc: RequestContext,
  planId: number,
  trackId: number,
  name: string,
) {
  const { current, plan } = await requireAccess(rc, 'program.tracks.update', planId);
  const track = await findTrack(rc.db, plan.id, trackId);
  await assertName(rc.db, plan.id, name, track.id);
  await assertChange(rc.db, current.account.id, plan.id, 'rename');
  const row = await savingName(() =>
    rc.db
      .update(planTracks)
      .set({ name: name.trim() })
      .where(eq(planTracks.id, track.id))
      .returning(),
  );
  return present(row);
}

/** Archived tracks are hidden from clients (notes stay in history); restorable at any time. */
export async function setTrackArchived(
  rc: RequestContext,
  planId: number,
  trackId: number,
  archived: boolean,
) {
  const { current, plan } = await requireAccess(rc, 'program.tracks.update', planId);
  const track = await findTrack(rc.db, plan.id, trackId);
  if (track.archived === archived) return present(track);
  // Every program has a default track (its first active one): the last one stays.
  if (archived && (await activeCount(rc.db, plan.id)) === 1) {
    throw new AppError('INVALID', trackMessages.lastActive, { base: [trackMessages.lastActive] });
  }
  await assertChange(rc.db, current.account.id, plan.id, archived ? 'archive' : 'restore');
  const [row] = await rc.db
    .update(planTracks)
    .set({ archived })
    .where(eq(planTracks.id, track.id))
    .returning();
  return present(row!);
}
