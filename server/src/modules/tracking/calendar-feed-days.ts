import { addDays, type Day } from '@forma/contract/programs/days';
import { trainingFlows, visibleTo } from '@forma/contract/tracking/visibility.rules';
import type { Db } from '../../db/database.ts';
import { dayForPerson } from '../accounts/accounts.api.ts';
import { plansByIds, type PlanRow } from '../programs/programs.api.ts';
import { calendarMembershipsOf } from '../purchase/purchase.api.ts';
import {
  chosenTracksOfMembership,
  exerciseNamesOf,
  readClientDays,
  type DayContent,
} from '../training/training.api.ts';
import type { FeedEvent } from './calendar-feed.ics.ts';
import { movesOf } from './day-moves.ts';
import { calendarFeedTexts as texts } from './tracking.messages.ts';

/** How far the feed reaches: two months back, at most a year ahead (fewer when less is visible). */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;

type Block = DayContent['blocks'][number];

const blockTitle = ({ block }: Block) =>
  block.title.trim() ||
  block.note?.title.trim() ||
  block.challenge?.name.trim() ||
  texts.blockKinds[block.kind];

/**
 * The client's training days as all-day events, on their own dates in their stored time zone
 * (a calendar app sends no Client-Timezone): every program whose training flows to them, from
 * FEED_DAYS_BACK days ago (or their start) to the last day they may see, capped a year ahead.
 * A Fixed Length day the client moved stands on its new date, as in their calendar.
 */
export async function feedEvents(
  db: Db,
  person: { id: number; timeZone: string | null },
  at: Date,
  uidDomain: string,
): Promise<FeedEvent[]> {
  const today = dayForPerson(person, at);
  const memberships = await calendarMembershipsOf(db, person.id);
  const [plans, moves] = await Promise.all([
    plansByIds(
      db,
      memberships.map((m) => m.planId),
    ),
    movesOf(
      db,
      memberships.map((m) => m.id),
    ),
  ]);
  const perProgram = await Promise.all(
    memberships.map(async (membership) => {
      const plan = plans.get(membership.planId);
      if (!plan) return [];
      const { state, startDate } = membership;
      if (!trainingFlows({ planType: plan.planType, state, startDate, today })) return [];
      const range = feedRange(plan, startDate, today);
      if (range === null) return [];
      const chosenTrackIds = await chosenTracksOfMembership(db, membership.id);
      const client = { membershipId: membership.id, userId: person.id, startDate, chosenTrackIds };
      const moved = plan.planType === 'fixed' ? (moves.get(membership.id) ?? NONE) : NONE;
      const within = (date: Day) => date >= range.from && date <= range.to;
      const alsoDayIds = [...moved].filter(([, date]) => within(date)).map(([dayId]) => dayId);
      const days = await readClientDays(db, plan, client, { ...range, alsoDayIds }, today);
      const placed = days.flatMap((content) => {
        const date = moved.get(content.day.id) ?? ownDate(content.day, startDate);
        return date !== null && within(date) ? [{ ...content, date }] : [];
      });
      return eventsOf(db, plan, placed, person.id, uidDomain);
    }),
  );
  return perProgram.flat().sort((a, b) => a.date.localeCompare(b.date));
}

function feedRange(plan: PlanRow, startDate: Day | null, today: Day) {
  const back = addDays(today, -FEED_DAYS_BACK);
  const from = startDate !== null && startDate > back ? startDate : back;
  const cap = addDays(today, FEED_DAYS_AHEAD);
  const visible = visibleTo(plan.planType, plan.visibilityDays, today);
  const to = visible !== null && visible < cap ? visible : cap;
  return from <= to ? { from, to } : null;
}

const NONE: ReadonlyMap<number, Day> = new Map();

/** A day's date in the program: its own date, or its index from the client's start. */
const ownDate = (day: DayContent['day'], startDate: Day | null): Day | null =>
  day.onDate ??
  (startDate !== null && day.dayIndex !== null ? addDays(startDate, day.dayIndex) : null);

async function eventsOf(
  db: Db,
  plan: PlanRow,
  days: (DayContent & { date: Day })[],
  userId: number,
  uidDomain: string,
): Promise<FeedEvent[]> {
  const withTraining = days.filter((content) => content.blocks.length > 0);
  const exerciseIds = withTraining.flatMap((c) =>
    c.blocks.flatMap((b) => b.exercises.map((e) => e.exerciseId)),
  );
  const names = await exerciseNamesOf(db, [...new Set(exerciseIds)], plan.accountId);
  return withTraining.flatMap(({ day, blocks, date }) => {
    const titles = blocks.map(blockTitle);
    const description = blocks.flatMap((b) => [
      blockTitle(b),
      ...b.exercises.map((e) => {
        const name = names.get(e.exerciseId)?.name ?? '';
        return e.sets.length > 0 ? `- ${name} (${texts.sets(e.sets.length)})` : `- ${name}`;
      }),
    ]);
    return [
      {
        // Stable per program day and client: an app moves the event when the day moves.
        uid: `day-${day.id}-client-${userId}@${uidDomain}`,
        date,
        summary: `${plan.title}: ${titles.join(', ')}`,
        description: description.join('\n'),
      },
    ];
  });
}
