import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { createStore } from '../../../lib/create-store';
import { dayId, keyOfId } from '../model/calendar-shape';
import { HISTORY_SIZE, restoreDays, type HistoryEntry } from '../model/history';
import { applySaved, DAYS_PER_SAVE, idsFromAnswer, saveBody } from '../model/save-merge';
import type { EditResult } from '../model/schedule-edits';
import { emptyDay, fromServerDay, serverDayId, type Days } from '../model/schedule-model';

export type ScheduleState = {
  days: Days;
  /** Changed and not sent yet. */
  dirty: ReadonlySet<string>;
  /** Sent, waiting for the answer. */
  saving: ReadonlySet<string>;
  /** Refused with 409: changed elsewhere since read; not sent again until reloaded. */
  conflicts: ReadonlySet<string>;
  /** Refused for what they hold (422, e.g. a superset on FREE): not sent again until changed. */
  refused: ReadonlySet<string>;
  /** The last refusal's message, and the PROFESSIONAL feature it needs, if any. */
  refusal: Refusal | null;
  /** The last save failed for another reason; the changes wait for a retry or the next change. */
  failed: boolean;
  history: readonly HistoryEntry[];
};

export type Refusal = { message: string; restricted: string | null };

/** How a failed save is taken: a 409 conflict, a refusal of the content, or a failure to retry. */
export type SaveFailure = { conflict: true } | { refusal: Refusal } | null;

export type SaveStatus = 'saved' | 'saving' | 'failed' | 'conflict';

export function saveStatus(state: ScheduleState): SaveStatus {
  if (state.conflicts.size > 0) return 'conflict';
  if (state.failed || state.refused.size > 0) return 'failed';
  return state.saving.size > 0 || state.dirty.size > 0 ? 'saving' : 'saved';
}

type Options = {
  /** PUT the body; answers the days written. */
  save: (body: ReturnType<typeof saveBody>) => Promise<ScheduleDay[]>;
  failureOf: (error: unknown) => SaveFailure;
  clientId: number | null;
};

const plus = (set: ReadonlySet<string>, ids: Iterable<string>) => new Set([...set, ...ids]);
const minus = (set: ReadonlySet<string>, ids: Iterable<string>) => {
  const next = new Set(set);
  for (const id of ids) next.delete(id);
  return next;
};

/** Days changed again (or reloaded) may be sent again: their refusal no longer applies. */
function withoutRefusal(state: ScheduleState, ids: readonly string[]): ScheduleState {
  const refused = minus(state.refused, ids);
  return { ...state, refused, refusal: refused.size > 0 ? state.refusal : null };
}

/**
 * The builder's working copy and its saving: each change is applied at once (optimistic), and
 * the changed days are sent whole with the version they were read at, one PUT at a time, so a
 * second change waits for the first one's new version.
 */
export function createScheduleStore({ save, failureOf, clientId }: Options) {
  const store = createStore<ScheduleState>({
    days: {},
    dirty: new Set(),
    saving: new Set(),
    conflicts: new Set(),
    refused: new Set(),
    refusal: null,
    failed: false,
    history: [],
  });

  function flush() {
    const state = store.get();
    if (state.saving.size > 0) return;
    const ids = [...state.dirty]
      .filter((id) => !state.conflicts.has(id) && !state.refused.has(id))
      .slice(0, DAYS_PER_SAVE);
    if (ids.length === 0) return;
    const sent = ids.map((id) => state.days[id]!);
    store.set({ ...state, dirty: minus(state.dirty, ids), saving: new Set(ids) });
    save(saveBody(sent, clientId)).then(
      (answer) => {
        const now = store.get();
        const days = applySaved(now.days, idsFromAnswer(sent, answer));
        store.set({ ...now, days, saving: new Set(), failed: false });
        flush();
      },
      (error: unknown) => {
        const now = {
          ...store.get(),
          saving: new Set<string>(),
          dirty: plus(store.get().dirty, ids),
        };
        const failure = failureOf(error);
        if (failure && 'conflict' in failure) {
          store.set({ ...now, conflicts: plus(now.conflicts, ids) });
        } else if (failure) {
          store.set({ ...now, refused: plus(now.refused, ids), refusal: failure.refusal });
        } else {
          store.set({ ...now, failed: true });
        }
      },
    );
  }

  return {
    get: store.get,
    subscribe: store.subscribe,

    /**
     * A week (or any days) as read: days without pending changes take the server's content; a
     * day the answer leaves out holds nothing yet. `reload` replaces those days whatever their
     * state (the conflict's 'Reload day').
     */
    receive(
      ids: readonly string[],
      answer: readonly ScheduleDay[],
      reload: readonly string[] = [],
    ) {
      const state = store.get();
      const read = new Map(answer.map((day) => [serverDayId(day), day]));
      const days = { ...state.days };
      for (const id of ids) {
        const pending = state.dirty.has(id) || state.saving.has(id);
        if (pending && !reload.includes(id)) continue;
        const day = read.get(id);
        days[id] = day ? fromServerDay(day) : emptyDay(keyOfId(id));
      }
      store.set(
        withoutRefusal(
          {
            ...state,
            days,
            dirty: minus(state.dirty, reload),
            conflicts: minus(state.conflicts, reload),
          },
          reload,
        ),
      );
    },

    /** Applies a change and saves it; answers the refusal's text when it breaks a limit. */
    apply(result: EditResult): string | null {
      if ('refused' in result) return result.refused;
      if (result.days.length === 0) return null;
      const state = store.get();
      const ids = result.days.map((day) => dayId(day.key));
      const entry = { before: ids.map((id) => state.days[id]!) };
      store.set(
        withoutRefusal(
          {
            ...state,
            days: {
              ...state.days,
              ...Object.fromEntries(ids.map((id, i) => [id, result.days[i]!])),
            },
            dirty: plus(state.dirty, ids),
            history: [...state.history, entry].slice(-HISTORY_SIZE),
          },
          ids,
        ),
      );
      flush();
      return null;
    },

    /** Puts back the days of the last change as they were, as a new save. */
    undo() {
      const state = store.get();
      const entry = state.history.at(-1);
      if (!entry) return;
      const restored = restoreDays(entry.before, state.days);
      const ids = restored.map((day) => dayId(day.key));
      store.set(
        withoutRefusal(
          {
            ...state,
            days: { ...state.days, ...Object.fromEntries(ids.map((id, i) => [id, restored[i]!])) },
            dirty: plus(state.dirty, ids),
            history: state.history.slice(0, -1),
          },
          ids,
        ),
      );
      flush();
    },

    retry() {
      store.set({ ...store.get(), failed: false });
      flush();
    },
  };
}

export type ScheduleStore = ReturnType<typeof createScheduleStore>;
