// The coach's review in the builder (programs-and-commerce.md 2.6: 'Performance Review', 'Macros
// Review', completed all, some or none; the rest is ours). 'Review mode' and 'Build mode' are the
// builder's own (schedule.messages.ts).
import type { Completion } from '@forma/contract/tracking/calendar.schemas';
export { trackingMessages } from '@forma/contract/tracking/tracking.messages';

export const reviewTexts = {
  /** A day's counts, short and read out in full. */
  counts: (all: number, some: number, none: number) => `${all} all · ${some} some · ${none} none`,
  countsSpoken: (day: string, counts: string) =>
    `${day}, clients who completed the work: ${counts}. Open the Performance Review`,
  countsHint: 'Clients who completed all, some or none of the work',
  completion: {
    all: 'Completed all',
    some: 'Completed some',
    none: 'Completed none',
  } satisfies Record<Completion, string>,
  panelFor: (day: string) => `Results of ${day}`,
  loading: 'Loading the results…',
  loadFailed: 'The results could not be loaded.',
  noClients: 'No client results on this day.',
  clientsOfDay: (day: string) => `Clients on ${day}`,
  openCalendar: (name: string) => `Open ${name}’s calendar`,
  on: (date: string) => `On ${date}`,
  setsLogged: (n: number) => (n === 1 ? '1 set logged' : `${n} sets logged`),
  macrosLogged: 'Macros logged',
  comments: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  // Performance Review
  noTraining: 'No training on this day.',
  setColumn: 'Set',
  set: (n: number) => `Set ${n}`,
  prescribed: 'Prescribed',
  performed: 'Performed',
  notLogged: 'Not logged',
  blockDone: 'Done',
  record: 'Personal record',
  // Macros Review
  noMacros: 'No macros on this day.',
  target: (target: string) => `Target: ${target}`,
  logged: (protein: number, carbs: number, fat: number, kcal: number) =>
    `Logged: P ${protein} g · C ${carbs} g · F ${fat} g · ${kcal} kcal`,
  notLoggedMacros: 'Logged: nothing yet',
  // Feedback (spec 2.6: feedback and macro_feedback)
  feedback: 'Feedback',
  feedbackFor: (name: string) => `Feedback to ${name}`,
  macroFeedbackFor: (name: string) => `Macros feedback to ${name}`,
  saveFeedback: 'Send feedback',
  feedbackSaved: (name: string) => `Feedback sent to ${name}.`,
  lastFeedback: (author: string) => `Last sent by ${author}`,
} as const;

/** A set's values as the review shows them, prescribed and performed (time as m:ss). */
export const performedTexts = {
  weight: (kg: number | string) => `${kg} kg`,
  reps: (n: number | string) => `${n} reps`,
  rpe: (n: number | string) => `RPE ${n}`,
  rir: (n: number | string) => `RIR ${n}`,
  rest: (clock: number | string) => `rest ${clock}`,
  rpm: (n: number | string) => `${n} rpm`,
  tempo: (tempo: number | string) => `tempo ${tempo}`,
  time: (clock: number | string) => String(clock),
  speed: (n: number | string) => `speed ${n}`,
  cadence: (n: number | string) => `cadence ${n}`,
  distance: (m: number | string) => `${m} m`,
  heart_rate: (n: number | string) => `${n} bpm`,
  calories: (n: number | string) => `${n} kcal`,
  watts: (n: number | string) => `${n} W`,
} as const;
