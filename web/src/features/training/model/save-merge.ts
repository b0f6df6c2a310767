import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { dayId } from './calendar-shape';
import { fromServerDay, toDayInput, type Days, type DraftDay } from './schedule-model';

/** The schema's limit of days in one PUT. */
export const DAYS_PER_SAVE = 62;

/** The PUT body: only the days changed, each whole, with the version it was read at. */
export const saveBody = (days: readonly DraftDay[], clientId: number | null) => ({
  client_id: clientId,
  days: days.map(toDayInput),
});

/** What a save answer teaches the working copy: versions, and the ids of new rows by local key. */
export type SavedIds = {
  versions: Map<string, number>;
  /** The server's row of each day written, by dayId. */
  days: Map<string, number>;
  blocks: Map<string, { id: number; track_id: number }>;
  exercises: Map<string, number>;
};

/** Pairs each day sent with its answer; blocks and exercises come back in the order sent. */
export function idsFromAnswer(sent: readonly DraftDay[], answer: readonly ScheduleDay[]): SavedIds {
  const saved: SavedIds = {
    versions: new Map(),
    days: new Map(),
    blocks: new Map(),
    exercises: new Map(),
  };
  const answers = new Map(answer.map((day) => [dayId(fromServerDay(day).key), day]));
  for (const day of sent) {
    const id = dayId(day.key);
    const written = answers.get(id);
    if (!written) continue;
    saved.versions.set(id, written.version);
    saved.days.set(id, written.id);
    const blocks = [...written.blocks].sort((a, b) => a.position - b.position);
    day.blocks.forEach((block, i) => {
      const row = blocks[i];
      if (!row) return;
      saved.blocks.set(block.key, { id: row.id, track_id: row.track_id });
      block.exercises.forEach((item, j) => {
        const exerciseRow = row.exercises[j];
        if (exerciseRow) saved.exercises.set(item.key, exerciseRow.id);
      });
    });
  }
  return saved;
}

/**
 * The working copy once a save answered: the days sent get their new version, and every block
 * and exercise sent gets its id wherever it is now (it may have moved to another day meanwhile).
 */
export function applySaved(days: Days, saved: SavedIds): Days {
  const next: Record<string, DraftDay> = {};
  for (const [id, day] of Object.entries(days)) {
    const version = saved.versions.get(id) ?? day.version;
    const rowId = saved.days.get(id) ?? day.id;
    let changed = version !== day.version || rowId !== day.id;
    const blocks = day.blocks.map((block) => {
      const row = saved.blocks.get(block.key);
      const exercises = block.exercises.map((item) => {
        const exerciseId = saved.exercises.get(item.key);
        if (exerciseId === undefined || item.id === exerciseId) return item;
        changed = true;
        return { ...item, id: exerciseId };
      });
      const sameExercises = exercises.every((item, i) => item === block.exercises[i]);
      if ((!row || (block.id === row.id && block.track_id !== null)) && sameExercises) return block;
      changed = true;
      return {
        ...block,
        exercises,
        ...(row ? { id: row.id, track_id: block.track_id ?? row.track_id } : {}),
      };
    });
    next[id] = changed ? { ...day, id: rowId, version, blocks } : day;
  }
  return next;
}
