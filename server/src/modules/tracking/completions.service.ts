import { and, eq } from 'drizzle-orm';
import type { MacrosLog } from '@forma/contract/tracking/results.schemas';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { invalid } from '../../platform/errors/app-error.ts';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { setBodyweight } from '../accounts/accounts.api.ts';
import { requireClientDay } from './client-day-access.ts';
import { presentMacrosLog } from './results.presenter.ts';
import { blockCompletions, dayCompletions, macroLogs } from './tracking.tables.ts';
import { claimStamp, claimStamps, stampTargets, writeStamp } from './write-stamps.ts';

/**
 * PUT user/training/blocks/{block_id}/done {done}: a block (or a note read) done, or not. A mark
 * made before the last one applied to the block (an offline replay) changes nothing and answers
 * the block's mark as it is.
 */
export async function setBlockDone(
  rc: RequestContext,
  blockId: number,
  done: boolean,
  recordedAt?: string,
) {
  const { user } = await requireAccess(rc, 'training.log');
  const day = await requireClientDay(rc.db, user.id, rc.clientDay, { blockId });
  const planId = day.followed.plan.id;
  const at = writeStamp(rc, recordedAt);
  const mark = and(eq(blockCompletions.userId, user.id), eq(blockCompletions.blockId, blockId));
  return rc.db.transaction(async (tx) => {
    if (!(await claimStamp(tx, user.id, stampTargets.blockDone(blockId), at))) {
      const held = await tx.select().from(blockCompletions).where(mark);
      return { block_id: blockId, done: held.length > 0 };
    }
    if (!done) {
      await tx.delete(blockCompletions).where(mark);
      return { block_id: blockId, done };
    }
    const added = await tx
      .insert(blockCompletions)
      .values({ userId: user.id, blockId, planId })
      .onConflictDoNothing()
      .returning({ blockId: blockCompletions.blockId });
    if (added.length) await emitEvent(tx, 'block.completed', { userId: user.id, planId, blockId });
    return { block_id: blockId, done };
  });
}

/**
 * PUT user/training/days/{day_id}/done {done}: the day done, with every block the client sees
 * on it; undone takes back the day's mark only (the blocks stay as they were marked). Made
 * before the last mark applied to the day, it changes nothing; made before a block's last mark,
 * it leaves that block as it is (a block undone after the day was marked stays undone).
 */
export async function setDayDone(
  rc: RequestContext,
  dayId: number,
  done: boolean,
  recordedAt?: string,
) {
  const { user } = await requireAccess(rc, 'training.log');
  const day = await requireClientDay(rc.db, user.id, rc.clientDay, { dayId });
  const planId = day.followed.plan.id;
  const at = writeStamp(rc, recordedAt);
  const mark = and(eq(dayCompletions.userId, user.id), eq(dayCompletions.dayId, dayId));
  return rc.db.transaction(async (tx) => {
    if (!(await claimStamp(tx, user.id, stampTargets.dayDone(dayId), at))) {
      const held = await tx.select().from(dayCompletions).where(mark);
      return { day_id: dayId, done: held.length > 0 };
    }
    if (!done) {
      await tx.delete(dayCompletions).where(mark);
      return { day_id: dayId, done };
    }
    const added = await tx
      .insert(dayCompletions)
      .values({ userId: user.id, dayId, planId })
      .onConflictDoNothing()
      .returning({ dayId: dayCompletions.dayId });
    const blockIds = day.content.blocks.map((b) => b.block.id);
    const claimed = await claimStamps(tx, user.id, blockIds.map(stampTargets.blockDone), at);
    const marked = blockIds.filter((blockId) => claimed.has(stampTargets.blockDone(blockId)));
    if (marked.length) {
      await tx
        .insert(blockCompletions)
        .values(marked.map((blockId) => ({ userId: user.id, blockId, planId })))
        .onConflictDoNothing();
    }
    if (added.length) await emitEvent(tx, 'day.completed', { userId: user.id, planId, dayId });
    return { day_id: dayId, done };
  });
}

/**
 * PUT user/training/blocks/{block_id}/macros: what the client ate against a macros block. Made
 * before the last log applied to the block (an offline replay), it changes nothing and answers
 * the log held.
 */
export async function logMacros(
  rc: RequestContext,
  blockId: number,
  grams: { protein: number; carbs: number; fat: number },
  recordedAt?: string,
): Promise<MacrosLog> {
  const { user } = await requireAccess(rc, 'training.log');
  const day = await requireClientDay(rc.db, user.id, rc.clientDay, { blockId });
  const block = day.content.blocks.find((b) => b.block.id === blockId)!.block;
  if (block.kind !== 'macros') throw invalid('block_id', m.macrosOnly);
  const planId = day.followed.plan.id;
  const at = writeStamp(rc, recordedAt);
  return rc.db.transaction(async (tx) => {
    if (!(await claimStamp(tx, user.id, stampTargets.macros(blockId), at))) {
      const [held] = await tx
        .select()
        .from(macroLogs)
        .where(and(eq(macroLogs.userId, user.id), eq(macroLogs.blockId, blockId)));
      if (held) return presentMacrosLog(held);
    }
    const row = { userId: user.id, blockId, planId, ...grams, loggedAt: rc.now };
    const [saved] = await tx
      .insert(macroLogs)
      .values(row)
      .onConflictDoUpdate({ target: [macroLogs.userId, macroLogs.blockId], set: row })
      .returning();
    await emitEvent(tx, 'macros.logged', { userId: user.id, planId, blockId });
    return presentMacrosLog(saved!);
  });
}

/** PUT user/bodyweight: the weight macros per kg or lb of bodyweight are worked out from. */
export async function saveBodyweight(rc: RequestContext, bodyweightKg: number) {
  const { user } = await requireAccess(rc, 'training.log');
  await setBodyweight(rc.db, user.id, bodyweightKg);
  return { bodyweight_kg: bodyweightKg };
}
