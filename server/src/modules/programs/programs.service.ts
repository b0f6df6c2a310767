import { and, eq } from 'drizzle-orm';
import type {
  CoachPlan,
  CreatePlanBody,
  UpdatePlanBody,
} from '@forma/contract/programs/programs.schemas';
import {
  priceMessages,
  programMessages,
  trackMessages,
} from '@forma/contract/programs/programs.messages';
import {
  blockActionFor,
  onFreePlatformPlan,
  priceOptionsErrors,
  professionalFeatures,
  randomPlanColor,
  TITLE_MAX,
  trackChangeError,
  trackNameError,
  type PlanType,
  type PriceContext,
} from '@forma/contract/programs/programs.rules';
import type { Day } from '@forma/contract/programs/days';
import type { PlanFlagAction } from '@forma/contract/programs/programs.endpoints';
import { isBlocked } from '@forma/contract/platform-plan/subscription.rules';
import type { Db } from '../../db/database.ts';
import { now } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findMembership } from '../accounts/accounts.api.ts';
import { loadSubscription } from '../platform-plan/platform-plan.api.ts';
import { withdrawPlanInvitations } from '../accounts/accounts.api.ts';
import { completeChecklistStep } from '../accounts/accounts.api.ts';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { removeCoverFiles } from './cover-files.ts';
import { duplicatePlan } from './duplicate-plan.ts';
import { payoutStatus } from './payouts.ts';
import { FieldErrors, planValues, writingCustomUrl } from './plan-input.ts';
import { checkAttachmentMedia, loadPlanMedia } from './plan-media.ts';
import { presentCoachPlan } from './programs.presenter.ts';
import { loadPlanParts, type PlanRow } from './programs.repository.ts';
import { planAttachments, planCovers, planPrices, plans, planTracks } from './programs.tables.ts';

/** What the price rules need to know about the account (spec 5, 6). */
export async function priceContext(
  db: Db,
  accountId: number,
  plan: { planType: PlanType; currency: string },
): Promise<PriceContext> {
  const [sub, payouts] = await Promise.all([
    loadSubscription(db, accountId),
    payoutStatus(db, accountId),
  ]);
  return {
    planType: plan.planType,
    currency: plan.currency,
    // Spec 5: 'You must connect to Stripe…' until the connected account can take charges.
    connected: payouts.connected && payouts.chargesEnabled,
    freePlatformPlan: onFreePlatformPlan(sub),
    professional: professionalFeatures(sub),
  };
}

export async function presentPlan(ctx: AppContext, plan: PlanRow, today: Day): Promise<CoachPlan> {
  const [parts, counts, priceCounts] = await Promise.all([
    loadPlanParts(ctx.db, plan.id),
    ctx.ports.planClientCounts(ctx.db, [plan.id], today),
    ctx.ports.priceSubscriptionCounts(ctx.db, plan.id),
  ]);
  return presentCoachPlan({
    plan,
    parts,
    counts: counts.get(plan.id)!,
    priceCounts,
    storage: ctx.storage,
    media: await loadPlanMedia(ctx, plan, parts),
  });
}

function addPrefixed(errors: FieldErrors, prefix: string, found: Record<string, string[]>) {
  for (const [key, messages] of Object.entries(found)) {
    for (const message of messages)
      errors.add(key === 'base' ? prefix : `${prefix}.${key}`, message);
  }
}

/** POST coach/plans: a draft of any type, with its first price options and tracks. */
export async function createPlan(
  rc: RequestContext,
  body: CreatePlanBody['plan'],
): Promise<CoachPlan> {
  const { caller: auth, current } = await requireAccess(rc, 'program.create');
  const { db } = rc;
  const { plan_type: planType, price_options: priceInputs = [], tracks = [], ...fields } = body;
  const errors = new FieldErrors();
  const { values, attachments } = await planValues(db, fields, { planType, planId: null }, errors);
  const pricing = values.pricing ?? (priceInputs.length > 0 ? 'paid' : 'free');
  const currency = values.currency ?? 'USD';
  const prices = pricing === 'paid' ? priceInputs : [];
  const pricing_ = await priceContext(db, current.account.id, { planType, currency });
  if (pricing === 'paid' && !pricing_.connected) errors.add('plan_pricing', priceMessages.connect);
  else addPrefixed(errors, 'price_options', priceOptionsErrors(prices, pricing_));
  const names: string[] = [];
  tracks.forEach((track, index) => {
    const nameError = trackNameError(track.name, names);
    if (nameError) errors.add(`tracks.${index}.name`, nameError);
    const limit = trackChangeError('add', names.length, pricing_.professional);
    if (limit) errors.add('tracks', limit === 'restricted' ? trackMessages.restricted : limit);
    names.push(track.name.trim());
  });
  const waiverAttachments = values.waiverAttachments;
  await checkAttachmentMedia(rc, current.account, { attachments, waiverAttachments }, errors);
  errors.throwIfAny();

  const created = await writingCustomUrl(db, async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({
        ...values,
        accountId: current.account.id,
        createdById: auth.user.id,
        planType,
        title: body.title,
        pricing,
        currency,
        color: values.color ?? randomPlanColor(),
        visibilityDays:
          planType === 'membership'
            ? 7
            : planType === 'fixed'
              ? null
              : (values.visibilityDays ?? null),
        trialDays: planType === 'fixed' ? null : (values.trialDays ?? null),
      })
      .returning();
    if (prices.length > 0) {
      await tx
        .insert(planPrices)
        .values(
          prices.map((p) => ({ planId: plan!.id, period: p.period, amount: p.price, currency })),
        );
    }
    if (names.length > 0) {
      await tx
        .insert(planTracks)
        .values(names.map((name, position) => ({ planId: plan!.id, name, position })));
    }
    if (attachments?.length) {
      await tx.insert(planAttachments).values(
        attachments.map((a) => ({
          planId: plan!.id,
          mediaId: a.media_id,
          position: a.position,
          titleMedia: a.title_media,
        })),
      );
    }
    return plan!;
  });
  return presentPlan(rc, created, rc.clientDay);
}

