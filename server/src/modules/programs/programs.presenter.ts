import type {
  Attachment,
  CoachPlan,
  Cover,
  PlanCounts,
  PlanListRow,
  PriceOption,
} from '@forma/contract/programs/programs.schemas';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import {
  formatPrice,
  PLAN_TYPE_LABELS,
  programListStatus,
  publicPlanPath,
  sortByPeriod,
} from '@forma/contract/programs/programs.rules';
import type { Storage } from '../../platform/storage/storage.ts';
import type {
  AttachmentRow,
  CoverRow,
  PlanParts,
  PlanRow,
  PriceRow,
} from './programs.repository.ts';
import type { AttachmentRef } from './programs.tables.ts';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Library items of a program's covers and attachments, by id (see plan-media.ts). */
export type MediaById = ReadonlyMap<number, MediaItem>;
const NO_MEDIA: MediaById = new Map();

export type PriceCounts = Map<number, { active: number; pending: number }>;

export function planStatus(
  plan: Pick<PlanRow, 'archived' | 'state'>,
): 'draft' | 'published' | 'archived' {
  return plan.archived ? 'archived' : plan.state;
}

export function presentPrice(row: PriceRow, counts?: PriceCounts): PriceOption {
  const c = counts?.get(row.id);
  return {
    id: row.id,
    period: row.period,
    duration: row.period,
    price: row.amount,
    price_format: formatPrice(row.amount, row.currency),
    currency: row.currency,
    archived: row.archived,
    active_subscriptions: c?.active ?? 0,
    pending_switch: c?.pending ?? 0,
    message_about_changed_price: row.messageAboutChangedPrice,
    message_for_inbox: row.messageForInbox,
  };
}

/** Active options first in checkout order, then archived ones. */
export function presentPrices(rows: PriceRow[], counts?: PriceCounts): PriceOption[] {
  const options = rows.map((row) => presentPrice(row, counts));
  return [
    ...sortByPeriod(options.filter((o) => !o.archived)),
    ...sortByPeriod(options.filter((o) => o.archived)),
  ];
}

/** What a cover's answer reads of its row. */
export type CoverFields = Pick<
  CoverRow,
  'coverType' | 'large' | 'normal' | 'small' | 'original' | 'mediaId' | 'crop'
>;

export function presentCover(storage: Storage, row: CoverFields, media = NO_MEDIA): Cover {
  return {
    cover_type: row.coverType,
    large: storage.publicUrl(row.large),
    normal: storage.publicUrl(row.normal),
    small: storage.publicUrl(row.small),
    original: row.original ? storage.publicUrl(row.original) : null,
    media_id: row.mediaId,
    crop: row.crop ?? null,
    media: (row.mediaId !== null && media.get(row.mediaId)) || null,
  };
}

/** An attachment with its library item, which carries the attachment's position and title flag. */
export function presentAttachment(
  row: AttachmentRow | AttachmentRef,
  media: MediaById = NO_MEDIA,
): Attachment {
  const ref =
    'mediaId' in row
      ? { media_id: row.mediaId, position: row.position, title_media: row.titleMedia }
      : { media_id: row.media_id, position: row.position, title_media: row.title_media };
  const item = media.get(ref.media_id);
  return {
    ...ref,
    media: item ? { ...item, position: ref.position, title_media: ref.title_media } : null,
  };
}

