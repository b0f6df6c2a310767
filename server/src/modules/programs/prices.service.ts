import { and, eq } from 'drizzle-orm';
import type { PriceInput, PriceOption } from '@forma/contract/programs/programs.schemas';
import { priceMessages, programMessages } from '@forma/contract/programs/programs.messages';
import {
  archivePriceWarnings,
  canRestorePrice,
  formatPrice,
  priceOptionsErrors,
} from '@forma/contract/programs/programs.rules';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { now } from '../../platform/clock.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { priceContext } from './programs.service.ts';
import { presentPrice } from './programs.presenter.ts';
import { findPrice, type PlanRow, type PriceRow } from './programs.repository.ts';
import { planPrices, plans } from './programs.tables.ts';

async function activePrices(db: Db, planId: number) {
  return db
    .select()
    .from(planPrices)
    .where(and(eq(planPrices.planId, planId), eq(planPrices.archived, false)));
}

/** The spec's rules on the option list as it would be; errors of `index` go on its fields. */
async function assertOptions(
  db: Db,
  accountId: number,
  plan: PlanRow,
  options: { period: PriceRow['period']; price: number }[],
  index: number,
) {
  const found = priceOptionsErrors(options, await priceContext(db, accountId, plan));
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(found)) {
    if (key === 'base') fields.base = messages;
    else if (key.startsWith(`${index}.`)) fields[key.slice(`${index}.`.length)] = messages;
    else (fields.base ??= []).push(...messages);
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('INVALID', Object.values(fields)[0]![0]!, fields);
  }
}

async function present(
  { db, ports }: Pick<AppContext, 'db' | 'ports'>,
  row: PriceRow,
): Promise<PriceOption> {
  return presentPrice(row, await ports.priceSubscriptionCounts(db, row.planId));
}

/** POST coach/plans/{id}/prices: a draft free program becomes paid with its first option. */
export async function addPrice(rc: RequestContext, planId: number, input: PriceInput) {
  const { current, plan } = await requireAccess(rc, 'program.prices.update', planId);
  const { db } = rc;
  if (plan.pricing === 'free' && plan.publishedAt) {
    throw new AppError('INVALID', programMessages.pricingFixedOnPublish, {
      base: [programMessages.pricingFixedOnPublish],
    });
  }
  const active = await activePrices(db, plan.id);
  const options = [...active.map((p) => ({ period: p.period, price: p.amount })), input];
  await assertOptions(db, current.account.id, plan, options, options.length - 1);
  const [row] = await db
    .insert(planPrices)
    .values({ planId: plan.id, period: input.period, amount: input.price, currency: plan.currency })
    // The same option added twice at once: the second finds the period taken.
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalid('period', priceMessages.periodUnique);
  if (plan.pricing === 'free') {
    await db.update(plans).set({ pricing: 'paid', updatedAt: now() }).where(eq(plans.id, plan.id));
  }
  return present(rc, row);
}

/**
 * PATCH coach/plans/{id}/prices/{price_id}: a new amount. On a published program the option is
 * marked for the 'Update your clients' step (spec 4.3), with a message to start from.
 */
export async function changePrice(
  rc: RequestContext,
  planId: number,
  priceId: number,
  amount: number,
) {
  const { current, plan } = await requireAccess(rc, 'program.prices.update', planId);
  const { db } = rc;
  const price = await findPrice(db, plan.id, priceId);
  if (price.archived) throw new AppError('INVALID', priceMessages.optionArchived);
  const active = await activePrices(db, plan.id);
  const index = active.findIndex((p) => p.id === price.id);
  const options = active.map((p) => ({
    period: p.period,
    price: p.id === price.id ? amount : p.amount,
  }));
  await assertOptions(db, current.account.id, plan, options, index);
  if (amount === price.amount) return present(rc, price);
  const changed = plan.publishedAt !== null;
  const [row] = await db
    .update(planPrices)
    .set({
      amount,
      messageAboutChangedPrice: changed,
      messageForInbox: changed
        ? `The price of ${plan.title} has changed from ${formatPrice(price.amount, price.currency)} to ${formatPrice(amount, price.currency)}.`
        : null,
    })
    .where(eq(planPrices.id, price.id))
    .returning();
  return present(rc, row!);
}

