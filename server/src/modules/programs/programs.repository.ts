import { and, asc, eq, exists, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { idFromText } from '@forma/contract/common/ids';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { planAttachments, planCovers, planPrices, plans, planTracks } from './programs.tables.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PriceRow = typeof planPrices.$inferSelect;
export type TrackRow = typeof planTracks.$inferSelect;
export type CoverRow = typeof planCovers.$inferSelect;
export type AttachmentRow = typeof planAttachments.$inferSelect;
export type PlanParts = {
  prices: PriceRow[];
  tracks: TrackRow[];
  covers: CoverRow[];
  attachments: AttachmentRow[];
};

export async function findPlan(db: Db, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

/** A public reference: the numeric id, or the custom URL (any case). */
export async function findPlanByRef(db: Db, ref: string): Promise<PlanRow | null> {
  // Digits are an id (custom URLs never are): plain digits within the column, else no program.
  if (/^\d+$/.test(ref)) {
    const id = idFromText(ref);
    return id === null ? null : findPlan(db, id);
  }
  const [row] = await db
    .select()
    .from(plans)
    .where(sql`lower(${plans.customUrl}) = ${ref.toLowerCase()}`);
  return row ?? null;
}

/** A program of the coach's current account, or 404 (another account's programs do not exist). */
export async function requirePlanOf(db: Db, accountId: number, id: number): Promise<PlanRow> {
  const plan = await findPlan(db, id);
  if (!plan || plan.accountId !== accountId) {
    throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  return plan;
}

export async function loadPlanParts(db: Db, planId: number): Promise<PlanParts> {
  const [prices, tracks, covers, attachments] = await Promise.all([
    db.select().from(planPrices).where(eq(planPrices.planId, planId)).orderBy(asc(planPrices.id)),
    db
      .select()
      .from(planTracks)
      .where(eq(planTracks.planId, planId))
      .orderBy(asc(planTracks.position), asc(planTracks.id)),
    db.select().from(planCovers).where(eq(planCovers.planId, planId)),
    db
      .select()
      .from(planAttachments)
      .where(eq(planAttachments.planId, planId))
      .orderBy(asc(planAttachments.position)),
  ]);
  return { prices, tracks, covers, attachments };
}

export async function customUrlTaken(db: Db, url: string, exceptPlanId: number | null) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(sql`lower(${plans.customUrl}) = ${url.toLowerCase()}`);
  return Boolean(row && row.id !== exceptPlanId);
}

export async function findPrice(db: Db, planId: number, priceId: number): Promise<PriceRow> {
  const [row] = await db
    .select()
    .from(planPrices)
    .where(and(eq(planPrices.planId, planId), eq(planPrices.id, priceId)));
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return row;
}

export async function findTrack(db: Db, planId: number, trackId: number): Promise<TrackRow> {
  const [row] = await db
    .select()
    .from(planTracks)
    .where(and(eq(planTracks.planId, planId), eq(planTracks.id, trackId)));
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return row;
}

/** Price options by id (for another area's lists). */
export async function pricesByIds(db: Db, ids: number[]): Promise<PriceRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select().from(planPrices).where(inArray(planPrices.id, unique));
}

/** Programs by id (for another area's lists). */
export async function plansByIds(db: Db, ids: number[]): Promise<Map<number, PlanRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(plans).where(inArray(plans.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The covers of these programs (for another area's lists). */
export async function coversOfPlans(db: Db, planIds: number[]): Promise<CoverRow[]> {
  const unique = [...new Set(planIds)];
  if (unique.length === 0) return [];
  return db.select().from(planCovers).where(inArray(planCovers.planId, unique));
}

/** SQL for another area's query: the program in `planId` (an outer column) is `accountId`'s. */
export const isPlanOfAccount = (db: Db, planId: Column, accountId: number): SQL =>
  exists(
    db
      .select({ one: plans.id })
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.accountId, accountId))),
  );

/** SQL for another area's query: the program in `planId` (an outer column) is published. */
export const isPublishedPlan = (db: Db, planId: Column): SQL =>
  exists(
    db
      .select({ one: plans.id })
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.state, 'published'))),
  );
