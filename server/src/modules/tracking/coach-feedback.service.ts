import type { z } from 'zod';
import type { feedbackBodySchema } from '@forma/contract/tracking/results.schemas';
import { now } from '../../platform/clock.ts';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findScheduleDay } from '../training/training.api.ts';
import { requireAthleteDay } from './coach-athletes.ts';
import { presentFeedback } from './results.presenter.ts';
import { dayFeedback } from './tracking.tables.ts';

type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/**
 * PUT coach/athletes/{user_id}/days/{day_id}/feedback {kind, body} (spec 2.6: feedback and
 * macro_feedback): one feedback of each kind per client and day, replaced when written again
 * (by any coach of the account, who then signs it).
 */
export async function saveFeedback(
  rc: RequestContext,
  userId: number,
  dayId: number,
  body: FeedbackBody,
) {
  const { caller, current } = await requireAccess(rc, 'athlete.respond');
  const day = await findScheduleDay(rc.db, dayId);
  const { plan } = await requireAthleteDay(rc.db, current.account.id, day, userId);
  const author = caller.user;
  const row = await rc.db.transaction(async (tx) => {
    const values = { body: body.body, authorId: author.id, updatedAt: now() };
    const [saved] = await tx
      .insert(dayFeedback)
      .values({ userId, dayId, kind: body.kind, planId: plan.id, ...values })
      .onConflictDoUpdate({
        target: [dayFeedback.userId, dayFeedback.dayId, dayFeedback.kind],
        set: values,
      })
      .returning();
    await emitEvent(tx, 'feedback.given', {
      plan_id: plan.id,
      day_id: dayId,
      client_id: userId,
      author_id: author.id,
      kind: body.kind,
    });
    return saved!;
  });
  return presentFeedback(row, `${author.firstName} ${author.lastName}`.trim());
}
