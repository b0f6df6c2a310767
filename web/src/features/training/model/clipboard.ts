import type { DayKey } from '@forma/contract/training/schedule.schemas';
import { trainingMessages as m } from '@forma/contract/training/schedule.messages';
import { dayDistance, dayId, shiftDay, type CalendarShape } from './calendar-shape';
import { LIMITS, type EditResult } from './schedule-edits';
import { copyBlocks, type Days, type DraftBlock, type DraftDay } from './schedule-model';

/** Copied days: each day's blocks at its distance from the first copied day. */
export type Clipboard = { days: { offset: number; blocks: DraftBlock[] }[] };

/** 'append' adds the copied blocks after the target's; 'replace' keeps the copied structure exactly. */
export type PasteMode = 'append' | 'replace';

export function copyDays(days: Days, ids: readonly string[]): Clipboard {
  const chosen = ids.map((id) => days[id]!).filter(Boolean);
  const first = chosen.reduce<DayKey | null>(
    (earliest, day) =>
      earliest === null || dayDistance(earliest, day.key) < 0 ? day.key : earliest,
    null,
  );
  if (!first) return { days: [] };
  return {
    days: chosen
      .map((day) => ({ offset: dayDistance(first, day.key), blocks: day.blocks }))
      .sort((a, b) => a.offset - b.offset),
  };
}

/** The days a paste at `target` writes (those past a progressive calendar's end are left out). */
export function pasteTargets(shape: CalendarShape, clip: Clipboard, target: DayKey): DayKey[] {
  return clip.days
    .map((day) => shiftDay(shape, target, day.offset))
    .filter((key): key is DayKey => key !== null);
}

export function pasteDays(
  days: Days,
  shape: CalendarShape,
  clip: Clipboard,
  target: DayKey,
  mode: PasteMode,
): EditResult {
  const written: DraftDay[] = [];
  for (const copied of clip.days) {
    const key = shiftDay(shape, target, copied.offset);
    if (!key) continue;
    const day = days[dayId(key)];
    if (!day) throw new Error(`Paste into a day not loaded: ${dayId(key)}`);
    if (mode === 'append' && copied.blocks.length === 0) continue;
    const blocks = [...(mode === 'append' ? day.blocks : []), ...copyBlocks(copied.blocks)];
    if (blocks.length > LIMITS.blocks) return { refused: m.tooManyBlocks };
    written.push({ ...day, blocks });
  }
  return { days: written };
}
