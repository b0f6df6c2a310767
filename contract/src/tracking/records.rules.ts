import type { MetricCategory } from '../exercises/exercises.rules.ts';
import type { PerformedValues, RecordKind } from './results.schemas.ts';

/**
 * Personal records, per exercise and client (issue 12; docs/decisions/tracking.md 'Tracking: the
 * calendar and logging'). A set sets a record of a kind when at least one of the client's other
 * results of the exercise is comparable and the set beats every comparable one; a first result
 * beats nothing, so it sets none.
 * - heaviest_load: a heavier weight_kg than any other set's.
 * - most_reps_at_load: more reps than any other set with the same or a heavier load.
 * - fastest_time: a lower time than any other set over the same distance; without a distance,
 *   cardio only (a strength hold is not better for being shorter), than any other set without one.
 * - longest_distance: a longer distance than any other set's.
 */
type Rule = {
  /** The value this kind compares, when the set has one (above zero). */
  value: (set: PerformedValues) => number | undefined;
  /** Whether the kind applies to the set at all. */
  applies: (set: PerformedValues, category: MetricCategory) => boolean;
  /** Whether `other` counts against `set`. */
  comparable: (set: PerformedValues, other: PerformedValues) => boolean;
  /** Whether `value` beats `than`. */
  beats: (value: number, than: number) => boolean;
};

const higher = (value: number, than: number) => value > than;
const always = () => true;
const anyOther = () => true;

export const RECORD_RULES: Record<RecordKind, Rule> = {
  heaviest_load: {
    value: (set) => set.weight_kg,
    applies: always,
    comparable: anyOther,
    beats: higher,
  },
  most_reps_at_load: {
    value: (set) => set.reps,
    applies: (set) => (set.weight_kg ?? 0) > 0,
    comparable: (set, other) => (other.weight_kg ?? 0) >= (set.weight_kg ?? 0),
    beats: higher,
  },
  fastest_time: {
    value: (set) => set.time,
    applies: (set, category) => set.distance !== undefined || category === 'cardio',
    comparable: (set, other) => other.distance === set.distance,
    beats: (value, than) => value < than,
  },
  longest_distance: {
    value: (set) => set.distance,
    applies: always,
    comparable: anyOther,
    beats: higher,
  },
};

const KINDS = Object.keys(RECORD_RULES) as RecordKind[];

/** A kind's value of a set: above zero, or none. */
function valueOf(kind: RecordKind, set: PerformedValues): number | null {
  const value = RECORD_RULES[kind].value(set);
  return value !== undefined && value > 0 ? value : null;
}

/** The records `set` sets against the client's `others` results of the same exercise. */
export function recordsOf(
  set: PerformedValues,
  others: readonly PerformedValues[],
  category: MetricCategory,
): RecordKind[] {
  return KINDS.filter((kind) => {
    const rule = RECORD_RULES[kind];
    const value = valueOf(kind, set);
    if (value === null || !rule.applies(set, category)) return false;
    const against = others
      .filter((other) => rule.comparable(set, other))
      .map((other) => valueOf(kind, other))
      .filter((than) => than !== null);
    return against.length > 0 && against.every((than) => rule.beats(value, than));
  });
}

export type HeldRecord = {
  kind: RecordKind;
  value: number;
  load_kg: number | null;
  performed_on: string;
};

/**
 * The records a client holds of an exercise: per kind, the latest set that set it (each record
 * beat every result before it). `sets` in any order; ties on the day go to the later in the list.
 */
export function currentRecords(
  sets: readonly {
    values: PerformedValues;
    records: readonly RecordKind[];
    performed_on: string;
  }[],
): HeldRecord[] {
  const held: HeldRecord[] = [];
  for (const kind of KINDS) {
    let latest: (typeof sets)[number] | null = null;
    for (const set of sets) {
      if (!set.records.includes(kind)) continue;
      if (latest === null || set.performed_on >= latest.performed_on) latest = set;
    }
    const value = latest ? valueOf(kind, latest.values) : null;
    if (latest && value !== null) {
      held.push({
        kind,
        value,
        load_kg:
          kind === 'most_reps_at_load' || kind === 'heaviest_load'
            ? (latest.values.weight_kg ?? null)
            : null,
        performed_on: latest.performed_on,
      });
    }
  }
  return held;
}
