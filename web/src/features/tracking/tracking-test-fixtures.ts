// Test data: a client's calendar days as the server returns them (contract schemas).
import type { Block } from '@forma/contract/training/schedule.schemas';
import type {
  CalendarDays,
  CalendarEntry,
  CalendarProgram,
  TrackedBlock,
} from '@forma/contract/tracking/calendar.schemas';
import type { PerformedSet } from '@forma/contract/tracking/results.schemas';

export const program = (extra: Partial<CalendarProgram> = {}): CalendarProgram => ({
  membership_id: 11,
  plan_id: 7,
  title: 'Strength Block',
  plan_type: 'one_many',
  color: '#389840',
  start_date: '2025-03-01',
  visible_to: null,
  flowing: true,
  week: null,
  day: null,
  ...extra,
});

export const squat: Block['exercises'][number] = {
  id: 301,
  exercise_id: 31,
  superset: null,
  notes: '',
  sets: [
    {
      reps: { min: 8, max: 10 },
      weight: { kg: { min: 60, max: 70 }, unit: 'kg' },
      rest: { min: 90 },
    },
    { reps: { min: 8 }, weight: { percent_of_max: { min: 70 } } },
  ],
  exercise: { id: 31, name: 'Back Squat', category: 'strength', archived: false },
};

export const trackedBlock = (id: number, extra: Partial<TrackedBlock> = {}): TrackedBlock => ({
  id,
  kind: 'training',
  track_id: 1,
  position: 0,
  title: `Block ${id}`,
  instructions: '',
  exercises: [],
  macros: null,
  challenge: null,
  note: null,
  done: false,
  performed: [],
  macros_log: null,
  comment_count: 0,
  ...extra,
});

export const entry = (
  blocks: TrackedBlock[],
  extra: Partial<CalendarEntry> = {},
): CalendarEntry => ({
  membership_id: 11,
  plan_id: 7,
  day_id: 500,
  week: null,
  day: null,
  done: false,
  completion: 'none',
  moved: false,
  blocks,
  feedback: [],
  ...extra,
});

export const performedSet = (extra: Partial<PerformedSet> = {}): PerformedSet => ({
  id: 900,
  block_id: 41,
  block_exercise_id: 301,
  set_index: 0,
  exercise_id: 31,
  values: { reps: 8, weight_kg: 60 },
  records: [],
  performed_on: '2025-03-05',
  updated_at: '2025-03-05T10:00:00.000Z',
  ...extra,
});

/** The week of Wednesday 5 March 2025, with `entries` on that Wednesday. */
export const calendarDays = (
  entries: CalendarEntry[],
  extra: Partial<CalendarDays> = {},
): CalendarDays => ({
  programs: [program()],
  bodyweight_kg: 80,
  weight_unit: 'kg',
  days: [{ date: '2025-03-05', entries }],
  ...extra,
});
