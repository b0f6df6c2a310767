import { and } from 'drizzle-orm';
import { addDays, daysBetween, isDay } from '@forma/contract/programs/days';
import { trainingMessages } from '@forma/contract/training/schedule.messages';
import type { DayKey, IdlessBlock } from '@forma/contract/training/schedule.schemas';
import { invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { calendarClient } from './schedule-calendar.ts';
import { isDated, storedKey } from './schedule-keys.ts';
import { calendarOf, datesBetween, indexesBetween, readDays } from './schedule.repository.ts';

/** A program's day as a template holds it: offset from the first day read, blocks without ids. */
export type SpanDay = { offset: number; blocks: IdlessBlock[] };

/**
 * `days` days of a program's calendar from `from` (the caller's account's program, 404
 * otherwise), those that hold blocks, as offsets from `from`: what a template saves.
 */
export async function readScheduleSpan(
  rc: RequestContext,
  span: { plan_id: number; client_id: number | null; from: DayKey; days: number },
): Promise<SpanDay[]> {
  const { plan } = await requireAccess(rc, 'schedule.read', span.plan_id);
  const clientId = await calendarClient(rc.db, plan, span.client_id);
  if ('date' in span.from && !isDay(span.from.date)) {
    throw invalid('from_plan.from', trainingMessages.badDate);
  }
  const first = storedKey(plan.planType, span.from, plan.lengthWeeks, 'from_plan.from');
  const range =
    first.onDate !== null
      ? datesBetween(first.onDate, addDays(first.onDate, span.days - 1))
      : indexesBetween(first.dayIndex, first.dayIndex + span.days - 1);
  const contents = await readDays(rc.db, and(calendarOf(plan.id, clientId), range)!);
  return contents
    .filter((content) => content.blocks.length > 0)
    .map(({ day, blocks }) => ({
      offset: isDated(plan.planType)
        ? daysBetween(first.onDate!, day.onDate!)
        : day.dayIndex! - first.dayIndex!,
      blocks: blocks.map(({ block, exercises }) => ({
        kind: block.kind,
        title: block.title,
        instructions: block.instructions,
        macros: block.macros ?? null,
        challenge: block.challenge ?? null,
        note: block.note ?? null,
        exercises: exercises.map((e) => ({
          exercise_id: e.exerciseId,
          superset: e.superset,
          notes: e.notes,
          sets: e.sets,
        })),
      })),
    }));
}
