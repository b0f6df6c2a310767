// The schedule builder's texts (programs-and-commerce.md 2.6; its names where it gives them,
// ours otherwise). The refusals both sides show are the contract's trainingMessages.
import type { Metric } from '@forma/contract/exercises/exercises.rules';
import type { BlockKind } from '@forma/contract/training/schedule.schemas';
export { trainingMessages } from '@forma/contract/training/schedule.messages';

export const builderTexts = {
  pageTitle: 'Program schedule',
  loadFailed: 'The schedule could not be loaded. Reload the page to try again.',
  backToProgram: 'Back to program',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  thisWeek: 'This week',
  week: (n: number) => `Week ${n}`,
  weekOf: (n: number, total: number | null) => (total ? `Week ${n} of ${total}` : `Week ${n}`),
  dayOfWeek: (n: number) => `Day ${n}`,
  weekGrid: 'Week',
  loadingWeek: 'Loading the week…',
  mode: 'Mode',
  buildMode: 'Build mode',
  reviewMode: 'Review mode',
  undo: 'Undo',
  undoHint: 'Undo the last change (Ctrl+Z)',
  client: 'Client',
  clientPlaceholder: 'Choose a client',
  noClients:
    'A 1-2-1 program has a calendar per client. Sign up a client to this program to build their training.',
  signUpClients: 'Sign up clients',
  chooseClient: 'Choose a client to build their calendar.',
  empty: 'Nothing planned',
  lastActive: 'Last Active Day of Subscription',
  lastActiveShort: 'Last active day',
  desktopHint: 'One day at a time on a phone: the builder works best on a larger screen.',
} as const;

export const saveTexts = {
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved',
  retry: 'Retry',
  conflictTitle: 'Changed elsewhere',
  refusedTitle: 'Not saved',
  reloadDay: 'Reload day',
  reloadDays: 'Reload days',
  leaveWarning: 'Changes are still being saved.',
} as const;

export const sidebarTexts = {
  label: 'Build',
  addFor: (day: string) => `Adds to ${day}`,
  chooseDay: 'Choose a day first: click its header.',
  training: 'Training block',
  sets: 'Sets',
  challenge: 'Challenge',
  macros: 'Macros',
  template: 'Template',
  notes: 'Notes',
  performanceReview: 'Performance Review',
  macrosReview: 'Macros Review',
  macroCalculator: 'Macro calculator',
  templateFor: (day: string) => `Insert a day or week template into ${day}`,
  trainingShortcut: 'Alt+N (Ctrl+N in an installed app)',
  noteShortcut: 'Alt+Shift+N (Ctrl+Shift+N in an installed app)',
  notesEmpty: 'No notes this week.',
  addNote: 'Add note',
} as const;

export const dayTexts = {
  actions: (day: string) => `Actions for ${day}`,
  select: (day: string) => `Select ${day}`,
  selectWeek: 'Select week',
  clearSelection: 'Clear selection',
  selected: (n: number) => (n === 1 ? '1 day selected' : `${n} days selected`),
  copySelected: 'Copy days',
  saveSelected: 'Save as template',
  copied: (n: number) => (n === 1 ? 'Day copied' : `${n} days copied`),
  addTraining: 'Add training block',
  addSets: 'Add sets block',
  addMacros: 'Add macros block',
  insertChallenge: 'Insert challenge',
  insertTemplate: 'Insert template',
  saveAsTemplate: 'Save as template',
  templateInserted: (name: string) => `${name} inserted.`,
  templateInsertedCut: (name: string, left: number) =>
    `${name} inserted. ${left === 1 ? '1 day' : `${left} days`} past the program's last week ${left === 1 ? 'was' : 'were'} left out.`,
  span: (first: string, last: string) => `${first} to ${last}`,
  copy: 'Copy',
  paste: 'Paste',
  pasteKeeping: 'Paste keeping structure',
  markLastActive: "Mark as 'Last Active Day of Subscription'",
  unmarkLastActive: "Unmark 'Last Active Day of Subscription'",
  delete: 'Delete day',
  deleteTitle: 'Delete day',
  deleteBody: (day: string) => `Delete everything planned on ${day}? You can undo it.`,
  cancel: 'Cancel',
} as const;

