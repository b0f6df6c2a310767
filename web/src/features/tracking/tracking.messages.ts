// The web-only texts of the training calendar (the client's and the coach's athlete calendar).
// Texts both sides show live in contract/src/tracking/tracking.messages.ts. All ours unless marked.
import type { Completion } from '@forma/contract/tracking/calendar.schemas';
import type { RecordKind } from '@forma/contract/tracking/results.schemas';

export const calendarTexts = {
  title: 'Calendar',
  athleteTitle: 'Client calendar',
  today: 'Today',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  views: { week: 'Week', month: 'Month' },
  viewLabel: 'Calendar view',
  legend: 'Programs',
  month: 'Month',
  week: 'Week',
  nothingPlanned: 'Nothing planned for this day.',
  noPrograms: 'You follow no program yet.',
  loadFailed: 'The calendar could not be loaded. Try again.',
  completion: {
    all: 'done',
    some: 'started',
    none: 'not started',
  } satisfies Record<Completion, string>,
  dayCell: (date: string, programs: string[]) =>
    programs.length ? `${date}: ${programs.join(', ')}` : date,
  weekDay: (week: number, day: number) => `Week ${week}, Day ${day}`,
  moved: 'Moved',
} as const;

export const dayTexts = {
  markDayDone: 'Mark day done',
  dayDone: 'Day done',
  markBlockDone: 'Mark block done',
  blockDone: 'Block done',
  markNoteComplete: 'Mark complete',
  noteComplete: 'Completed',
  moveDay: 'Move to another date',
  moveTitle: 'Move this day',
  moveDate: 'New date',
  move: 'Move',
  cancel: 'Cancel',
  moved: 'The day was moved.',
  feedbackTitle: 'Coach’s feedback',
  feedbackKinds: { training: 'Training', macros: 'Macros' },
  resources: (count: number) => `${count} resource${count === 1 ? '' : 's'} attached`,
  challenge: 'Challenge',
  blockKinds: {
    training: 'Training',
    sets: 'Sets',
    macros: 'Macros',
    challenge: 'Challenge',
    note: 'Note',
  },
} as const;

export const setTexts = {
  set: (index: number) => `Set ${index + 1}`,
  prescribed: 'Prescribed',
  performed: 'Performed',
  notLogged: 'Not logged',
  logAsPrescribed: (index: number) => `Log set ${index + 1} as prescribed`,
  edit: (index: number) => `Edit set ${index + 1}`,
  undo: (index: number) => `Undo set ${index + 1}`,
  editTitle: (exercise: string, index: number) => `${exercise}: set ${index + 1}`,
  save: 'Save set',
  waiting: 'Waiting to sync',
  noSets: 'No sets prescribed.',
  record: (kind: RecordKind) => `PR: ${recordNames[kind]}`,
  openHistory: (exercise: string) => `${exercise}: history`,
  superset: (n: number) => `Superset ${n}`,
  metrics: {
    weight: 'Load',
    reps: 'Reps',
    rpe: 'RPE',
    rir: 'RIR',
    rest: 'Rest (s)',
    rpm: 'RPM',
    tempo: 'Tempo',
    time: 'Time (s)',
    speed: 'Speed',
    cadence: 'Cadence',
    distance: 'Distance (m)',
    heart_rate: 'Heart rate',
    calories: 'Calories',
    watts: 'Watts',
  },
  units: { reps: 'reps', rpe: 'RPE', rir: 'RIR', rest: 'rest', distance: 'm' },
  percentOfMax: (value: string) => `${value}% of max`,
} as const;

export const recordNames: Record<RecordKind, string> = {
  heaviest_load: 'heaviest load',
  most_reps_at_load: 'most reps at this load',
  fastest_time: 'fastest time',
  longest_distance: 'longest distance',
};

export const timerTexts = {
  start: (rest: string) => `Start rest timer (${rest})`,
  stop: 'Stop rest timer',
  remaining: (rest: string) => `Rest: ${rest}`,
  over: 'Rest is over.',
} as const;

export const macrosTexts = {
  target: 'Target',
  logged: 'Logged',
  protein: 'Protein (g)',
  carbs: 'Carbs (g)',
  fat: 'Fat (g)',
  calories: (kcal: number) => `${kcal} kcal`,
  grams: (protein: number, carbs: number, fat: number) =>
    `Protein ${protein} g · Carbs ${carbs} g · Fat ${fat} g`,
  log: 'Log macros',
  bodyweight: (unit: string) => `Your bodyweight (${unit})`,
  saveWeight: 'Save weight',
  notLogged: 'No macros logged.',
} as const;

export const commentTexts = {
  open: (count: number) => (count ? `Comments (${count})` : 'Comment'),
  close: 'Hide comments',
  thread: 'Comments',
  empty: 'No comments yet.',
  // Spec 2.15: the comment composer's default placeholder.
  placeholder: 'Leave your comment…',
  label: 'Your comment',
  replyLabel: 'Your reply',
  attach: 'Attach a photo or video',
  removeAttachment: (title: string) => `Remove ${title}`,
  openAttachment: (title: string) => `Open ${title}`,
  send: 'Send',
  reply: 'Reply',
  waiting: 'Waiting to send',
  coach: 'Coach',
} as const;

export const feedbackTexts = {
  title: 'Feedback for this day',
  label: (kind: 'training' | 'macros') =>
    kind === 'training' ? 'Training feedback' : 'Macros feedback',
  save: (kind: 'training' | 'macros') =>
    kind === 'training' ? 'Save training feedback' : 'Save macros feedback',
  saved: 'Feedback saved.',
} as const;

export const historyTexts = {
  title: (exercise: string) => `${exercise}: history`,
  records: 'Personal records',
  noRecords: 'No records yet.',
  noResults: 'No results yet.',
  more: 'Show more',
} as const;
