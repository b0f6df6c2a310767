import { addDays, type Day } from '@forma/contract/programs/days';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { clientDateOf } from '../training/training.api.ts';
import { requireClientDay } from './client-day-access.ts';
import { saveMove } from './day-moves.ts';

/** A Fixed Length program without a length yet spans its longest possible length. */
const MAX_WEEKS = 104;

/**
 * PUT user/training/days/{day_id}/move {date}: a Fixed Length client puts one of their training
 * days on another date of their program's span (their start to its last day), today or later;
 * moved back to its own date, the move is gone.
 */
export async function moveDay(rc: RequestContext, dayId: number, date: Day) {
  const { user } = await requireAccess(rc, 'training.log');
  const day = await requireClientDay(rc.db, user.id, rc.clientDay, { dayId });
  const { plan, membership } = day.followed;
  if (plan.planType !== 'fixed') throw invalid('base', m.moveFixedOnly);
  // A fixed day the client may open has a date: they have a start.
  const start = membership.startDate!;
  const first = start > rc.clientDay ? start : rc.clientDay;
  const last = addDays(start, (plan.lengthWeeks ?? MAX_WEEKS) * 7 - 1);
  if (date < first || date > last) throw invalid('date', m.moveDate(first, last));
  const own = clientDateOf(day.content.day, start);
  await saveMove(rc.db, membership.id, dayId, date === own ? null : date);
  return { day_id: dayId };
}
