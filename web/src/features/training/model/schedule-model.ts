import type { Metric, MetricCategory } from '@forma/contract/exercises/exercises.rules';
import { METRIC_SETS } from '@forma/contract/exercises/exercises.rules';
import type {
  Block,
  BlockKind,
  DayInput,
  DayKey,
  PrescribedSet,
  ScheduleDay,
} from '@forma/contract/training/schedule.schemas';
import { dayId } from './calendar-shape';

/**
 * The builder's working copy of the schedule. Every block and exercise carries a local `key` that
 * never changes while the page is open (React and drag and drop follow it); `id` is the server's,
 * missing until the first save answers.
 */
export type ExerciseRef = { id: number; name: string; category: MetricCategory; archived: boolean };

export type DraftExercise = {
  key: string;
  id?: number;
  exercise: ExerciseRef;
  superset: number | null;
  notes: string;
  sets: PrescribedSet[];
  /** The columns of its sets table (the builder's own; the server keeps only the values). */
  metrics: Metric[];
};

export type DraftBlock = {
  key: string;
  id?: number;
  kind: BlockKind;
  track_id: number | null;
  /** The template it was inserted from, sent with the block's first save (PROFESSIONAL). */
  template_id?: number;
  title: string;
  instructions: string;
  exercises: DraftExercise[];
  macros: Block['macros'];
  challenge: Block['challenge'];
  note: Block['note'];
};

export type DraftDay = {
  key: DayKey;
  /** The server's row (the review's day_id), missing until the day is first saved. */
  id?: number;
  version: number;
  last_active: boolean;
  blocks: DraftBlock[];
};

/** The loaded days by dayId. */
export type Days = Readonly<Record<string, DraftDay>>;

let counter = 0;
/** A key for a block or exercise made in this page (pasted copies included). */
export const newKey = () => `n${++counter}`;

/** The columns a new prescription starts with: the ones given, else the category's first three. */
export function startMetrics(category: MetricCategory, given?: readonly Metric[]): Metric[] {
  const allowed: readonly Metric[] = METRIC_SETS[category];
  const chosen = (given ?? []).filter((metric) => allowed.includes(metric));
  return chosen.length > 0 ? chosen : allowed.slice(0, 3);
}

/** The columns of a saved prescription: the metrics its sets use, in the category's order. */
export function usedMetrics(category: MetricCategory, sets: readonly PrescribedSet[]): Metric[] {
  const used = METRIC_SETS[category].filter((metric) =>
    sets.some((set) => set[metric] !== undefined),
  );
  return used.length > 0 ? used : startMetrics(category);
}

export const emptyDay = (key: DayKey): DraftDay => ({
  key,
  version: 0,
  last_active: false,
  blocks: [],
});

export function fromServerDay(day: ScheduleDay): DraftDay {
  const key: DayKey =
    day.date !== null ? { date: day.date } : { week: day.week ?? 1, day: day.day ?? 1 };
  return {
    key,
    id: day.id,
    version: day.version,
    last_active: day.last_active,
    blocks: day.blocks.map((block) => ({
      key: `b${block.id}`,
      id: block.id,
      kind: block.kind,
      track_id: block.track_id,
      title: block.title,
      instructions: block.instructions,
      macros: block.macros,
      challenge: block.challenge,
      note: block.note,
      exercises: block.exercises.map((item) => ({
        key: `e${item.id}`,
        id: item.id,
        exercise: item.exercise,
        superset: item.superset,
        notes: item.notes,
        sets: item.sets,
        metrics: usedMetrics(item.exercise.category, item.sets),
      })),
    })),
  };
}

export const serverDayId = (day: ScheduleDay) => dayId(fromServerDay(day).key);

/** A day as the PUT body writes it. */
export function toDayInput(day: DraftDay): DayInput {
  return {
    key: day.key,
    version: day.version,
    last_active: day.last_active,
    blocks: day.blocks.map((block) => ({
      ...(block.id === undefined ? {} : { id: block.id }),
      // The row keeps where it came from once written, so only a new row names its template.
      ...(block.id === undefined && block.template_id !== undefined
        ? { template_id: block.template_id }
        : {}),
      kind: block.kind,
      track_id: block.track_id,
      title: block.title,
      instructions: block.instructions,
      macros: block.macros,
      challenge: block.challenge,
      note: block.note,
      exercises: block.exercises.map((item) => ({
        ...(item.id === undefined ? {} : { id: item.id }),
        exercise_id: item.exercise.id,
        superset: item.superset,
        notes: item.notes,
        sets: item.sets,
      })),
    })),
  };
}

/** A new block of a kind, empty. */
export function newBlock(kind: BlockKind, extra: Partial<DraftBlock> = {}): DraftBlock {
  return {
    key: newKey(),
    kind,
    track_id: null,
    title: '',
    instructions: '',
    exercises: [],
    macros: null,
    challenge: null,
    note: null,
    ...extra,
  };
}

/** A copy of blocks for another day: new keys, no ids (the server makes new rows). */
export function copyBlocks(blocks: readonly DraftBlock[]): DraftBlock[] {
  return blocks.map((block) => {
    const { id: _id, ...rest } = block;
    return {
      ...rest,
      key: newKey(),
      exercises: block.exercises.map((item) => {
        const { id: _exerciseId, ...copy } = item;
        return { ...copy, key: newKey() };
      }),
    };
  });
}
