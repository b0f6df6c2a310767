import { and, inArray } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import { clientTracks } from '@forma/contract/programs/tracks.rules';
import type { Db } from '../../db/database.ts';
import { tracksOfPlan, type PlanRow } from '../programs/programs.api.ts';
import { planFollowers, type MembershipRow } from '../purchase/purchase.api.ts';
import { chosenTracksOf, clientDateOf, type DayRow } from '../training/training.api.ts';
import { onCalendarOf } from './coach-athletes.ts';
import { membershipDayMoves } from './tracking.tables.ts';

/** A client the review counts: their membership, tracks, and Fixed Length days moved. */
export type ReviewClient = {
  membership: MembershipRow & { userId: number };
  tracks: { current: ReadonlySet<number>; past: ReadonlySet<number> };
  moved: ReadonlyMap<number, Day>;
};

/**
 * The program's clients who hold or held a place (or the one 1-2-1 client `clientId`), with
 * what they see: four queries for any number of clients.
 */
export async function reviewClients(
  db: Db,
  plan: PlanRow,
  clientId: number | null,
  dayIds: readonly number[],
): Promise<ReviewClient[]> {
  const members = (await planFollowers(db, plan.id, clientId ?? undefined)).filter(
    (m): m is ReviewClient['membership'] => m.userId !== null,
  );
  if (members.length === 0) return [];
  const ids = members.map((m) => m.id);
  const [tracks, chosen, moves] = await Promise.all([
    tracksOfPlan(db, plan.id),
    chosenTracksOf(db, ids),
    plan.planType === 'fixed' && dayIds.length > 0
      ? db
          .select()
          .from(membershipDayMoves)
          .where(
            and(
              inArray(membershipDayMoves.membershipId, ids),
              inArray(membershipDayMoves.dayId, [...dayIds]),
            ),
          )
      : [],
  ]);
  return members.map((membership) => {
    const own = clientTracks(chosen.get(membership.id) ?? [], tracks);
    const moved = new Map(
      moves.filter((m) => m.membershipId === membership.id).map((m) => [m.dayId, m.onDate]),
    );
    return {
      membership,
      tracks: { current: new Set(own.current), past: new Set(own.past) },
      moved,
    };
  });
}

/**
 * The client's date of a day when it is due for them (today or past, on their own dates, while
 * they held their place), else null: the review counts only days a client could have done.
 */
export function dueDate(day: DayRow, plan: PlanRow, client: ReviewClient, today: Day): Day | null {
  const { membership } = client;
  if (!onCalendarOf(day, plan, membership.userId)) return null;
  const date = client.moved.get(day.id) ?? clientDateOf(day, membership.startDate);
  if (date === null || date > today) return null;
  if (membership.startDate !== null && date < membership.startDate) return null;
  if (membership.endDate !== null && date > membership.endDate) return null;
  return date;
}