export async function getPlan(rc: RequestContext, planId: number) {
  const { plan } = await requireAccess(rc, 'program.read', planId);
  return presentPlan(rc, plan, rc.clientDay);
}

async function replaceAttachments(
  db: Db,
  planId: number,
  attachments: { media_id: number; position: number; title_media: boolean }[],
) {
  await db.delete(planAttachments).where(eq(planAttachments.planId, planId));
  if (attachments.length === 0) return;
  await db.insert(planAttachments).values(
    attachments.map((a) => ({
      planId,
      mediaId: a.media_id,
      position: a.position,
      titleMedia: a.title_media,
    })),
  );
}

/** PATCH coach/plans/{id}: the type never changes; free or paid is fixed once published. */
export async function updatePlan(
  rc: RequestContext,
  planId: number,
  fields: UpdatePlanBody['plan'],
): Promise<CoachPlan> {
  const { current, plan } = await requireAccess(rc, 'program.update', planId);
  const { db } = rc;
  const errors = new FieldErrors();
  const { values, attachments } = await planValues(
    db,
    fields,
    { planType: plan.planType, planId: plan.id },
    errors,
  );
  const published = plan.publishedAt !== null;
  if (values.pricing && values.pricing !== plan.pricing) {
    if (published) errors.add('plan_pricing', programMessages.pricingFixedOnPublish);
    else if (values.pricing === 'paid') {
      const pricing = await priceContext(db, current.account.id, plan);
      if (!pricing.connected) errors.add('plan_pricing', priceMessages.connect);
    }
  }
  if (
    values.currency &&
    values.currency !== plan.currency &&
    published &&
    plan.pricing === 'paid'
  ) {
    errors.add('currency', programMessages.currencyFixedOnPublish);
  }
  const waiverAttachments = values.waiverAttachments;
  await checkAttachmentMedia(rc, current.account, { attachments, waiverAttachments }, errors);
  errors.throwIfAny();
  const updated = await writingCustomUrl(db, async (tx) => {
    const [row] = await tx
      .update(plans)
      .set({ ...values, updatedAt: now() })
      .where(eq(plans.id, plan.id))
      .returning();
    if (values.pricing === 'free' && plan.pricing === 'paid') {
      // DECISIONS.md: free programs have no price options.
      await tx.delete(planPrices).where(eq(planPrices.planId, plan.id));
    }
    if (values.currency && values.currency !== plan.currency) {
      await tx
        .update(planPrices)
        .set({ currency: values.currency })
        .where(eq(planPrices.planId, plan.id));
    }
    if (attachments) await replaceAttachments(tx, plan.id, attachments);
    return row!;
  });
  return presentPlan(rc, updated, rc.clientDay);
}

/**
 * POST coach/plans/{id}/publish (Review & Publish). A coach of a business account whose owner
 * has no payout information keeps a draft (spec 2.3); paid programs need the owner's charges.
 */
