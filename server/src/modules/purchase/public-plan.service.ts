import type { PublicPlan, PublicPriceOption } from '@forma/contract/purchase/purchase.schemas';
import type { PriceOption } from '@forma/contract/programs/programs.schemas';
import { formatSubscriptionDate } from '@forma/contract/platform-plan/subscription.rules';
import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import {
  PLAN_TYPE_LABELS,
  programListStatus,
  publicPlanPath,
} from '@forma/contract/programs/programs.rules';
import { publicPlanAlerts } from '@forma/contract/purchase/public-plan.rules';
import { bufferWeeks, isProgressive } from '@forma/contract/programs/programming.rules';
import type { Day } from '@forma/contract/programs/days';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { mailOf } from '../../platform/mail/templates.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import { unconfirmedEmail } from '../accounts/accounts.api.ts';
import {
  presentAttachment,
  presentCover,
  presentPrices,
  loadPlanMedia,
  loadPlanParts,
} from '../programs/programs.api.ts';
import { findUser } from '../accounts/accounts.api.ts';
import { effectiveState } from './membership-groups.ts';
import './purchase.ports.ts';
import { currentClients, planClientCounts, priceSubscriptionCounts } from './membership-queries.ts';
import { presentMembership, priceOf } from './purchase.presenter.ts';
import { planWaiverAcceptances } from './purchase.tables.ts';
import { loadPlanAccess, subscriptionState, type PlanAccess } from './plan-access.ts';
import { waiverAcceptedText } from './waiver-times.ts';
import { purchaseMails } from './purchase.messages.ts';

/** 'Contact the coach' e-mails a coach: at most this many per client and program an hour. */
export const CONTACT_COACH_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/**
 * Subscription counts and the price-changed message are the owner's business only: the counts
 * are left out (a 0 would read as a fact), the message is off.
 */
function withoutOwnerData(option: PriceOption): PublicPriceOption {
  const { active_subscriptions: _count, pending_switch: _pending, ...shown } = option;
  return { ...shown, message_about_changed_price: false, message_for_inbox: null };
}

/** The public plan answer (spec 2.7, 3) for this viewer. */
export async function presentPublicPlan(
  ctx: AppContext,
  access: PlanAccess,
  today: Day,
  timeZone: string,
): Promise<PublicPlan> {
  const { plan, account, owner, viewer, membership, flags, acceptance, user } = access;
  const coachViewer = viewer === 'coach' || viewer === 'owner';
  const isOwner = viewer === 'owner';
  const [parts, priceCounts, counts, daysLeft, span] = await Promise.all([
    loadPlanParts(ctx.db, plan.id),
    isOwner ? priceSubscriptionCounts(ctx.db, plan.id) : undefined,
    isOwner ? planClientCounts(ctx.db, [plan.id], today) : undefined,
    isOwner ? ctx.ports.planTrainingDaysLeft(ctx.db, plan, today) : undefined,
    isProgressive(plan.planType) ? ctx.ports.programmedSpan(ctx.db, plan.id) : undefined,
  ]);
  const clientsCount = counts ? currentClients(counts.get(plan.id)!) : 0;
  const media = await loadPlanMedia(ctx, plan, parts);
  const allPrices = presentPrices(parts.prices, priceCounts);
  const prices = isOwner ? allPrices : allPrices.map(withoutOwnerData);
  const price = priceOf(parts.prices, membership?.priceId ?? null);
  const state = membership ? effectiveState(membership, today) : null;
  // A private program shows its content only to those allowed in and to its owner; another
  // coach sees it as a stranger would (title, cover, owner, alerts).
  const hidden = plan.isPrivate && !flags.allowedToBuy && !isOwner;
  const ownerName =
    account.kind === 'private' ? (owner ? fullName(owner) : account.title) : account.title;
  const accepted = acceptance
    ? {
        accepted_text: waiverAcceptedText(acceptance, plan.title, timeZone),
        full_name: acceptance.fullName,
        created_at: formatSubscriptionDate(acceptance.acceptedAt),
      }
    : { accepted_text: null, full_name: user ? fullName(user) : null, created_at: null };
  const status = plan.archived ? 'archived' : plan.state;
  return {
    id: plan.id,
    title: plan.title,
    description: hidden ? '' : plan.description,
    custom_url: plan.customUrl,
    public_url: publicPlanPath({ id: plan.id, custom_url: plan.customUrl }),
    plan_type: plan.planType,
    plan_type_label: PLAN_TYPE_LABELS[plan.planType],
    status,
    plan_pricing: plan.pricing,
    currency: plan.currency,
    original_price: coachViewer ? prices : [],
    local_price: prices.filter((p) => !p.archived),
    selected_price: membership?.priceId ?? null,
    membership:
      membership && state
        ? presentMembership(
            membership,
            price,
            today,
            priceOf(parts.prices, membership.switchPriceId),
          )
        : null,
    user: {
      id: account.id,
      full_name: ownerName,
      avatar_url: owner?.avatarUrl ?? null,
      type_account: account.kind === 'private' ? null : account.kind,
      custom_url: account.customUrl,
      own_product_account: false,
      zapier_account: false,
      zaps_connected: false,
      subscription_state: subscriptionState(access.subscription),
      stripe_connect_charges_enabled: access.payouts.chargesEnabled,
      stripe_account: access.payouts.stripeAccount,
      analytics: null,
    },
    viewer,
    skip_sales_page: plan.skipSalesPage,
    level: plan.level,
    average_duration: plan.averageDuration,
    weeks_duration: plan.weeksDuration,
    sections_duration: plan.sectionsDuration,
    trial_days: plan.trialDays,
    launch_date: plan.launchDate,
    training_scheduled_to: plan.trainingScheduledTo,
    schedule_started_at: membership?.startDate ?? null,
    schedule_ended_at: membership?.endDate ?? null,
    // Progressive programs: the first and last days holding training, counted from Day 1.
    start_day: span?.first != null ? span.first + 1 : null,
    end_day: span?.last != null ? span.last + 1 : null,
    plan_status:
      daysLeft !== undefined ? programListStatus({ status, clientsCount, daysLeft }) : null,
    plan_max_buffer:
      daysLeft !== undefined && clientsCount > 0 && status === 'published'
        ? bufferWeeks(daysLeft)
        : null,
    plan_availability: null,
    state_for_athlete: membership ? flags.isBought : null,
    is_deleted_user: false,
    is_bought: flags.isBought,
    is_applied: flags.isApplied,
    is_blocked: flags.isBlocked,
    archive: plan.archived,
    accessibility: !plan.isPrivate,
    allowed_to_buy: flags.allowedToBuy,
    confirmation_required: flags.confirmationRequired,
    can_sale: flags.canSale,
    will_resume: flags.willResume,
    plan_waiver: {
      show: plan.waiverEnabled,
      text: plan.waiverEnabled && !hidden ? plan.waiverText : '',
      attachments:
        plan.waiverEnabled && !hidden
          ? plan.waiverAttachments.map((a) => presentAttachment(a, media))
          : [],
      ...accepted,
    },
    plan_invite: membership?.inviteState ? { state: membership.inviteState } : null,
    covers: parts.covers.map((c) => presentCover(ctx.storage, c, media)),
    attachments: hidden ? [] : parts.attachments.map((a) => presentAttachment(a, media)),
    app_store_url: null,
    play_store_url: null,
    custom_app_name: null,
    alerts: publicPlanAlerts({
      viewer,
      archived: plan.archived,
      isPrivate: plan.isPrivate,
      allowedToBuy: flags.allowedToBuy,
      isBought: flags.isBought,
      ownerBlocked: flags.ownerBlocked,
      pricing: plan.pricing,
      chargesEnabled: access.payouts.chargesEnabled,
      membershipState: state,
    }),
  };
}