export function presentCoachPlan(input: {
  plan: PlanRow;
  parts: PlanParts;
  counts: PlanCounts;
  priceCounts: PriceCounts;
  storage: Storage;
  media?: MediaById;
}): CoachPlan {
  const { plan, parts } = input;
  const media = input.media ?? NO_MEDIA;
  return {
    id: plan.id,
    account_id: plan.accountId,
    plan_type: plan.planType,
    plan_type_label: PLAN_TYPE_LABELS[plan.planType],
    title: plan.title,
    description: plan.description,
    status: planStatus(plan),
    published_at: plan.publishedAt ? unix(plan.publishedAt) : null,
    plan_pricing: plan.pricing,
    currency: plan.currency,
    price_options: presentPrices(parts.prices, input.priceCounts),
    trial_days: plan.trialDays,
    sessions_per_day: plan.sessionsPerDay,
    skip_sales_page: plan.skipSalesPage,
    welcome_message: plan.welcomeMessage,
    waiver: {
      enabled: plan.waiverEnabled,
      text: plan.waiverText,
      attachments: plan.waiverAttachments.map((a) => presentAttachment(a, media)),
    },
    visibility_days: plan.visibilityDays,
    is_private: plan.isPrivate,
    allowed_emails: plan.allowedEmails,
    show_on_storefront: plan.showOnStorefront,
    performance_notifications: plan.performanceNotifications,
    custom_url: plan.customUrl,
    public_url: publicPlanPath({ id: plan.id, custom_url: plan.customUrl }),
    color: plan.color,
    tracks: parts.tracks.map((t) => ({
      id: t.id,
      name: t.name,
      archived: t.archived,
      position: t.position,
    })),
    coach_notes: plan.coachNotes,
    covers: parts.covers.map((row) => presentCover(input.storage, row, media)),
    attachments: parts.attachments.map((a) => presentAttachment(a, media)),
    blocked_downloads: plan.blockedDownloads,
    blocked_subscriptions: plan.blockedSubscriptions,
    muted: plan.muted,
    counts: input.counts,
    level: plan.level,
    average_duration: plan.averageDuration,
    weeks_duration: plan.weeksDuration,
    sections_duration: plan.sectionsDuration,
    launch_date: plan.launchDate,
    length_weeks: plan.lengthWeeks,
    training_scheduled_to: plan.trainingScheduledTo,
    created_at: unix(plan.createdAt),
    updated_at: unix(plan.updatedAt),
  };
}

/** The program's columns a row of the programs list reads. */
export type ListPlanFields = Pick<
  PlanRow,
  | 'id'
  | 'title'
  | 'planType'
  | 'state'
  | 'archived'
  | 'pricing'
  | 'customUrl'
  | 'color'
  | 'muted'
  | 'blockedDownloads'
  | 'blockedSubscriptions'
  | 'trainingScheduledTo'
  | 'createdAt'
>;

/** A price option the list shows: an option not archived. */
export type ListPriceFields = Pick<PriceRow, 'id' | 'period' | 'amount' | 'currency'>;

export function presentListRow(input: {
  plan: ListPlanFields;
  /** The program's price options that are not archived. */
  prices: ListPriceFields[];
  cover: CoverFields | null;
  clientsCount: number;
  /** Days of training ahead of the client who runs out first (Infinity: nothing runs out). */
  daysLeft: number;
  storage: Storage;
}): PlanListRow {
  const { plan } = input;
  const status = planStatus(plan);
  return {
    id: plan.id,
    title: plan.title,
    plan_type: plan.planType,
    plan_type_label: PLAN_TYPE_LABELS[plan.planType],
    status,
    list_status: programListStatus({
      status,
      clientsCount: input.clientsCount,
      daysLeft: input.daysLeft,
    }),
    plan_pricing: plan.pricing,
    prices: sortByPeriod(input.prices).map((p) => ({
      id: p.id,
      period: p.period,
      price: p.amount,
      price_format: formatPrice(p.amount, p.currency),
    })),
    clients_count: input.clientsCount,
    custom_url: plan.customUrl,
    public_url: publicPlanPath({ id: plan.id, custom_url: plan.customUrl }),
    color: plan.color,
    cover: input.cover ? presentCover(input.storage, input.cover) : null,
    muted: plan.muted,
    blocked_downloads: plan.blockedDownloads,
    blocked_subscriptions: plan.blockedSubscriptions,
    training_scheduled_to: plan.trainingScheduledTo,
    created_at: unix(plan.createdAt),
  };
}