export const blockTexts = {
  kinds: {
    training: 'Training',
    sets: 'Sets',
    macros: 'Macros',
    challenge: 'Challenge',
    note: 'Note',
  } satisfies Record<BlockKind, string>,
  untitled: 'Untitled',
  open: (title: string) => `Edit ${title}`,
  dragHandle: (title: string) => `Move ${title}`,
  remove: 'Remove block',
  title: 'Title',
  instructions: 'Instructions',
  setsPlaceholder: 'e.g. 5 rounds for time',
  close: 'Done',
  exercises: 'Exercises',
  noExercises: 'No exercises yet: add one from the library.',
  addExercise: 'Add exercise',
  challengeName: 'Name',
  scoreType: 'Score type',
  scoreTypePlaceholder: 'e.g. Time, Reps, Rounds + reps, Load',
  description: 'Description',
  noteTitle: 'Title',
  noteBody: 'Note',
  add: 'Add',
  newChallenge: 'Insert challenge',
  newNote: 'Add note',
  macrosLine: (p: number, c: number, f: number, unit: string) =>
    `P ${p} ${unit} · C ${c} ${unit} · F ${f} ${unit}`,
  noMacros: 'No targets yet',
} as const;

export const exerciseTexts = {
  moveExercise: (name: string) => `Move ${name}`,
  removeExercise: (name: string) => `Remove ${name}`,
  notes: 'Notes',
  archived: 'Archived',
  sets: 'Sets',
  set: (n: number) => `Set ${n}`,
  addSet: 'Add set',
  removeSet: (n: number) => `Remove set ${n}`,
  addMetric: 'Add column',
  removeMetric: (metric: string) => `Remove column ${metric}`,
  supersetLink: 'Make a superset with the next exercise',
  supersetUnlink: 'Split the superset here',
  supersetPair: (a: string, b: string) => `Superset ${a} with ${b}`,
  supersetBadge: (n: number) => `Superset ${n}`,
  upgradeTitle: 'Access restricted',
  supersetsNeedPro: 'Supersets need the PROFESSIONAL plan.',
  exercisesNeedPro: 'Creating exercises needs the PROFESSIONAL plan.',
  gotIt: 'Got It!',
  upgrade: 'Upgrade',
  metrics: {
    weight: 'Weight',
    reps: 'Reps',
    rpe: 'RPE',
    rir: 'RIR',
    rest: 'Rest',
    rpm: 'RPM',
    tempo: 'Tempo',
    time: 'Time',
    speed: 'Speed',
    cadence: 'Cadence',
    distance: 'Distance (m)',
    heart_rate: 'Heart Rate',
    calories: 'Calories',
    watts: 'Watts',
  } satisfies Record<Metric, string>,
  placeholders: {
    weight: '60 kg',
    reps: '8-10',
    rest: '1:30',
    time: '0:45',
    tempo: '31X0',
  } as Partial<Record<Metric, string>>,
} as const;

export const pickerTexts = {
  title: 'Exercises',
  search: 'Search exercises',
  myLibrary: 'My Library',
  productLibrary: (product: string) => `${product} Library`,
  library: 'Library',
  none: 'No exercises match.',
  loading: 'Loading exercises',
  failed: 'The exercises could not be loaded.',
  add: (name: string) => `Add ${name}`,
  createNew: 'Create new exercise',
  name: 'Name',
  category: 'Metric category',
  muscleGroup: 'Major muscle group',
  equipment: 'Equipment',
  create: 'Create and add',
  cancel: 'Cancel',
} as const;

export const setValueTexts = {
  badNumber: 'Enter a number or a range such as 8-10.',
  badTime: 'Enter seconds or minutes:seconds, e.g. 90 or 1:30.',
  badLoad: 'Enter a load such as 60 kg, 135 lb or 70%.',
  tooBig: 'Enter a value up to 100,000.',
  setCount: (n: number) => (n === 1 ? '1 set' : `${n} sets`),
} as const;

/** Drag and drop, read out to screen readers (dnd-kit's live region). */
export const dragTexts = {
  instructions:
    'To move a block, press Space or Enter to pick it up, use the arrow keys to move it within its day or to another day, then press Space or Enter to drop it, or Escape to cancel.',
  picked: (title: string) => `Picked up ${title}.`,
  moving: (title: string, place: string) =>
    place ? `${title} is over ${place}.` : `${title} is not over a day.`,
  dropped: (title: string, place: string) => `${title} was dropped ${place ? `at ${place}` : ''}.`,
  cancelled: 'Move cancelled.',
  overBlock: (title: string, day: string) => `${title} on ${day}`,
  overDay: (day: string) => `the end of ${day}`,
} as const;

/** Tracks in the builder (ours: spec 2.3 and 4.8 name tracks and give no labels). */
export const trackTexts = {
  filter: 'Show track',
  allTracks: 'All tracks',
  track: 'Track',
  archived: (name: string) => `${name} (archived)`,
  archivedHint:
    'This track is archived: clients no longer see its blocks. Restore it to add blocks.',
  cardPrefix: 'Track: ',
} as const;