/** The program as the caller sees it. */
async function showPlan(rc: RequestContext, ref: string): Promise<PublicPlan> {
  const access = await loadPlanAccess(rc.db, rc.caller, ref, rc.clientDay);
  return presentPublicPlan(rc, access, rc.clientDay, rc.timeZone);
}

/** GET plans/{id}/public: by id or custom URL, signed in or not. */
export async function getPublicPlan(rc: RequestContext, ref: string): Promise<PublicPlan> {
  await requireAccess(rc, 'plan.public.read');
  return showPlan(rc, ref);
}

/** POST plans/{id}/waiver/accept: 'Confirmed as read and accepted' (spec 2.8). */
export async function acceptWaiver(rc: RequestContext, ref: string): Promise<PublicPlan> {
  const { caller, user } = await requireAccess(rc, 'membership.waiver.accept');
  const access = await loadPlanAccess(rc.db, caller, ref, rc.clientDay);
  if (!access.plan.waiverEnabled) throw new AppError('NOT_FOUND', errorMessages.notFound);
  if (access.flags.confirmationRequired) throw unconfirmedEmail();
  if (!access.flags.allowedToBuy) throw new AppError('FORBIDDEN', purchaseMessages.noPermission);
  const name = fullName(user);
  await rc.db
    .insert(planWaiverAcceptances)
    .values({ planId: access.plan.id, userId: user.id, fullName: name, acceptedAt: rc.now })
    .onConflictDoUpdate({
      target: [planWaiverAcceptances.planId, planWaiverAcceptances.userId],
      set: { fullName: name, acceptedAt: rc.now },
    });
  return showPlan(rc, String(access.plan.id));
}

/**
 * POST plans/{id}/contact: 'Contact the coach' (spec 2.7, 2.8), mostly from a private program
 * the client may not join. The message reaches the coach by e-mail; the owner cannot ask.
 */
export async function contactCoach(rc: RequestContext, ref: string, text: string) {
  const { caller, user } = await requireAccess(rc, 'membership.contact');
  const { plan, owner } = await loadPlanAccess(rc.db, caller, ref, rc.clientDay);
  const creator = plan.createdById ? await findUser(rc.db, plan.createdById) : null;
  const coach = creator ?? owner;
  if (!coach) throw new AppError('NOT_FOUND', errorMessages.notFound);
  await hitRateLimit(
    rc.db,
    [`contact_coach:user:${user.id}:plan:${plan.id}`],
    CONTACT_COACH_LIMIT.max,
    {
      windowMs: CONTACT_COACH_LIMIT.windowMs,
      message: purchaseMessages.contactLimit,
    },
  );
  const client = fullName(user);
  const { config } = rc;
  await rc.mailer.send({
    to: coach.email,
    ...mailOf(
      rc,
      purchaseMails.contactCoach({
        client,
        clientEmail: user.email,
        coachFirstName: coach.firstName,
        planTitle: plan.title,
        text,
        isPrivate: plan.isPrivate,
      }),
      {
        actionUrl: `${config.publicUrl}/coach/programs/${plan.id}/clients`,
      },
    ),
  });
  return { message: purchaseMessages.contactSent };
}
