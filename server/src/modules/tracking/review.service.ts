import type { z } from 'zod';
import type { reviewQuerySchema, ReviewDay } from '@forma/contract/tracking/calendar.schemas';
import { completionOf } from '@forma/contract/tracking/completion.rules';
import type { Day } from '@forma/contract/programs/days';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { usersByIds } from '../accounts/accounts.api.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { readDayContent, readScheduleRange, type DayContent } from '../training/training.api.ts';
import { coachMessages } from './coach-messages.ts';
import { presentFeedback, presentMacrosLog, presentPerformedSet } from './results.presenter.ts';
import { dueDate, reviewClients, type ReviewClient } from './review-clients.ts';
import { dayResults, resultCounts } from './review-results.ts';
import { dayWorkOf, holdsWork, type ResultIndex } from './review-work.ts';

type ReviewQuery = z.infer<typeof reviewQuerySchema>;

/** Each client a day is due for, with their date and what they did of its work. */
function clientsOnDay(
  plan: PlanRow,
  content: DayContent,
  clients: ReviewClient[],
  results: ResultIndex,
  today: Day,
) {
  return clients.flatMap((client) => {
    const date = dueDate(content.day, plan, client, today);
    if (date === null) return [];
    const tracks = date < today ? client.tracks.past : client.tracks.current;
    const work = dayWorkOf(content, tracks, client.membership.userId, results);
    return work ? [{ client, date, completion: completionOf(work) }] : [];
  });
}

/**
 * GET coach/plans/{id}/review?from&to|from_week&to_week[&client_id] (spec 2.6): for each day of
 * the builder's range holding work, how many clients completed all, some or none of it. A
 * fixed number of queries whatever the number of clients and days.
 */
export async function getReviewCounts(rc: RequestContext, planId: number, query: ReviewQuery) {
  const { plan } = await requireAccess(rc, 'schedule.read', planId);
  const { db, clientDay: today } = rc;
  const range = await readScheduleRange(db, plan, query, today);
  const days = range.contents.filter(holdsWork);
  const dayIds = days.map((content) => content.day.id);
  const blockIds = days.flatMap((content) => content.blocks.map(({ block }) => block.id));
  const [clients, results] = await Promise.all([
    reviewClients(db, plan, range.clientId, dayIds),
    resultCounts(db, blockIds, dayIds, range.clientId),
  ]);
  return {
    days: days.map((content) => {
      const counts = { all: 0, some: 0, none: 0 };
      for (const { completion } of clientsOnDay(plan, content, clients, results, today)) {
        counts[completion] += 1;
      }
      return { day_id: content.day.id, ...counts };
    }),
  };
}

type Names = { firstName: string | null; lastName: string | null };
const nameOf = (person: Names) => [person.firstName, person.lastName].filter(Boolean).join(' ');

/** The names the coach entered for the client, else the client's own (as the clients list). */
const clientName = (membership: Names, user: Names | undefined) =>
  nameOf(membership) || (user ? nameOf(user) : coachMessages.deletedUser);

/**
 * GET coach/plans/{id}/review/{day_id}: the Performance Review and Macros Review panels, each
 * client the day is due for with what they recorded on it and the feedback they were given.
 */
export async function getReviewDay(
  rc: RequestContext,
  planId: number,
  dayId: number,
): Promise<ReviewDay> {
  const { plan } = await requireAccess(rc, 'schedule.read', planId);
  const { db, clientDay: today } = rc;
  const content = await readDayContent(db, dayId);
  if (!content || content.day.planId !== plan.id) {
    throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  const blockIds = content.blocks.map(({ block }) => block.id);
  const candidates = await reviewClients(db, plan, content.day.clientId, [dayId]);
  const userIds = candidates.map((c) => c.membership.userId);
  const results = await dayResults(db, dayId, blockIds, userIds);
  const due = clientsOnDay(plan, content, candidates, results.index, today);
  const people = await usersByIds(db, [
    ...due.map(({ client }) => client.membership.userId),
    ...results.feedback.flatMap((f) => (f.authorId ? [f.authorId] : [])),
  ]);
  const clients = due.map(({ client, date, completion }) => {
    const userId = client.membership.userId;
    const user = people.get(userId);
    const mine = <T extends { userId: number }>(rows: T[]) =>
      rows.filter((r) => r.userId === userId);
    return {
      user_id: userId,
      membership_id: client.membership.id,
      full_name: clientName(client.membership, user),
      avatar_url: user?.avatarUrl ?? null,
      date,
      completion,
      performed: mine(results.sets).map(presentPerformedSet),
      done_block_ids: mine(results.blocksDone).map((row) => row.blockId),
      macros_logs: mine(results.macros).map(presentMacrosLog),
      comment_count: results.comments.find((row) => row.clientId === userId)?.n ?? 0,
      feedback: mine(results.feedback).map((row) => {
        const author = row.authorId ? people.get(row.authorId) : undefined;
        return presentFeedback(row, author ? nameOf(author) : coachMessages.deletedUser);
      }),
    };
  });
  clients.sort((a, b) => a.full_name.localeCompare(b.full_name) || a.user_id - b.user_id);
  return { day_id: dayId, clients };
}