/** A published paid program keeps at least one option to sell. */
function assertNotLast(plan: PlanRow, active: PriceRow[], price: PriceRow) {
  if (plan.pricing === 'paid' && plan.publishedAt && active.length === 1 && !price.archived) {
    throw new AppError('INVALID', priceMessages.priceRequired, {
      base: [priceMessages.priceRequired],
    });
  }
}

/**
 * PUT coach/plans/{id}/prices/{price_id}/archive. With subscriptions on the option, or some
 * switching to it, the warnings are answered first (422 with `warnings`) until `confirm`.
 */
export async function archivePrice(
  rc: RequestContext,
  planId: number,
  priceId: number,
  confirm: boolean,
) {
  const { plan } = await requireAccess(rc, 'program.prices.update', planId);
  const { db } = rc;
  const price = await findPrice(db, plan.id, priceId);
  const option = await present(rc, price);
  const warnings = archivePriceWarnings(option);
  if (price.archived) return { price: option, warnings: [] };
  assertNotLast(plan, await activePrices(db, plan.id), price);
  if (warnings.length > 0 && !confirm) {
    throw new AppError('INVALID', warnings[0]!, { base: warnings }, { warnings });
  }
  const [row] = await db
    .update(planPrices)
    .set({ archived: true })
    .where(eq(planPrices.id, price.id))
    .returning();
  return { price: await present(rc, row!), warnings };
}

/** PUT .../restore: refused with 'Cannot restore!' when an active option has the period. */
export async function restorePrice(rc: RequestContext, planId: number, priceId: number) {
  const { current, plan } = await requireAccess(rc, 'program.prices.update', planId);
  const { db } = rc;
  const price = await findPrice(db, plan.id, priceId);
  if (!price.archived) return present(rc, price);
  const active = await activePrices(db, plan.id);
  if (!canRestorePrice(price.period, active)) {
    throw new AppError('INVALID', priceMessages.cannotRestore, {
      base: [priceMessages.cannotRestore],
    });
  }
  // The option list as it would be must still keep the plan's rules (8 at most, FREE monthly only).
  const options = [...active, price].map((p) => ({ period: p.period, price: p.amount }));
  await assertOptions(db, current.account.id, plan, options, options.length - 1);
  const [row] = await db
    .update(planPrices)
    .set({ archived: false })
    .where(eq(planPrices.id, price.id))
    .returning();
  return present(rc, row!);
}

/** DELETE coach/plans/{id}/prices/{price_id}: only an option nobody subscribes or switches to. */
export async function deletePrice(rc: RequestContext, planId: number, priceId: number) {
  const { plan } = await requireAccess(rc, 'program.prices.update', planId);
  const { db } = rc;
  const price = await findPrice(db, plan.id, priceId);
  const option = await present(rc, price);
  const warnings = archivePriceWarnings(option);
  if (warnings.length > 0) throw new AppError('INVALID', warnings[0]!, { base: warnings });
  assertNotLast(plan, await activePrices(db, plan.id), price);
  await db.delete(planPrices).where(eq(planPrices.id, price.id));
  const left = await db.select().from(planPrices).where(eq(planPrices.planId, plan.id));
  if (left.length === 0 && plan.pricing === 'paid' && !plan.publishedAt) {
    await db.update(plans).set({ pricing: 'free', updatedAt: now() }).where(eq(plans.id, plan.id));
  }
}

/** POST coach/plans/{id}/skip/{price_id}: 'Don't notify' after a price change. */
export async function skipPriceMessage(rc: RequestContext, planId: number, priceId: number) {
  const { plan } = await requireAccess(rc, 'program.prices.update', planId);
  const { db } = rc;
  const price = await findPrice(db, plan.id, priceId);
  const [row] = await db
    .update(planPrices)
    .set({ messageAboutChangedPrice: false })
    .where(eq(planPrices.id, price.id))
    .returning();
  return present(rc, row!);
}
