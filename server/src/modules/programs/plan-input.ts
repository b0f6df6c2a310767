import type { UpdatePlanBody } from '@forma/contract/programs/programs.schemas';
import { programMessages } from '@forma/contract/programs/programs.messages';
import {
  DESCRIPTION_MAX,
  LONG_TEXT_MAX,
  MEMBERSHIP_VISIBILITY_DAYS,
  randomPlanColor,
  type PlanType,
} from '@forma/contract/programs/programs.rules';
import { htmlToText } from '@forma/contract/common/html-text';
import type { Db } from '../../db/database.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { customUrlTaken } from './programs.repository.ts';
import type { AttachmentRef, plans } from './programs.tables.ts';
import { sanitizeRichText } from './sanitize.ts';

export type PlanFields = UpdatePlanBody['plan'];
export type PlanValues = Partial<typeof plans.$inferInsert>;

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export class FieldErrors {
  readonly fields: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.fields[field] ??= []).push(message);
  }
  get empty() {
    return Object.keys(this.fields).length === 0;
  }
  throwIfAny() {
    if (this.empty) return;
    const first = Object.values(this.fields)[0]![0]!;
    throw new AppError('INVALID', first, this.fields);
  }
}

/**
 * A transaction writing a program whose custom URL was checked free. Another request taking the
 * same URL since then makes it fail at the unique index: the caller hears what the check says.
 */
export function writingCustomUrl<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work).catch((error: unknown) => {
    if (isUniqueViolation(error, 'plans_custom_url_key')) {
      throw invalid('custom_url', programMessages.customUrlTaken);
    }
    throw error;
  });
}

/** Attachments in order, each library item once, at most one title media (spec 4.10). */
export function normaliseAttachments(
  input: { media_id: number; position: number; title_media: boolean }[],
): AttachmentRef[] {
  const seen = new Set<number>();
  let titleTaken = false;
  return input
    .filter((a) => !seen.has(a.media_id) && seen.add(a.media_id))
    .sort((a, b) => a.position - b.position)
    .map((a, index) => {
      const title = a.title_media && !titleTaken;
      if (title) titleTaken = true;
      return { media_id: a.media_id, position: index, title_media: title };
    });
}

function richText(html: string, field: string, max: number, errors: FieldErrors): string {
  const clean = sanitizeRichText(html);
  if (Array.from(htmlToText(clean)).length > max) {
    errors.add(
      field,
      field === 'description' ? programMessages.description(max) : programMessages.textMax(max),
    );
  }
  return clean;
}

/**
 * Turns the Info & Pricing fields into column values, with the rules the schema cannot check:
 * sanitised HTML and its text length, a unique custom URL, a known currency, and the values
 * the program type fixes (membership sees 7 days ahead; fixed plans everything and no trial).
 */
export async function planValues(
  db: Db,
  fields: PlanFields,
  target: { planType: PlanType; planId: number | null },
  errors: FieldErrors,
): Promise<{ values: PlanValues; attachments: AttachmentRef[] | undefined }> {
  const values: PlanValues = {};
  const { planType } = target;
  if (fields.title !== undefined) values.title = fields.title;
  if (fields.description !== undefined) {
    values.description = richText(fields.description, 'description', DESCRIPTION_MAX, errors);
  }
  if (fields.plan_pricing !== undefined) values.pricing = fields.plan_pricing;
  if (fields.currency !== undefined) {
    if (!CURRENCIES.has(fields.currency)) errors.add('currency', programMessages.currencyInvalid);
    values.currency = fields.currency;
  }
  if (fields.trial_days !== undefined)
    values.trialDays = planType === 'fixed' ? null : fields.trial_days;
  if (fields.sessions_per_day !== undefined) values.sessionsPerDay = fields.sessions_per_day;
  if (fields.skip_sales_page !== undefined) values.skipSalesPage = fields.skip_sales_page;
  if (fields.welcome_message !== undefined) values.welcomeMessage = fields.welcome_message;
  if (fields.waiver !== undefined) {
    values.waiverEnabled = fields.waiver.enabled;
    values.waiverText = richText(fields.waiver.text, 'waiver.text', LONG_TEXT_MAX * 4, errors);
    values.waiverAttachments = normaliseAttachments(fields.waiver.attachments);
    if (fields.waiver.enabled && !htmlToText(values.waiverText)) {
      errors.add('waiver.text', programMessages.waiverTextRequired);
    }
  }
  if (fields.visibility_days !== undefined) values.visibilityDays = fields.visibility_days;
  if (planType === 'membership') values.visibilityDays = MEMBERSHIP_VISIBILITY_DAYS;
  if (planType === 'fixed' && values.visibilityDays !== undefined) values.visibilityDays = null;
  if (fields.is_private !== undefined) values.isPrivate = fields.is_private;
  if (fields.allowed_emails !== undefined)
    values.allowedEmails = [...new Set(fields.allowed_emails)];
  if (fields.show_on_storefront !== undefined) values.showOnStorefront = fields.show_on_storefront;
  if (fields.performance_notifications !== undefined) {
    values.performanceNotifications = fields.performance_notifications;
  }
  if (fields.custom_url !== undefined) {
    const url = fields.custom_url?.trim() || null;
    if (url && (await customUrlTaken(db, url, target.planId))) {
      errors.add('custom_url', programMessages.customUrlTaken);
    }
    values.customUrl = url;
  }
  if (fields.color !== undefined) values.color = fields.color ?? randomPlanColor();
  if (fields.coach_notes !== undefined) values.coachNotes = fields.coach_notes;
  if (fields.level !== undefined) values.level = fields.level;
  if (fields.average_duration !== undefined) values.averageDuration = fields.average_duration;
  if (fields.weeks_duration !== undefined) values.weeksDuration = fields.weeks_duration;
  if (fields.sections_duration !== undefined) values.sectionsDuration = fields.sections_duration;
  if (fields.launch_date !== undefined) values.launchDate = fields.launch_date;
  if (fields.length_weeks !== undefined) values.lengthWeeks = fields.length_weeks;
  const attachments =
    fields.attachments === undefined ? undefined : normaliseAttachments(fields.attachments);
  return { values, attachments };
}