export async function publishPlan(rc: RequestContext, planId: number) {
  const { caller: auth, current, plan } = await requireAccess(rc, 'program.publish', planId);
  const { db } = rc;
  if (plan.archived) throw new AppError('INVALID', programMessages.restoreFirst);
  const payouts = await payoutStatus(db, current.account.id);
  if (current.membership && !current.isOwner && !payouts.payoutDetails) {
    throw new AppError('INVALID', programMessages.teamOwnerPayouts);
  }
  if (plan.pricing === 'paid') {
    if (!payouts.connected || !payouts.chargesEnabled) {
      throw new AppError('INVALID', priceMessages.connect, {
        plan_pricing: [priceMessages.connect],
      });
    }
    const active = await db
      .select()
      .from(planPrices)
      .where(and(eq(planPrices.planId, plan.id), eq(planPrices.archived, false)));
    if (active.length === 0) {
      throw new AppError('INVALID', priceMessages.priceRequired, {
        price_options: [priceMessages.priceRequired],
      });
    }
    const errors = new FieldErrors();
    addPrefixed(
      errors,
      'price_options',
      priceOptionsErrors(
        active.map((p) => ({ period: p.period, price: p.amount })),
        await priceContext(db, current.account.id, plan),
      ),
    );
    errors.throwIfAny();
  }
  const row = await db.transaction(async (tx) => {
    const [published] = await tx
      .update(plans)
      .set({ state: 'published', publishedAt: plan.publishedAt ?? now(), updatedAt: now() })
      .where(eq(plans.id, plan.id))
      .returning();
    // 'Sign up clients' comes before 'Review & Publish': the invites wait for the program.
    if (plan.state === 'draft') {
      await emitEvent(tx, 'program.published', {
        planId: plan.id,
        accountId: current.account.id,
        inviterId: auth.user.id,
      });
    }
    return published!;
  });
  await completeChecklistStep(db, auth.user.id, 'published_first_plan');
  return presentPlan(rc, row, rc.clientDay);
}

export async function clonePlan(rc: RequestContext, planId: number) {
  const { caller: auth, current, plan } = await requireAccess(rc, 'program.copy', planId);
  const title = `${plan.title} (copy)`.slice(0, TITLE_MAX);
  const copy = await duplicatePlan(rc, plan, current.account.id, auth.user.id, title);
  return presentPlan(rc, copy, rc.clientDay);
}

/** POST coach/plans/{id}/copy {account_id}: into another account the coach works in. */
export async function copyPlan(rc: RequestContext, planId: number, accountId: number) {
  const { caller: auth, plan } = await requireAccess(rc, 'program.copy', planId);
  const { db } = rc;
  const own = accountId === auth.user.id;
  const member = own ? null : await findMembership(db, accountId, auth.user.id);
  if (!own && member?.inviteStatus !== 'accepted') {
    throw new AppError('FORBIDDEN', errorMessages.forbidden);
  }
  const sub = await loadSubscription(db, accountId);
  if (!sub || isBlocked(sub)) {
    throw new AppError('INVALID', programMessages.copyTarget, {
      account_id: [programMessages.copyTarget],
    });
  }
  const copy = await duplicatePlan(rc, plan, accountId, auth.user.id, plan.title);
  return { id: copy.id, account_id: accountId };
}

async function setFlags(
  rc: RequestContext,
  planId: number,
  flags: (plan: PlanRow) => Partial<typeof plans.$inferInsert>,
) {
  const { plan } = await requireAccess(rc, 'program.update', planId);
  const [row] = await rc.db
    .update(plans)
    .set({ ...flags(plan), updatedAt: now() })
    .where(eq(plans.id, plan.id))
    .returning();
  return presentPlan(rc, row!, rc.clientDay);
}

/** The programs list's row actions that flip a flag (spec 2.2, 4.3). */
export function setPlanFlag(rc: RequestContext, planId: number, action: PlanFlagAction) {
  return setFlags(rc, planId, (plan) => {
    switch (action) {
      case 'archive':
        return { archived: true };
      case 'restore':
        return { archived: false };
      case 'mute':
        return { muted: true };
      case 'unmute':
        return { muted: false };
      case 'block_downloads':
      case 'block_subscriptions':
        if (blockActionFor(plan.planType) !== action) {
          throw new AppError('INVALID', programMessages.notForThisType);
        }
        return action === 'block_downloads'
          ? { blockedDownloads: true }
          : { blockedSubscriptions: true };
      case 'make_available':
        return { blockedDownloads: false, blockedSubscriptions: false };
    }
  });
}

/** DELETE coach/plans/{id}: refused while clients follow it (archive it instead). */
export async function deletePlan(rc: RequestContext, planId: number) {
  const { plan } = await requireAccess(rc, 'program.delete', planId);
  const { db } = rc;
  if ((await rc.ports.ongoingMembersCount(db, plan.id)) > 0) {
    throw new AppError('INVALID', programMessages.hasActiveClients);
  }
  const covers = await db.select().from(planCovers).where(eq(planCovers.planId, plan.id));
  await db.transaction(async (tx) => {
    await withdrawPlanInvitations(tx, plan.id, null);
    await tx.delete(plans).where(eq(plans.id, plan.id));
  });
  await removeCoverFiles(rc, covers);
}
