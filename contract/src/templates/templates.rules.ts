/**
 * Day and week templates (programs-and-commerce.md 2.12, 5, 6; docs/decisions/templates.md
 * 'Templates'): a template holds days as offsets from the day it is inserted at (0 is that day).
 */

export const TEMPLATE_KINDS = ['day', 'week'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** DECISIONS.md: a template name is 2 to 64 characters. */
export const TEMPLATE_NAME_MIN = 2;
export const TEMPLATE_NAME_MAX = 64;

/** A week template spans at most 8 weeks: inserting it is one schedule save (62 days at most). */
export const TEMPLATE_WEEKS_MAX = 8;
export const TEMPLATE_PAGE_SIZE = 50;

/** The weeks a template's days span (offset 0 to 6 is one week). */
export const weeksSpanned = (offsets: readonly number[]) =>
  offsets.length ? Math.floor(Math.max(...offsets) / 7) + 1 : 0;

/** The name of a copy ('copy to templates'), within the name's bound. */
export const copyName = (name: string) => `Copy of ${name}`.slice(0, TEMPLATE_NAME_MAX).trim();

/** Inserting a template into a program is PROFESSIONAL-only (spec 6: FREE cannot). */
export function mayInsertTemplates(
  sub: { active: boolean; free_plan: boolean; free_usage: boolean } | null,
): boolean {
  return Boolean(sub && sub.active && !sub.free_plan && !sub.free_usage);
}
