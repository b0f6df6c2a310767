import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import './programs.ports.ts';
import type { PlanRow } from './programs.repository.ts';
import { planAttachments, planCovers, planPrices, plans, planTracks } from './programs.tables.ts';

/**
 * A draft copy of a program in `accountId` (a clone in its own account, or a copy into another):
 * its settings, prices, tracks (archived ones archived), covers, attachments and its whole
 * schedule, in one transaction. Into another account it brings the library items it uses.
 * The schedule and the library items are other areas': the root copies them (ports).
 */
export async function duplicatePlan(
  { db, ports }: Pick<AppContext, 'db' | 'ports'>,
  plan: PlanRow,
  accountId: number,
  userId: number,
  title: string,
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [covers, attachments] = await Promise.all([
      tx.select().from(planCovers).where(eq(planCovers.planId, plan.id)),
      tx.select().from(planAttachments).where(eq(planAttachments.planId, plan.id)),
    ]);
    const maps = await ports.copyLibraryItems(tx, plan, accountId, [
      ...covers.flatMap((c) => (c.mediaId === null ? [] : [c.mediaId])),
      ...attachments.map((a) => a.mediaId),
      ...plan.waiverAttachments.map((a) => a.media_id),
    ]);
    const mediaId = (id: number) => maps.media.get(id) ?? id;

    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...fields } = plan;
    const [copy] = await tx
      .insert(plans)
      .values({
        ...fields,
        accountId,
        createdById: userId,
        title,
        state: 'draft',
        archived: false,
        customUrl: null,
        waiverAttachments: plan.waiverAttachments.map((a) => ({
          ...a,
          media_id: mediaId(a.media_id),
        })),
        // The shared calendar comes along; a 1-2-1 program's calendars are its clients'.
        trainingScheduledTo: plan.planType === 'individual' ? null : plan.trainingScheduledTo,
      })
      .returning();
    const id = copy!.id;
    const prices = await tx
      .select()
      .from(planPrices)
      .where(and(eq(planPrices.planId, plan.id), eq(planPrices.archived, false)));
    if (prices.length) {
      await tx.insert(planPrices).values(
        prices.map((p) => ({
          planId: id,
          period: p.period,
          amount: p.amount,
          currency: p.currency,
        })),
      );
    }
    const tracks = await tx.select().from(planTracks).where(eq(planTracks.planId, plan.id));
    if (tracks.length) {
      await tx.insert(planTracks).values(
        tracks.map((t) => ({
          planId: id,
          name: t.name,
          archived: t.archived,
          position: t.position,
        })),
      );
    }
    if (covers.length) {
      await tx.insert(planCovers).values(
        covers.map((c) => ({
          ...c,
          planId: id,
          mediaId: c.mediaId === null ? null : mediaId(c.mediaId),
        })),
      );
    }
    if (attachments.length) {
      await tx
        .insert(planAttachments)
        .values(attachments.map((a) => ({ ...a, planId: id, mediaId: mediaId(a.mediaId) })));
    }
    await ports.copyProgramming(tx, plan, id, maps);
    return copy!;
  });
}
